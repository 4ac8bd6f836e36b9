import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './server.js';
import { testConfig } from './testing/test-config.js';
import { createTestDatabase, type TestDatabase } from './testing/test-database.js';
import { startTestServer, type TestServer } from './testing/test-server.js';

const expectedKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const noServices = {
  routeModules: [],
  authenticate: () => Promise.resolve(undefined),
  auditImpersonation: () => Promise.resolve(),
};

describe('server', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    webDistDir = mkdtempSync(join(tmpdir(), 'chaussee-web-'));
    writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><title>Chaussée</title>');
    server = await startTestServer({
      database: testDb.database,
      config: { webDistDir, maintenance: { enabled: true, message: 'Retour à 14 h' } },
      services: noServices,
    });
  });

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  it(`answers the health check with its database (${expectedKind})`, async () => {
    const { data } = await server.client.GET('/health');
    expect(data).toEqual({ status: 'ok', database: expectedKind });
  });

  it('answers 503 when the database no longer answers', async () => {
    const broken = await createTestDatabase();
    const config = testConfig();
    const { app } = await buildServer({
      database: broken.database,
      config,
      services: noServices,
      logger: false,
    });
    await broken.database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: expectedKind });
    await app.close();
    await broken.dispose().catch(() => undefined);
    rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('gives the web app its runtime configuration, maintenance flag included', async () => {
    const { data } = await server.client.GET('/runtime-config');
    expect(data).toEqual({
      maintenance: true,
      maintenanceMessage: 'Retour à 14 h',
      version: '0.1.0',
      minimumWebVersion: null,
      environment: 'test',
      binRetentionDays: 30,
    });
  });

  it('serves the web app for deep links outside /api', async () => {
    const response = await fetch(`${server.baseUrl}/project/123`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<title>Chaussée</title>');
  });

  it('answers an unknown API path with a 404 problem, not the web app', async () => {
    const response = await fetch(`${server.baseUrl}/api/nothing-here?x=1`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'Not Found',
      status: 404,
      code: 'not_found',
      detail: 'No route for GET /api/nothing-here',
    });
  });

  it('keeps the caller’s request id and answers it back', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'proxy-42.a' },
    });
    expect(response.headers.get('x-request-id')).toBe('proxy-42.a');
  });

  it('gives a new request id when the caller sends none or one unfit for the logs', async () => {
    const none = await fetch(`${server.baseUrl}/api/health`);
    const unfit = await fetch(`${server.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'a b\tc' },
    });
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(none.headers.get('x-request-id')).toMatch(uuid);
    expect(unfit.headers.get('x-request-id')).toMatch(uuid);
  });
});
