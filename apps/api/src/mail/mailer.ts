import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { redactSecretQueryParameters } from '../logging/secret-redaction.js';

/** A file sent with an email (a laboratory order's CSV and PDF). */
interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

/**
 * One email. `link` is the action it carries, logged (its token redacted: the recipient's secret
 * stays in the message, the .eml file of the outbox for a developer) so that one can tell which
 * link left; a message that carries files instead (an order to a laboratory) has none.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  link?: string;
  attachments?: readonly MailAttachment[];
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

// nodemailer wants a mutable array; the names are what the log needs (never the content).
function copyOf(attachments: readonly MailAttachment[] | undefined): MailAttachment[] | undefined {
  return attachments === undefined ? undefined : [...attachments];
}

function loggedLink(link: string | undefined): string | undefined {
  return link === undefined ? undefined : redactSecretQueryParameters(link);
}

function namesOf(attachments: readonly MailAttachment[] | undefined): string[] | undefined {
  return attachments?.map(({ filename }) => filename);
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
      async send({ to, subject, text, link, attachments }) {
        await transport.sendMail({ from, to, subject, text, attachments: copyOf(attachments) });
        log.info(
          { to, subject, link: loggedLink(link), attachments: namesOf(attachments) },
          'mail sent',
        );
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send({ to, subject, text, link, attachments }) {
      const info = await transport.sendMail({
        from,
        to,
        subject,
        text,
        attachments: copyOf(attachments),
      });
      await mkdir(outboxDir, { recursive: true });
      const file = join(
        outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message);
      log.info(
        { to, subject, link: loggedLink(link), attachments: namesOf(attachments), file },
        'mail written to the outbox',
      );
    },
  };
}
