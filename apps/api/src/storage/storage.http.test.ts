import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../app/identity-config.js';
import { loadSigningKey } from '../auth/signing-key.js';
import { createTestClock } from '../testing/test-clock.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';
import type { FileStorage } from './file-storage.js';
import { createLocalFileStorage } from './local-file-storage.js';
import { createStorageModule } from './storage.module.js';
import { storageRoutes } from './storage.routes.js';
import { createTestUrlSigner } from './testing/test-file-storage.js';

const KEY = 'organizations/3f1c2b7a-9d4e-4c1a-8b2f-6e5d4c3b2a19/logo-1.png';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 7, 7]);

describe('GET /storage/{key}: the signed URLs of the local store', () => {
  const clock = createTestClock('2026-03-02T09:00:00.000Z');
  const filesDir = mkdtempSync(join(tmpdir(), 'chaussee-signed-'));
  const signer = createTestUrlSigner(clock.now);
  const storage: FileStorage = createLocalFileStorage(filesDir, signer);
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({
      clock: clock.now,
      services: { routeModules: [storageRoutes({ storage, signer })] },
    });
    await storage.put(KEY, PNG);
    await storage.put('documents/d/report-1.csv', Buffer.from('a;b\n1;2\n'));
  });
  afterAll(async () => {
    await server.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  /** The signed URL's path and query on the test server (signed URLs name PUBLIC_URL). */
  function onServer(url: string): string {
    const { pathname, search } = new URL(url);
    return `${server.baseUrl}${pathname}${search}`;
  }

  async function signedUrl(key: string, downloadName?: string): Promise<string> {
    const { url } = await storage.presignedUrl(key, {
      expiresInSeconds: 300,
      ...(downloadName !== undefined && { downloadName }),
    });
    return onServer(url);
  }

  async function expectProblem(response: Response, status: number, code: string, detail: string) {
    await server.assertContractResponse(response, 'getSignedFile');
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/u);
    expect(await response.json()).toMatchObject({ status, code, detail });
  }

  it('serves the file without a token, typed by its extension, shown inline', async () => {
    const response = await fetch(await signedUrl(KEY));
    await server.assertContractResponse(response, 'getSignedFile');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="logo-1.png"; filename*=UTF-8''logo-1.png`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('saves the file under the signed download name', async () => {
    const response = await fetch(await signedUrl(KEY, 'Logo du département.png'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Logo du departement.png"; filename*=UTF-8''Logo%20du%20d%C3%A9partement.png`,
    );
  });

  it('downloads files that are not pictures or PDF, with their media type', async () => {
    const response = await fetch(await signedUrl('documents/d/report-1.csv'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/u);
    expect(await response.text()).toBe('a;b\n1;2\n');
  });

  it('is reached through the SDK too, which encodes the key as one segment', async () => {
    const { searchParams } = new URL(await signedUrl(KEY));
    const { data, response } = await server.client.GET('/storage/{key}', {
      params: {
        path: { key: KEY },
        query: {
          expires: Number(searchParams.get('expires')),
          signature: searchParams.get('signature') ?? '',
        },
      },
      parseAs: 'arrayBuffer',
    });
    expect(new URL(response.url).pathname).toBe(`/api/storage/${encodeURIComponent(KEY)}`);
    expect(Buffer.from(data)).toEqual(PNG);
  });

  it('answers 403 on a tampered URL: another key, a later expiry, another name', async () => {
    const url = new URL(await signedUrl(KEY, 'logo.png'));
    const otherKey = new URL(url);
    otherKey.pathname = `/api/storage/${encodeURIComponent('documents/d/report-1.csv')}`;
    const later = new URL(url);
    later.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 86_400));
    const renamed = new URL(url);
    renamed.searchParams.set('name', 'autre.png');
    const unnamed = new URL(url);
    unnamed.searchParams.delete('name');
    const forged = new URL(url);
    forged.searchParams.set('signature', 'x'.repeat(43));
    for (const tampered of [otherKey, later, renamed, unnamed, forged]) {
      await expectProblem(
        await fetch(tampered),
        403,
        'forbidden',
        'Invalid signature for this link',
      );
    }
  });

  it('answers 403 once the URL has expired', async () => {
    const url = await signedUrl(KEY);
    expect((await fetch(url)).status).toBe(200);
    clock.advance(300_000);
    await expectProblem(await fetch(url), 403, 'forbidden', 'This link has expired');
  });

  it('answers 404 for a validly signed URL whose file is gone', async () => {
    await storage.put('tmp/gone.png', PNG);
    const url = await signedUrl('tmp/gone.png');
    await storage.delete('tmp/gone.png');
    await expectProblem(await fetch(url), 404, 'not_found', 'No file at this key');
  });

  it('answers 400 for a key no server would make, and 404 for unencoded slashes', async () => {
    const query = '?expires=1&signature=abc';
    const invalid = await fetch(
      `${server.baseUrl}/api/storage/${encodeURIComponent('A/../b')}${query}`,
    );
    await server.assertContractResponse(invalid, 'getSignedFile');
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: 'validation_failed' });
    const unencoded = await fetch(`${server.baseUrl}/api/storage/${KEY}${query}`);
    expect(unencoded.status).toBe(404);
  });

  it('answers 400 without expiry or signature', async () => {
    const response = await fetch(`${server.baseUrl}/api/storage/${encodeURIComponent(KEY)}`);
    await server.assertContractResponse(response, 'getSignedFile');
    expect(response.status).toBe(400);
  });
});

describe('the storage wired in the application', () => {
  it('serves the URLs of the application store, signed with the key derived at start', async () => {
    const server = await startTestServer();
    try {
      // What createServices built for this server: same data folder, same generated token key.
      const { publicUrl, jwtSecret } = loadIdentityConfig(server.config, process.env);
      const { files } = createStorageModule({
        env: process.env,
        dataDir: server.config.dataDir,
        tokenSigningKey: loadSigningKey({ secret: jwtSecret, dataDir: server.config.dataDir }),
        apiBaseUrl: `${publicUrl}/api`,
        now: () => new Date(),
      });
      await files.put('wiring/check.png', PNG);
      const { url } = await files.presignedUrl('wiring/check.png', { expiresInSeconds: 60 });
      expect(url.startsWith(`${publicUrl}/api/storage/wiring%2Fcheck.png?`)).toBe(true);
      const { pathname, search } = new URL(url);
      const response = await fetch(`${server.baseUrl}${pathname}${search}`);
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);

      const otherKey = createTestUrlSigner().sign('wiring/check.png', { expiresInSeconds: 60 });
      const forged = new URL(otherKey.url);
      expect((await fetch(`${server.baseUrl}${forged.pathname}${forged.search}`)).status).toBe(403);
    } finally {
      await server.close();
    }
  });
});
