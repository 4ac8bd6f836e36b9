import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet, rawRequest } from '../testing/raw-request.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const noServices = {
  routeModules: [],
  authenticate: () => Promise.resolve(undefined),
  auditImpersonation: () => Promise.resolve(),
};

const INDEX_HTML = `<!doctype html><title>Chaussée</title>${'<!-- padding -->'.repeat(100)}`;
const APP_JS = `console.log(${JSON.stringify('chaussée '.repeat(400))});`;
const ENTRY = '/assets/app-B2MKt6vI.js';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const ROBOTS_TXT = 'User-agent: *\nAllow: /\n';

/** A web build as `vite build` writes it: hashed assets with their .br and .gz copies. */
function writeWebBuild(dir: string): void {
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'builds'));
  for (const [path, text] of [
    ['index.html', INDEX_HTML],
    ['assets/app-B2MKt6vI.js', APP_JS],
    ['assets/legal-page-Xy_9-abc.js', APP_JS],
  ] as const) {
    writeFileSync(join(dir, path), text);
    writeFileSync(join(dir, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(dir, `${path}.gz`), gzipSync(text));
  }
  // Too small or already compressed: the build writes no copy.
  writeFileSync(join(dir, 'assets/logo-Ab12Cd34.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dir, 'builds/latest.json'), '{"id":"1"}');
  // Files of public/, copied by the build under their own names.
  writeFileSync(join(dir, 'robots.txt'), ROBOTS_TXT);
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));
}

describe('web app serving', () => {
  let server: TestServer;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'chaussee-web-'));
    writeWebBuild(webDistDir);
    server = await startTestServer({ config: { webDistDir }, services: noServices });
  });

  afterAll(async () => {
    await server.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  describe('chooses the encoding by Accept-Encoding', () => {
    it('sends brotli to a browser that accepts it, gzip being second', async () => {
      const response = await rawGet(`${server.baseUrl}${ENTRY}`, {
        'accept-encoding': 'gzip, deflate, br',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(response.body).toString()).toBe(APP_JS);
      expect(response.body.length).toBeLessThan(Buffer.byteLength(APP_JS) / 10);
    });

    it('sends gzip to a client without brotli', async () => {
      const response = await rawGet(`${server.baseUrl}${ENTRY}`, { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toContain('accept-encoding');
      expect(gunzipSync(response.body).toString()).toBe(APP_JS);
    });

    it('follows the quality values the client gives', async () => {
      const response = await rawGet(`${server.baseUrl}${ENTRY}`, {
        'accept-encoding': 'br;q=0.5, gzip;q=1',
      });
      expect(response.headers['content-encoding']).toBe('gzip');
    });

    it.each([['identity'], [undefined]])(
      'sends the file itself for Accept-Encoding %s',
      async (acceptEncoding) => {
        const response = await rawGet(
          `${server.baseUrl}${ENTRY}`,
          acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        );
        expect(response.status).toBe(200);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.headers.vary).toContain('accept-encoding');
        expect(response.body.toString()).toBe(APP_JS);
      },
    );

    it('sends a file without compressed copy as it is', async () => {
      const response = await rawGet(`${server.baseUrl}/assets/logo-Ab12Cd34.png`, {
        'accept-encoding': 'br, gzip',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers['content-type']).toBe('image/png');
      expect([...response.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    });

    it('does not serve the compressed copies under their own names', async () => {
      const response = await rawGet(`${server.baseUrl}${ENTRY}.br`);
      expect(response.status).toBe(404);
    });
  });

  describe('caching', () => {
    it.each([[ENTRY], ['/assets/logo-Ab12Cd34.png']])(
      'lets browsers keep the content-hashed %s for a year',
      async (path) => {
        const response = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
        expect(response.headers['cache-control']).toBe(IMMUTABLE);
      },
    );

    it.each([['/'], ['/index.html'], ['/project/123'], ['/builds/latest.json']])(
      'has browsers check %s at every use',
      async (path) => {
        const response = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
        expect(response.status).toBe(200);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.headers.etag).toBeDefined();
      },
    );

    it.each([['/'], ['/workspaces'], [ENTRY]])(
      'answers %s again with If-None-Match by a 304 keeping Cache-Control and Vary',
      async (path) => {
        const first = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
        const again = await rawGet(`${server.baseUrl}${path}`, {
          'accept-encoding': 'br',
          'if-none-match': first.headers.etag ?? '',
        });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        expect(again.headers.etag).toBe(first.headers.etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers.vary).toContain('accept-encoding');
      },
    );

    it('keeps a year a hashed asset asked with a query string', async () => {
      const response = await rawGet(`${server.baseUrl}${ENTRY}?v=2`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('sends index.html compressed on a deep link too', async () => {
      const response = await rawGet(`${server.baseUrl}/coring-campaign/42`, {
        'accept-encoding': 'br, gzip',
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.body).toString()).toBe(INDEX_HTML);
    });
  });

  describe('missing files', () => {
    it.each([
      ['/assets/app-Old12345.js'],
      ['/assets/style-Old12345.css'],
      ['/assets/anything'],
      ['/sitemap.xml'],
      ['/apple-touch-icon.png'],
      ['/builds/older.json'],
    ])('answer %s with a 404 problem, never the app’s HTML', async (path) => {
      const response = await rawGet(`${server.baseUrl}${path}`, { accept: '*/*' });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(JSON.parse(response.body.toString())).toMatchObject({
        status: 404,
        code: 'not_found',
      });
    });

    it('answer a 404 for a chunk a deploy removed while the server runs', async () => {
      const chunk = '/assets/legal-page-Xy_9-abc.js';
      expect((await rawGet(`${server.baseUrl}${chunk}`)).status).toBe(200);
      for (const suffix of ['', '.br', '.gz']) rmSync(join(webDistDir, `${chunk}${suffix}`));
      const response = await rawGet(`${server.baseUrl}${chunk}`, { 'accept-encoding': 'br' });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });

    it.each([
      ['/assets/app-Old12345.js?v=2'],
      ['/assets/app-Old12345.js?import'],
      ['/sitemap.xml?lang=fr'],
      ['/assets/app-Old12345.js#top'],
    ])('answer %s with a 404 too, the query string ignored', async (path) => {
      const response = await rawGet(`${server.baseUrl}${path}`, { accept: '*/*' });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toContain('application/problem+json');
    });

    it('answer HEAD of a missing asset with a 404', async () => {
      const response = await rawRequest('HEAD', `${server.baseUrl}/assets/app-Old12345.js`);
      expect(response.status).toBe(404);
    });

    it('still answer app routes with index.html', async () => {
      const response = await rawGet(`${server.baseUrl}/workspaces/archived?page=2`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body.toString()).toBe(INDEX_HTML);
    });
  });

  describe('files of the build outside assets/', () => {
    it('serves /robots.txt itself when the build has one, checked at every use', async () => {
      const response = await rawGet(`${server.baseUrl}/robots.txt`);
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body.toString()).toBe(ROBOTS_TXT);
    });

    it('serves /favicon.ico itself when the build has one', async () => {
      const response = await rawGet(`${server.baseUrl}/favicon.ico`);
      expect(response.status).toBe(200);
      expect([...response.body]).toEqual([0, 0, 1, 0]);
    });
  });

  describe('HEAD', () => {
    it.each([['/'], ['/workspaces'], ['/coring-campaign/42']])(
      'answers HEAD %s as its GET, without body',
      async (path) => {
        const get = await rawGet(`${server.baseUrl}${path}`, { 'accept-encoding': 'br' });
        const head = await rawRequest('HEAD', `${server.baseUrl}${path}`, {
          'accept-encoding': 'br',
        });
        expect(head.status).toBe(200);
        expect(head.headers['content-type']).toBe(get.headers['content-type']);
        expect(head.headers['cache-control']).toBe('no-cache');
        expect(head.headers.etag).toBe(get.headers.etag);
        expect(head.body.length).toBe(0);
      },
    );

    it('answers HEAD of a hashed asset with its headers', async () => {
      const head = await rawRequest('HEAD', `${server.baseUrl}${ENTRY}`, {
        'accept-encoding': 'br',
      });
      expect(head.status).toBe(200);
      expect(head.headers['cache-control']).toBe(IMMUTABLE);
      expect(head.headers['content-encoding']).toBe('br');
    });
  });
});
