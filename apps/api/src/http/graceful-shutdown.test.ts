import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedTokens, userFixture } from '../testing/framework-fixtures.js';
import { testConfig } from '../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { buildServer } from '../server.js';
import type { RouteModule } from './operation-handler.js';

describe('graceful shutdown (SIGTERM)', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(() => testDb.dispose());

  it('lets the requests in flight finish, answers new ones 503 shutting_down, then closes', async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolvePromise) => {
      release = resolvePromise;
    });
    let started: () => void = () => undefined;
    const inHandler = new Promise<void>((resolvePromise) => {
      started = resolvePromise;
    });
    const slow: RouteModule = {
      getUser: async () => {
        started();
        await released;
        return { status: 200, body: userFixture() };
      },
    };
    const config = testConfig();
    const { app, shutdown } = await buildServer({
      database: testDb.database,
      config,
      services: {
        routeModules: [slow],
        authenticate: fixedTokens,
        auditImpersonation: () => Promise.resolve(),
      },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/api`;

    const inFlight = fetch(`${base}/users/${userFixture().id}`, {
      headers: { authorization: 'Bearer valid' },
    });
    await inHandler;
    const stopped = shutdown();

    const refused = await fetch(`${base}/runtime-config`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('content-type')).toContain('application/problem+json');
    expect(await refused.json()).toMatchObject({ status: 503, code: 'shutting_down' });
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable' });

    release();
    const finished = await inFlight;
    expect(finished.status).toBe(200);
    expect(await finished.json()).toMatchObject({ email: userFixture().email });
    await stopped;
    await expect(fetch(`${base}/health`)).rejects.toThrow();
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('closes at the deadline when a request never finishes', async () => {
    const stuck: RouteModule = { getUser: () => new Promise(() => undefined) };
    const config = testConfig({ shutdownTimeoutMs: 200 });
    const { app, shutdown } = await buildServer({
      database: testDb.database,
      config,
      services: {
        routeModules: [stuck],
        authenticate: fixedTokens,
        auditImpersonation: () => Promise.resolve(),
      },
      logger: false,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const base = `http://127.0.0.1:${String(typeof address === 'object' && address ? address.port : 0)}/api`;
    const abandoned = fetch(`${base}/users/${userFixture().id}`, {
      headers: { authorization: 'Bearer valid' },
    }).catch((error: unknown) => error);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100));
    const startedAt = Date.now();
    await shutdown();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(150);
    expect(app.server.listening).toBe(false);
    await abandoned;
    rmSync(config.dataDir, { recursive: true, force: true });
  });
});
