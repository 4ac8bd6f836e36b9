import { PassThrough } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../db/seed.js';
import { impersonationAudit } from '../db/schema.js';
import { createTestClock } from '../testing/test-clock.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { answerOf, present } from '../users/testing/http-identity.js';

/**
 * The server's own log, while every operation and page that carries a secret in its URL is called:
 * none of the secrets may appear in it (the request log wrote `req.url` with them), nor in the
 * impersonation audit. Each secret is a distinctive value, so that a grep cannot miss it.
 */
describe('Secrets in URLs never reach the logs', () => {
  const clock = createTestClock();
  const logged: Buffer[] = [];
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => logged.push(chunk));
  let server: TestServer;
  const log = () => Buffer.concat(logged).toString('utf8');

  beforeAll(async () => {
    server = await startTestServer({ clock: clock.now, logStream });
    await seedDemoDataOnce(server.database.db, clock.now, { NODE_ENV: 'test' });
  });
  afterAll(() => server.close());

  const secret = (name: string) => `Secret${name}0123456789abcdefghijklmnopqrstuvwxyzAB`;

  async function signIn(email: string): Promise<string> {
    const { data } = await server.client.POST('/login_check', {
      body: { username: email, password: DEMO_PASSWORD },
    });
    return present(data).token;
  }

  it('redacts path tokens, token and signature query parameters in every line', async () => {
    const secrets: string[] = [];
    const raw = async (path: string, init?: RequestInit) => {
      await fetch(`${server.baseUrl}${path}`, init);
    };

    // A real recovery link, used once: its token is in the path of POST /reset-password/{token}.
    await server.client.POST('/account-recoveries', {
      body: { email: 'lecteur@demo.chaussee.fr' },
    });
    const recovery = await import('node:fs').then(({ readdirSync, readFileSync }) => {
      const outbox = `${server.config.dataDir}/outbox`;
      const [file] = readdirSync(outbox);
      const eml = readFileSync(`${outbox}/${file ?? ''}`, 'latin1').replace(/=\r?\n/gu, '');
      return /token=3D([\w-]+)/u.exec(eml)?.[1];
    });
    if (recovery === undefined) throw new Error('No recovery link in the outbox');
    secrets.push(recovery);
    const reset = await answerOf(
      server.client.POST('/reset-password/{token}', {
        params: { path: { token: recovery } },
        body: { password: 'Nouveau2026!' },
      }),
    );
    expect(reset.status).toBe(204);

    const calls: [secretName: string, path: string, init?: RequestInit][] = [
      ['Reset', `/api/reset-password/${secret('Reset')}`, post({ password: 'Nouveau2026!' })],
      ['Method', `/api/reset-password/${secret('Method')}`],
      ['Download', `/api/download-links/${secret('Download')}`],
      ['Files', `/api/download-links/${secret('Files')}/files`],
      ['Share', `/share-link?token=${secret('Share')}`],
      ['Edit', `/password-edit?token=${secret('Edit')}`],
      ['Page', `/download?token=${secret('Page')}`],
      ['Signature', `/api/storage/a%2Fb.png?expires=1&signature=${secret('Signature')}`],
    ];
    for (const [name, path, init] of calls) {
      secrets.push(secret(name));
      await raw(path, init);
    }

    // A super administrator acting as someone follows a recovery link: the request is audited.
    const admin = server.clientAs(await signIn('super-admin@demo.chaussee.fr'));
    const targetId = present(
      (await server.clientAs(await signIn('technicien@demo.chaussee.fr')).GET('/current_user'))
        .data,
    ).id;
    const { data } = await admin.POST('/users/{id}/super-login', {
      params: { path: { id: targetId } },
    });
    const acting = present(data).token;
    secrets.push(secret('Audited'));
    const audited = post({ password: 'Nouveau2026!' });
    await raw(`/api/reset-password/${secret('Audited')}`, {
      ...audited,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${acting}` },
    });

    const text = log();
    expect(text).toContain('/api/reset-password/[redacted]');
    expect(text).toContain('token=[redacted]');
    expect(text).toContain('signature=[redacted]');
    for (const value of secrets) expect(text).not.toContain(value);

    const audit = await server.database.db
      .select({ path: impersonationAudit.path })
      .from(impersonationAudit)
      .where(eq(impersonationAudit.userId, targetId));
    expect(audit.map(({ path }) => path)).toContain('/api/reset-password/[redacted]');
    for (const { path } of audit) {
      for (const value of secrets) expect(path ?? '').not.toContain(value);
    }
  });
});

function post(body: unknown): RequestInit {
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  };
}
