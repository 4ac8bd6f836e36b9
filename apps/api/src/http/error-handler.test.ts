import { rmSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { buildServer } from '../server.js';
import { fixedTokens, ids } from '../testing/framework-fixtures.js';
import { testConfig } from '../testing/test-config.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import type { RouteModule } from './operation-handler.js';

describe('errors as problem bodies', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(() => testDb.dispose());

  async function serve(module: RouteModule) {
    const logs = new PassThrough();
    const lines: string[] = [];
    logs.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
    const config = testConfig();
    const { app } = await buildServer({
      database: testDb.database,
      config,
      services: {
        routeModules: [module],
        authenticate: fixedTokens,
        auditImpersonation: () => Promise.resolve(),
      },
      logStream: logs,
    });
    return {
      app,
      lines,
      close: async () => {
        await app.close();
        rmSync(config.dataDir, { recursive: true, force: true });
      },
    };
  }

  it('answers an unexpected error 500 internal_error without its cause, logged with the request id', async () => {
    const { app, lines, close } = await serve({
      getUser: () => Promise.reject(new Error('connection to 10.0.0.7 refused, password=hunter2')),
    });
    const response = await app.inject({
      url: `/api/users/${ids.user}`,
      headers: { authorization: 'Bearer valid', 'x-request-id': 'req-500' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      code: 'internal_error',
    });
    expect(response.body).not.toContain('hunter2');
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ requestId: 'req-500', msg: 'unexpected error', level: 50 }),
    );
    await close();
  });

  it('answers an AppError with its status, code, detail and headers', async () => {
    const { app, close } = await serve({
      getUser: () =>
        Promise.reject(
          new AppError('forbidden', { detail: 'Access Denied.', headers: { 'x-reason': 'role' } }),
        ),
    });
    const response = await app.inject({
      url: `/api/users/${ids.user}`,
      headers: { authorization: 'Bearer valid' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-reason']).toBe('role');
    expect(response.json()).toEqual({
      type: 'about:blank',
      title: 'Forbidden',
      status: 403,
      code: 'forbidden',
      detail: 'Access Denied.',
    });
    await close();
  });
});
