import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot } from './web-shell-helpers.js';

const GUEST_DASHBOARD = /^\/guests\/coring-campaign\/([0-9a-f-]{36})\/dashboard$/u;

/** The demo share link the server printed at start (`npm start` prints the same line). */
function printedShareLink(): URL {
  const match = /Demo share link \(guest, read-only\): (\S+)/u.exec(inject('serverOutput'));
  if (!match?.[1]) throw new Error('The server printed no demo share link at start.');
  return new URL(match[1]);
}

/** Opens the share link as a guest; answers the shared campaign's id. */
async function openAsGuest(page: Page): Promise<string> {
  const link = printedShareLink();
  await page.goto(`${link.pathname}${link.search}`);
  await page.waitForURL('**/guests/coring-campaign/*/dashboard');
  const campaignId = GUEST_DASHBOARD.exec(pathOf(page))?.[1];
  if (!campaignId) throw new Error(`Not on a guest dashboard: ${pathOf(page)}`);
  return campaignId;
}

// A share link promises a read-only dashboard and map of one campaign: a guest typing the address
// of a staff screen of that very campaign lands on its guest dashboard, and the API refuses it the
// data of those screens anyway.
describe('what a guest reaches', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it('lands on its guest dashboard when it types the cores grid or the prestations of its campaign', async () => {
    const campaignId = await openAsGuest(page);
    const dashboard = `/guests/coring-campaign/${campaignId}/dashboard`;
    for (const staffScreen of [
      `/coring-campaign/${campaignId}`,
      `/coring-campaign/${campaignId}/prestations`,
      `/campaign/${campaignId}/manage`,
      '/workspaces',
    ]) {
      await page.goto(staffScreen);
      await page.waitForURL(`**${dashboard}`);
      expect(pathOf(page)).toBe(dashboard);
    }
    await expect(page.getByRole('link', { name: 'Versions' }).count()).resolves.toBe(0);
    await saveScreenshot(page, 'guest-kept-on-dashboard');
  });

  it('is refused the cores grid and the prestations by the API, not the campaign header', async () => {
    const campaignId = await openAsGuest(page);
    const token = await page.evaluate(() => localStorage.getItem('chaussee.session.token'));
    if (!token) throw new Error('The guest session kept no token.');
    const headers = { authorization: `Bearer ${token}` };
    const statusOf = async (path: string) =>
      (await page.request.get(`/api${path}`, { headers })).status();
    expect(await statusOf(`/campaigns/${campaignId}`)).toBe(200);
    expect(await statusOf(`/campaigns/${campaignId}/cores`)).toBe(403);
    expect(await statusOf(`/campaigns/${campaignId}/prestations`)).toBe(403);
    expect(await statusOf(`/coring-campaigns/${campaignId}`)).toBe(403);
  });
});
