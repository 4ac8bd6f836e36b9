import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultApiDocsFile, repositoryRoot } from '../paths.js';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.js';
import { startTestServer, type TestServer } from '../testing/test-server.js';

const noServices = {
  routeModules: [],
  authenticate: () => Promise.resolve(undefined),
  auditImpersonation: () => Promise.resolve(),
};

/** The reference page as the build writes it, rebuilt when the contract is newer. */
function ensureBuiltDocs(): void {
  const contractFile = join(repositoryRoot, 'openapi/openapi.json');
  const isFresh =
    existsSync(defaultApiDocsFile) &&
    statSync(defaultApiDocsFile).mtimeMs >= statSync(contractFile).mtimeMs;
  if (isFresh) return;
  // `pnpm` is on the PATH: the root Vitest setup puts it there (scripts/lib/pnpm-on-path.setup.mjs).
  execFileSync('pnpm', ['--filter', '@chaussee/openapi', 'build-docs'], {
    cwd: repositoryRoot,
    stdio: 'ignore',
  });
}

describe('GET /api/docs', () => {
  let testDb: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    ensureBuiltDocs();
    testDb = await createTestDatabase();
    server = await startTestServer({ database: testDb.database, services: noServices });
  }, 120_000);

  afterAll(async () => {
    await server.close();
    await testDb.dispose();
  });

  it('answers the API reference built from the contract, as HTML naming the API', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<title>Chaussée API</title>');
    expect(html).toContain('listUsers');
    // Self-contained: no script or style loaded from elsewhere (Redoc is inlined, no CDN).
    expect(html.match(/<(script|link)[^>]+(src|href)="https?:\/\/[^"]*"/g)).toBeNull();
  });

  it('lets only the page’s own inline scripts run, by hash', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const html = await response.text();
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    // A script element ends at the first `</script>`: the bundle mentions `<script>` in its strings.
    const inlineScripts = html.match(/<\/script>/gi) ?? [];
    const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(hashes.length).toBe(inlineScripts.length);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).toContain("worker-src 'self' blob:");
  });

  it('says how to build the reference when it is missing', async () => {
    const testDbMissing = await createTestDatabase();
    const folder = mkdtempSync(join(tmpdir(), 'chaussee-docs-'));
    const missing = await startTestServer({
      database: testDbMissing.database,
      config: { apiDocsFile: join(folder, 'docs.html') },
      services: noServices,
    });
    const response = await fetch(`${missing.baseUrl}/api/docs`);
    expect(response.status).toBe(404);
    const problem = (await response.json()) as { code: string; detail?: string };
    expect(problem.code).toBe('not_found');
    expect(problem.detail).toContain('pnpm --filter @chaussee/openapi build-docs');
    writeFileSync(join(folder, 'docs.html'), '<!doctype html><title>Chaussée API</title>');
    expect((await fetch(`${missing.baseUrl}/api/docs`)).status).toBe(200);
    await missing.close();
    await testDbMissing.dispose();
    rmSync(folder, { recursive: true, force: true });
  });
});
