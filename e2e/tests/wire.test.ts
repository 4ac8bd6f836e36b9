import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { signIn } from './web-shell-helpers.js';

/*
 * Bytes on the wire (issue 19, point 6), as Chromium gets them from the built server: scripts
 * precompressed and kept a year, index.html checked at every use, API lists compressed and,
 * read again, revalidated by the browser's own cache (If-None-Match → 304) while the app gets its
 * rows as before.
 */

const CUSTOMER = 'client-principal@demo.chaussee.fr';
const ACTIVE_PROJECT = 'RD 1075 – Renforcement entre Vif et Monestier-de-Clermont';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function isWorkspacesList(response: Response): boolean {
  const url = new URL(response.url());
  return (
    response.request().method() === 'GET' &&
    /^\/api\/users\/[^/]+\/workspaces$/u.test(url.pathname) &&
    url.searchParams.get('archived') !== 'true'
  );
}

/**
 * The status each URL got from the server, as Chromium's network layer saw it (DevTools protocol):
 * Playwright reports what the page got, a revalidated answer's kept 200.
 */
async function watchStatusesOnTheWire(page: Page): Promise<ReadonlyMap<string, number>> {
  const session = await page.context().newCDPSession(page);
  const urls = new Map<string, string>();
  const statuses = new Map<string, number>();
  session.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, request.url);
  });
  session.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const url = urls.get(requestId);
    if (url !== undefined) statuses.set(url, statusCode);
  });
  await session.send('Network.enable');
  return statuses;
}

describe('bytes on the wire, in the browser', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it('gets the login screen brotli-compressed, its scripts kept a year and index.html checked', async () => {
    const scripts: Response[] = [];
    page.on('response', (response) => {
      if (/\/assets\/[^/]+\.js$/u.test(new URL(response.url()).pathname)) scripts.push(response);
    });
    const document = await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(document?.status()).toBe(200);
    expect(await document?.headerValue('content-encoding')).toBe('br');
    expect(await document?.headerValue('cache-control')).toBe('no-cache');
    expect(scripts.length).toBeGreaterThan(5);
    const unexpected = [];
    for (const script of scripts) {
      const headers = await script.allHeaders();
      // A script under 1 kB has no compressed copy: the build writes none.
      const isCompressed = headers['content-encoding'] === 'br';
      const isSmall = Number(headers['content-length'] ?? '0') < 1024;
      if (script.status() !== 200 || headers['cache-control'] !== IMMUTABLE) {
        unexpected.push(`${script.url()} ${String(script.status())} ${headers['cache-control']}`);
      } else if (!isCompressed && !isSmall) {
        unexpected.push(`${script.url()} not compressed`);
      }
    }
    expect(unexpected).toEqual([]);
  });

  it('reads a list again with If-None-Match, gets a 304 and still shows its rows', async () => {
    await page.goto('/login');
    const firstRead = page.waitForResponse(isWorkspacesList);
    await signIn(page, CUSTOMER);
    const first = await firstRead;
    await page.getByText(ACTIVE_PROJECT).waitFor();
    expect(first.status()).toBe(200);
    expect(await first.headerValue('content-encoding')).toBe('br');
    expect(await first.headerValue('cache-control')).toBe('private, no-cache');
    const tag = await first.headerValue('etag');
    expect(tag).toMatch(/^"[\w-]{22}"$/u);

    // A new page load: React Query's memory is empty, the browser's HTTP cache is not.
    const statusesOnTheWire = await watchStatusesOnTheWire(page);
    const secondRead = page.waitForResponse(isWorkspacesList);
    await page.reload();
    const second = await secondRead;
    expect(await second.request().headerValue('if-none-match')).toBe(tag);
    // The page's fetch gets the kept 200 with its body; the server sent a 304 without one.
    expect(second.status()).toBe(200);
    expect(statusesOnTheWire.get(second.url())).toBe(304);
    expect((await second.request().sizes()).responseBodySize).toBe(0);
    await page.getByText(ACTIVE_PROJECT).waitFor();
  });
});
