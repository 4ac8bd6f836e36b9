import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One email. `link` is the action it carries, logged so that a developer can follow it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What the mailer logs through (pino's `info` fits). */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

export interface MailerOptions {
  /** `SMTP_URL` (smtp://user:pass@host:587); without it, messages go to the outbox folder. */
  smtpUrl: string | undefined;
  /** `DATA_DIR/outbox`: one .eml file per message, readable by any mail client. */
  outboxDir: string;
  from: string;
  log: MailLog;
}

/**
 * Mail through nodemailer. By default nothing leaves the machine: each message is written as an
 * .eml file under the outbox and its subject and link are logged, which is what development, tests
 * and a first start need. `SMTP_URL` switches to a real SMTP server.
 */
export function createMailer({ smtpUrl, outboxDir, from, log }: MailerOptions): Mailer {
  if (smtpUrl !== undefined && smtpUrl !== '') {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send({ to, subject, text, link }) {
        await transport.sendMail({ from, to, subject, text });
        log.info({ to, subject, link }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, link }) {
      const info = await transport.sendMail({ from, to, subject, text });
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message);
      log.info({ to, subject, link, file }, 'mail written to the outbox');
    },
  };
}
