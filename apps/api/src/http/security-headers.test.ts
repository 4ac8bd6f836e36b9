import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer } from '../testing/test-server.js';

const noServices = {
  routeModules: [],
  authenticate: () => Promise.resolve(undefined),
  auditImpersonation: () => Promise.resolve(),
};

function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers and CORS', () => {
  let testDb: TestDatabase;

  beforeAll(async () => {
    testDb = await createTestDatabase();
  });

  afterAll(() => testDb.dispose());

  it('sends the CSP of the web app on its pages: own origin, MapLibre blob workers, data: images, map tiles', async () => {
    const server = await startTestServer({
      database: testDb.database,
      config: { mapTileOrigins: ['https://tiles.example.fr'] },
      services: noServices,
    });
    // A page of the app, the API's reference and its SDK's: answered or not, the page headers.
    for (const path of ['/campaigns/3', '/api/docs', '/api/docs/sdk/']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      await response.arrayBuffer();
      const policy = directives(response.headers.get('content-security-policy'));
      if (path === '/campaigns/3') {
        expect(policy.get('default-src')).toEqual(["'self'"]);
        expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'"]);
        expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
        expect(policy.get('img-src')).toEqual([
          "'self'",
          'data:',
          'blob:',
          'https://tiles.example.fr',
        ]);
        expect(policy.get('connect-src')).toEqual(["'self'", 'https://tiles.example.fr']);
      }
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    await server.close();
  });

  it("sends the API's own headers on its answers, refusals and unknown paths included", async () => {
    const server = await startTestServer({
      database: testDb.database,
      config: { mapTileOrigins: ['https://tiles.example.fr'] },
      services: noServices,
    });
    for (const path of ['/api/health', '/api/campaigns/3/cores', '/api/nowhere', '/api']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      await response.arrayBuffer();
      const policy = directives(response.headers.get('content-security-policy'));
      expect([...policy], path).toEqual([
        ['default-src', ["'none'"]],
        ['frame-ancestors', ["'none'"]],
      ]);
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('strict-transport-security'), path).toContain('max-age=');
      expect(response.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-request-id'), path).not.toBeNull();
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(response.headers.get(pageOnly), `${path} ${pageOnly}`).toBeNull();
      }
    }
    await server.close();
  });

  it('answers no CORS headers by default: same origin only', async () => {
    const server = await startTestServer({ database: testDb.database, services: noServices });
    const preflight = await fetch(`${server.baseUrl}/api/health`, {
      method: 'OPTIONS',
      headers: { origin: 'https://other.example.fr', 'access-control-request-method': 'GET' },
    });
    const simple = await fetch(`${server.baseUrl}/api/health`, {
      headers: { origin: 'https://other.example.fr' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    await server.close();
  });

  it('allows the configured origins (CORS_ORIGINS) and no other', async () => {
    const server = await startTestServer({
      database: testDb.database,
      config: { corsOrigins: ['https://partenaire.example.fr'] },
      services: noServices,
    });
    const allowed = await fetch(`${server.baseUrl}/api/health`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://partenaire.example.fr',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(
      'https://partenaire.example.fr',
    );
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    const other = await fetch(`${server.baseUrl}/api/health`, {
      headers: { origin: 'https://other.example.fr' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    await server.close();
  });
  it('lets a configured origin revalidate: If-None-Match allowed, ETag readable', async () => {
    const server = await startTestServer({
      database: testDb.database,
      config: { corsOrigins: ['https://partenaire.example.fr'] },
      services: noServices,
    });
    const origin = 'https://partenaire.example.fr';
    const preflight = await fetch(`${server.baseUrl}/api/health`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,if-none-match',
      },
    });
    expect(preflight.headers.get('access-control-allow-headers')).toContain('if-none-match');
    const read = await fetch(`${server.baseUrl}/api/health`, { headers: { origin } });
    expect(read.headers.get('etag')).not.toBeNull();
    expect(read.headers.get('access-control-expose-headers')).toContain('etag');
    await server.close();
  });
});
