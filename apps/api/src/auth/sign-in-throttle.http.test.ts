import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config.js';
import { DEMO_PASSWORD, seedDemoDataOnce } from '../db/seed.js';
import { createTestClock, type TestClock } from '../testing/test-clock.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import { SIGN_IN_THROTTLE } from './login-throttle.js';

/**
 * The sign-in throttle over HTTP, as a server behind a reverse proxy sees it: every request comes
 * from the proxy's address, and `X-Forwarded-For` says who the client is only when `TRUST_PROXY`
 * names the proxy. Ten failures used to lock the (address, e-mail) pair for 15 minutes, right
 * password included: behind a proxy, an attacker locked the owner out.
 */
// Each failure costs a password hash, and each row a seeded server: slow on a shared machine.
describe('POST /login_check throttle behind a reverse proxy', { timeout: 120_000 }, () => {
  let server: TestServer | undefined;
  let clock: TestClock;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  // A small client ceiling keeps the test short (each failure costs a password hash).
  const throttle = { ...SIGN_IN_THROTTLE, clientFailureLimit: 8 };

  async function start(config: Partial<AppConfig>): Promise<TestServer> {
    clock = createTestClock();
    server = await startTestServer({
      clock: clock.now,
      config: { signInThrottle: throttle, ...config },
    });
    await seedDemoDataOnce(server.database.db, clock.now, { NODE_ENV: 'test' });
    return server;
  }

  /** A raw call, so that the answer's Retry-After can be read (the SDK hands problems only). */
  async function attempt(
    on: TestServer,
    username: string,
    password: string,
    forwardedFor?: string,
  ) {
    const response = await fetch(`${on.baseUrl}/api/login_check`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwardedFor !== undefined && { 'x-forwarded-for': forwardedFor }),
      },
      body: JSON.stringify({ username, password }),
    });
    await on.assertContractResponse(response, 'signIn');
    const body: unknown = await response.json();
    return { status: response.status, retryAfter: response.headers.get('retry-after'), body };
  }

  it('never locks the owner out: after 12 failures from the shared address, the right password works after the wait', async () => {
    // The ceiling of the shared address is not what this row is about.
    const on = await start({
      trustProxy: false,
      signInThrottle: { ...throttle, clientFailureLimit: 1000 },
    });
    const owner = 'lecteur@demo.chaussee.fr';
    for (let failure = 0; failure < 12; failure += 1) {
      const answer = await attempt(on, owner, 'Mauvais2026!');
      if (answer.status === 429) {
        // A wait of a minute at most: never the 15-minute lockout of before.
        expect(Number(answer.retryAfter)).toBeLessThanOrEqual(SIGN_IN_THROTTLE.maxDelaySeconds);
        clock.advance(Number(answer.retryAfter) * 1000);
        failure -= 1;
        continue;
      }
      expect(answer.status).toBe(401);
    }
    const during = await attempt(on, owner, DEMO_PASSWORD);
    expect(during).toMatchObject({
      status: 429,
      retryAfter: String(SIGN_IN_THROTTLE.maxDelaySeconds),
      body: {
        code: 'too_many_requests',
        detail: 'Trop de demandes en peu de temps. Réessayez dans 1 minute.',
      },
    });
    clock.advance(SIGN_IN_THROTTLE.maxDelaySeconds * 1000);
    expect((await attempt(on, owner, DEMO_PASSWORD)).status).toBe(200);
  });

  it('with TRUST_PROXY, counts the client ceiling per forwarded address; the proxy-added one only', async () => {
    const on = await start({ trustProxy: 1 });
    const sprayer = '203.0.113.7';
    for (let failure = 0; failure < throttle.clientFailureLimit; failure += 1) {
      const answer = await attempt(on, `nobody-${String(failure)}@x.fr`, 'Mauvais2026!', sprayer);
      expect(answer.status).toBe(401);
    }
    const owner = 'technicien@demo.chaussee.fr';
    // The sprayer is refused, even with a forged address before the one the proxy added.
    expect((await attempt(on, owner, DEMO_PASSWORD, sprayer)).status).toBe(429);
    expect((await attempt(on, owner, DEMO_PASSWORD, `198.51.100.9, ${sprayer}`)).status).toBe(429);
    // Another client behind the same proxy is not.
    expect((await attempt(on, owner, DEMO_PASSWORD, '203.0.113.8')).status).toBe(200);
  });

  it('without TRUST_PROXY, ignores X-Forwarded-For: a client cannot leave its ceiling by forging it', async () => {
    const on = await start({ trustProxy: false });
    for (let failure = 0; failure < throttle.clientFailureLimit; failure += 1) {
      const forged = `198.51.100.${String(failure)}`;
      expect(
        (await attempt(on, `nobody-${String(failure)}@x.fr`, 'Mauvais2026!', forged)).status,
      ).toBe(401);
    }
    const refused = await attempt(on, 'technicien@demo.chaussee.fr', DEMO_PASSWORD, '192.0.2.1');
    expect(refused.status).toBe(429);
  });
});
