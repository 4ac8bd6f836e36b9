import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer, type Mailer } from '../mail/mailer.js';
import { createEmailProviderAdapter } from './email-provider-adapter.js';
import { ProviderError } from './provider-adapter.js';
import { fixtureOrder } from './testing/order-fixture.js';

describe('e-mail provider adapter', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-lab-mail-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const outboxMailer = (name: string) =>
    createMailer({
      smtpUrl: undefined,
      outboxDir: join(dataDir, name),
      from: 'Chaussée <no-reply@chaussee.local>',
      log: { info: () => undefined },
    });

  it('writes an e-mail to the laboratory with the CSV and the PDF order form attached', async () => {
    const adapter = createEmailProviderAdapter({ mailer: outboxMailer('outbox') });

    const sent = await adapter.sendOrder(fixtureOrder());

    expect(sent).toEqual({ externalReference: 'CMD-2026-0042' });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(eml).toContain('To: commandes@labo-analyses.fr');
    expect(eml).toMatch(/Content-Type: text\/csv; charset=utf-8; name=CMD-2026-0042\.csv/u);
    expect(eml).toMatch(
      /Content-Type: application\/pdf;\s+name=CMD-2026-0042-bon-de-commande\.pdf/u,
    );
    // Base64 of "%PDF-": the PDF attachment is really there.
    expect(eml).toContain('JVBERi0');
  });

  it('refuses an order to a laboratory without e-mail address, sending nothing', async () => {
    const sent: unknown[] = [];
    const mailer: Mailer = { send: (message) => Promise.resolve(void sent.push(message)) };
    const adapter = createEmailProviderAdapter({ mailer });
    const order = fixtureOrder();

    const attempt = adapter.sendOrder({
      ...order,
      laboratory: { ...order.laboratory, email: null },
    });

    await expect(attempt).rejects.toThrow(ProviderError);
    await expect(attempt).rejects.toMatchObject({
      code: 'not_configured',
      message: "Le laboratoire Labo Analyses – Villeurbanne n'a pas d'adresse e-mail.",
    });
    expect(sent).toEqual([]);
  });

  it('reports a mail server failure as a provider error', async () => {
    const mailer: Mailer = { send: () => Promise.reject(new Error('ECONNREFUSED')) };
    const adapter = createEmailProviderAdapter({ mailer });

    await expect(adapter.sendOrder(fixtureOrder())).rejects.toMatchObject({
      code: 'unreachable',
      message: "L'e-mail au laboratoire Labo Analyses – Villeurbanne n'a pas pu partir.",
    });
  });

  it('never has results by itself: staff import the laboratory file', async () => {
    const adapter = createEmailProviderAdapter({ mailer: outboxMailer('unused') });

    await expect(adapter.fetchResults(fixtureOrder(), 'CMD-2026-0042')).resolves.toEqual({
      state: 'pending',
    });
  });
});
