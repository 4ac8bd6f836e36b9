import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot } from './web-shell-helpers.js';

/** The share link the server printed at start (`npm start` prints the same line). */
function printedShareLink(): URL {
  const match = /Demo share link \(guest, read-only\): (\S+)/u.exec(inject('serverOutput'));
  if (!match?.[1]) throw new Error('The server printed no demo share link at start.');
  return new URL(match[1]);
}

describe('the demo share link printed at start', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it('opens the guest dashboard of the shared campaign, without signing in', async () => {
    const link = printedShareLink();
    // The printed address names the server's public URL; the path and token are what matter.
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/guests/coring-campaign/*/dashboard');
    expect(pathOf(page)).toMatch(/^\/guests\/coring-campaign\/[0-9a-f-]{36}\/dashboard$/u);
    await saveScreenshot(page, 'guest-dashboard');
  });
});
