import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

describe('mailer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-mail-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes each message as an .eml file in the outbox and logs its subject and link, token redacted', async () => {
    const logged: Record<string, unknown>[] = [];
    const outboxDir = join(dataDir, 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Chaussée <no-reply@chaussee.local>',
      log: { info: (details) => logged.push(details) },
    });
    const link = 'http://localhost:3000/password-edit?token=abc';
    await mailer.send({
      to: 'marie@client.fr',
      subject: 'Votre compte Chaussée',
      text: `Lien : ${link}`,
      link,
    });

    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/u);
    const eml = readFileSync(join(outboxDir, files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: marie@client.fr');
    expect(eml).toMatch(/Subject: =\?UTF-8\?/u);
    expect(eml).toContain('password-edit?token=abc');
    expect(logged).toEqual([
      expect.objectContaining({
        to: 'marie@client.fr',
        subject: 'Votre compte Chaussée',
        link: 'http://localhost:3000/password-edit?token=[redacted]',
      }),
    ]);
  });

  it('sends attachments with their names and media types, and logs their names only', async () => {
    const logged: Record<string, unknown>[] = [];
    const outboxDir = join(dataDir, 'outbox-attachments');
    const mailer = createMailer({
      smtpUrl: undefined,
      outboxDir,
      from: 'Chaussée <no-reply@chaussee.local>',
      log: { info: (details) => logged.push(details) },
    });
    await mailer.send({
      to: 'labo@analyses.fr',
      subject: 'Commande',
      text: 'Ci-joint la commande.',
      attachments: [
        { filename: 'CMD-1.csv', content: Buffer.from('a;b\r\n'), contentType: 'text/csv' },
      ],
    });

    const [file] = readdirSync(outboxDir);
    const eml = readFileSync(join(outboxDir, file ?? ''), 'utf8');
    expect(eml).toMatch(/Content-Type: multipart\/mixed/u);
    expect(eml).toMatch(/Content-Type: text\/csv; name=CMD-1\.csv/u);
    expect(eml).toContain(Buffer.from('a;b\r\n').toString('base64'));
    expect(logged).toEqual([expect.objectContaining({ attachments: ['CMD-1.csv'] })]);
  });
});
