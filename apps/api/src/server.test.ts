import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';

const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe('server', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  let webDistDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    webDistDir = mkdtempSync(join(tmpdir(), 'chaussee-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Chaussée</title>');
    app = await buildServer({ database: testDb.database, webDistDir, logger: false });
  });

  afterAll(async () => {
    await app.close();
    await testDb.dispose();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it(`answers the health check with its database (${expectedKind})`, async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: expectedKind });
  });

  it('answers 503 when the database no longer answers', async () => {
    const broken = await createTestDatabase();
    const brokenApp = await buildServer({ database: broken.database, webDistDir, logger: false });
    await broken.database.close();
    const response = await brokenApp.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'unavailable' });
    await brokenApp.close();
    await broken.dispose().catch(() => undefined);
  });

  it('serves the web app for deep links outside /api', async () => {
    const response = await app.inject({ method: 'GET', url: '/project/123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Chaussée</title>');
  });

  it('answers an unknown API path with a 404 problem, not the web app', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, code: 'not_found' });
  });
});
