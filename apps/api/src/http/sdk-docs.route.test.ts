import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { defaultSdkDocsDir } from '../paths.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const noServices = {
  routeModules: [],
  authenticate: () => Promise.resolve(undefined),
  auditImpersonation: () => Promise.resolve(),
};

const THEME_SCRIPT = 'document.documentElement.dataset.theme = "os";';
const PAGE = `<!DOCTYPE html><html><head><title>@chaussee/sdk</title><script defer src="assets/main.js"></script></head><body><script>${THEME_SCRIPT}</script></body></html>`;

/** A path sent as written: fetch would resolve `..` segments before sending them. */
function rawStatus(baseUrl: string, path: string): Promise<number> {
  const url = new URL(baseUrl);
  return new Promise((resolveStatus, reject) => {
    const request = httpRequest(
      { host: url.hostname, port: url.port, path, method: 'GET' },
      (response) => {
        response.resume();
        resolveStatus(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('GET /api/docs/sdk/ (the SDK reference built by TypeDoc)', () => {
  let testDb: TestDatabase;
  let server: TestServer;
  const parent = mkdtempSync(join(tmpdir(), 'chaussee-sdk-docs-'));
  const folder = join(parent, 'reference');

  beforeAll(async () => {
    mkdirSync(join(folder, 'assets'), { recursive: true });
    writeFileSync(join(folder, 'index.html'), PAGE);
    writeFileSync(join(folder, 'assets/main.js'), 'window.app = {};');
    writeFileSync(join(folder, 'assets/notes.txt'), 'not a page');
    writeFileSync(join(parent, 'secret.html'), 'outside the reference');
    testDb = await createTestDatabase();
    server = await startTestServer({
      database: testDb.database,
      config: { sdkDocsDir: folder },
      services: noServices,
    });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves the index page, its inline theme script allowed by hash only', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/sdk/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe(PAGE);
    const policy = response.headers.get('content-security-policy') ?? '';
    // One hash, the theme script's; no 'unsafe-inline' for scripts.
    expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/);
  });

  it('redirects /api/docs/sdk to the folder, so that the pages’ relative links work', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/sdk`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/api/docs/sdk/');
  });

  it('serves the assets with their type', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs/sdk/assets/main.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for a missing page and for a file type TypeDoc does not write', async () => {
    expect((await fetch(`${server.baseUrl}/api/docs/sdk/nowhere.html`)).status).toBe(404);
    expect((await fetch(`${server.baseUrl}/api/docs/sdk/assets/notes.txt`)).status).toBe(404);
  });

  it('never serves a file outside the reference folder', async () => {
    for (const path of [
      '/api/docs/sdk/../secret.html',
      '/api/docs/sdk/%2e%2e/secret.html',
      '/api/docs/sdk/..%2fsecret.html',
      '/api/docs/sdk/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      expect([400, 404]).toContain(await rawStatus(server.baseUrl, path));
    }
  });

  it('reads the built reference by default, or SDK_DOCS_DIR', () => {
    expect(loadConfig({}).sdkDocsDir).toBe(defaultSdkDocsDir);
    expect(defaultSdkDocsDir.endsWith(join('packages', 'sdk', 'reference', 'dist'))).toBe(true);
    expect(loadConfig({ SDK_DOCS_DIR: folder }).sdkDocsDir).toBe(folder);
  });
});
