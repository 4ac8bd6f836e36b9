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

  it('writes each message as an .eml file in the outbox and logs its subject and link', async () => {
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
      expect.objectContaining({ to: 'marie@client.fr', subject: 'Votre compte Chaussée', link }),
    ]);
  });
});
