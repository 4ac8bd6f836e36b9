import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot, signIn } from './web-shell-helpers.js';

/*
 * A deploy must not blank open tabs (issue 19, point 7). Each test serves its own copy of the web
 * build from its own server, in production mode with one administrator (no demo data: a quick
 * start) and a data folder kept across restarts, so that the session outlives a redeploy. The tab
 * signs in on the build it was served, then the build changes under it, and it follows the
 * footer's link to the legal statement, a lazy screen it has not loaded yet.
 */

const ADMIN = { email: 'admin@deploy.test', password: 'Deploy2026!x' };
const LAZY_SCREEN = /^legal-statement-page-[\w-]+\.js$/u;

interface ServedBuild {
  server: BuiltServer;
  webDir: string;
  dataDir: string;
}

async function serveBuild(webDir: string, dataDir: string, port = '0'): Promise<BuiltServer> {
  return startBuiltServer({
    env: {
      WEB_DIST_DIR: webDir,
      DATA_DIR: dataDir,
      PORT: port,
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
}

/** A copy of `pnpm build`'s web app (source maps left out), served by a server of its own. */
async function serveCopyOfBuild(): Promise<ServedBuild> {
  const built = process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps/web/dist');
  const webDir = mkdtempSync(join(tmpdir(), 'chaussee-deploy-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'chaussee-deploy-data-'));
  cpSync(built, webDir, { recursive: true, filter: (source) => !source.endsWith('.map') });
  return { server: await serveBuild(webDir, dataDir), webDir, dataDir };
}

function assetsOf(webDir: string): string[] {
  return readdirSync(join(webDir, 'assets'));
}

/**
 * What a rebuild with changed sources leaves in the folder: every asset under a new hashed name,
 * the files that name them (index.html, the chunks) rewritten, the old names gone. The compressed
 * copies are dropped rather than recompressed: the server then sends the files themselves.
 */
function rebuildInPlace(webDir: string): ReadonlyMap<string, string> {
  const assetsDir = join(webDir, 'assets');
  // index.html's included: a stale index.html.br would still name the old assets.
  for (const file of readdirSync(webDir, { recursive: true, encoding: 'utf8' })) {
    if (/\.(?:br|gz)$/u.test(file)) rmSync(join(webDir, file));
  }
  const renames = new Map(
    assetsOf(webDir).map((file) => [file, file.replace(/(-[\w-]+)(\.\w+)$/u, '$1n$2')]),
  );
  const textFiles = [
    join(webDir, 'index.html'),
    ...assetsOf(webDir)
      .filter((file) => /\.(?:js|css)$/u.test(file))
      .map((file) => join(assetsDir, file)),
  ];
  for (const path of textFiles) {
    let text = readFileSync(path, 'utf8');
    for (const [from, to] of renames) text = text.replaceAll(from, to);
    writeFileSync(path, text);
  }
  for (const [from, to] of renames) renameSync(join(assetsDir, from), join(assetsDir, to));
  return renames;
}

/** Counts the loads of the page's main document from now on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function navigationType(page: Page): Promise<string> {
  return page.evaluate(() => {
    const [entry] = performance.getEntriesByType('navigation');
    return entry instanceof PerformanceNavigationTiming ? entry.type : 'none';
  });
}

describe('deploy: a tab opened before a rebuild', () => {
  let served: ServedBuild | undefined;
  let page: Page;

  beforeEach(async () => {
    served = await serveCopyOfBuild();
  }, 120_000);
  afterEach(async () => {
    await served?.server.stop();
    if (served) {
      rmSync(served.webDir, { recursive: true, force: true });
      rmSync(served.dataDir, { recursive: true, force: true });
    }
  });

  const servedBuild = (): ServedBuild => {
    if (!served) throw new Error('The build was not served.');
    return served;
  };
  openPagePerTest(
    async (opened) => {
      page = opened;
      await page.goto('/login');
      await signIn(page, ADMIN.email, ADMIN.password);
      await page.getByRole('link', { name: 'Mentions légales' }).waitFor();
    },
    () => servedBuild().server.baseUrl,
  );

  it('loads the screen of the new build once when its chunk is gone, at the address clicked', async () => {
    const { webDir, dataDir, server } = servedBuild();
    const port = new URL(server.baseUrl).port;
    const oldChunk = assetsOf(webDir).find((file) => LAZY_SCREEN.test(file));
    if (!oldChunk) throw new Error('The build has no legal statement chunk.');
    await server.stop();
    const newChunk = rebuildInPlace(webDir).get(oldChunk);
    served = { webDir, dataDir, server: await serveBuild(webDir, dataDir, port) };
    const oldChunkStatus = await fetch(`${served.server.baseUrl}/assets/${oldChunk}`);
    expect(oldChunkStatus.status).toBe(404);

    const loads = countLoads(page);
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.getByRole('heading', { name: 'Mentions légales', level: 1 }).waitFor();
    expect(pathOf(page)).toBe('/legal-statement');
    // One load of the page, made by the app for the link clicked (not a reload of the page left).
    expect(loads()).toBe(1);
    expect(await navigationType(page)).toBe('navigate');
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/assets/legal-statement-page-')),
    );
    expect(scripts).toContain(`${served.server.baseUrl}/assets/${String(newChunk)}`);
    expect(scripts.filter((name) => name.endsWith(`/${oldChunk}`))).toEqual([]);
    await saveScreenshot(page, 'deploy-reloaded');
  }, 120_000);

  it('loads the page once only when the chunk is missing from the served build too: the error page, not a loop', async () => {
    const { webDir } = servedBuild();
    for (const file of assetsOf(webDir).filter((name) =>
      LAZY_SCREEN.test(name.replace(/\.(?:br|gz)$/u, '')),
    )) {
      rmSync(join(webDir, 'assets', file));
    }
    const loads = countLoads(page);
    await page.getByRole('link', { name: 'Mentions légales' }).click();
    await page.getByTestId('error-page').waitFor();
    expect(loads()).toBe(1);
    expect(await navigationType(page)).toBe('navigate');
    expect(pathOf(page)).toBe('/legal-statement');
    await saveScreenshot(page, 'deploy-missing-chunk');
  }, 60_000);
});
