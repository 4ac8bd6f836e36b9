import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

/** NEXTROAD_ADMIN and engineer: a member of the seeded campaign. */
const ENGINEER = 'bureau-admin@demo.chaussee.fr';
/** The seeded campaign with results, the one the demo share link shares. */
const CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const STEP_TIMEOUT = 20_000;
const WIDE = { width: 1800, height: 1300 };
/**
 * The plain background: the test machine may not reach the Géoplateforme, and a basemap that
 * fails falls back to it anyway (with its notice); asked in the address, as a link would.
 */
const PLAIN = 'fond=blank';

/** The share link the server printed at start. */
function printedShareLink(): URL {
  const match = /Demo share link \(guest, read-only\): (\S+)/u.exec(inject('serverOutput'));
  if (!match?.[1]) throw new Error('The server printed no demo share link at start.');
  return new URL(match[1]);
}

/** Waits until MapLibre has drawn everything (its `idle` event marks the map's frame). */
async function mapDrawn(page: Page): Promise<void> {
  await page.locator('[data-map-idle="true"]').waitFor({ timeout: STEP_TIMEOUT });
}

function coresGrid(page: Page) {
  return page.getByRole('table', { name: 'Carottes dans l’étendue de la carte' });
}

async function gridRows(page: Page): Promise<number> {
  return coresGrid(page).locator('tbody tr').count();
}

/** The sides by which the open popup goes beyond the map (MapLibre hides what goes beyond). */
async function popupOverflow(page: Page): Promise<string[]> {
  const map = await page.locator('.maplibregl-map').boundingBox();
  const popup = await page.locator('.maplibregl-popup').boundingBox();
  if (map === null || popup === null) return ['no map or no popup'];
  return [
    popup.y < map.y ? 'top' : '',
    popup.x < map.x ? 'left' : '',
    popup.y + popup.height > map.y + map.height ? 'bottom' : '',
    popup.x + popup.width > map.x + map.width ? 'right' : '',
  ].filter((side) => side !== '');
}

function journalOf(page: Page): string[] {
  const journal: string[] = [];
  page.on('pageerror', (error) => journal.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      const request = response.request();
      journal.push(`${request.method()} ${response.url()} → ${String(response.status())}`);
    }
  });
  return journal;
}

describe('journey: the engineer filters the coring map by pollutant class and opens a core', () => {
  let page: Page;
  let journal: string[] = [];
  openPagePerTest(async (opened) => {
    page = opened;
    journal = journalOf(page);
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(WIDE);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`What the browser said:\n${journal.join('\n') || '(nothing)'}`);
    });
  });

  it('draws the cores, filters them by PAH class, opens a core’s popup and its sheet', async () => {
    await page.goto('/login');
    await signIn(page, ENGINEER);
    await page.goto('/workspaces');
    await page.getByRole('link', { name: CAMPAIGN }).first().click();
    await page.waitForURL(/\/coring-campaign\/[0-9a-f-]{36}$/u);
    const campaignPath = new URL(page.url()).pathname;
    await page.goto(`${campaignPath}/map?${PLAIN}`);
    await page.getByRole('region', { name: 'Carte des carottages' }).waitFor();
    await page.getByRole('list', { name: 'Légende de « Carottes »' }).waitFor();
    await expect.poll(() => gridRows(page), { timeout: STEP_TIMEOUT }).toBeGreaterThan(0);
    await mapDrawn(page);
    const before = await gridRows(page);
    await saveScreenshot(page, 'coring-map');

    // One PAH class: the map and the grid keep its cores only, and the address keeps the filter.
    const pahFilter = page.getByRole('group', { name: 'Classe HAP' });
    const firstClass = pahFilter.getByRole('checkbox').first();
    // The box follows the address (a navigation): it shows ticked once the navigation is done.
    await firstClass.click();
    await expect.poll(() => new URL(page.url()).search).toMatch(/filtre\.[0-9a-f-]{36}=/u);
    await expect.poll(() => firstClass.isChecked()).toBe(true);
    await expect.poll(() => gridRows(page)).toBeLessThanOrEqual(before);
    expect(await gridRows(page)).toBeGreaterThan(0);
    await mapDrawn(page);

    // A core chosen in the grid is outlined and its popup opens on the map.
    const firstCore = coresGrid(page).locator('tbody tr').first();
    const coreName = (await firstCore.locator('td').first().textContent()) ?? '';
    await firstCore.click();
    const popup = page.getByTestId('map-popup');
    await popup.getByRole('heading', { name: coreName }).waitFor();
    // Whole inside the map once the core's layers are drawn in it: MapLibre clips what overflows.
    await popup.getByRole('list', { name: 'Couches de la carotte' }).waitFor();
    await expect.poll(() => popupOverflow(page)).toEqual([]);
    await saveScreenshot(page, 'coring-map-popup');
    await popup.getByRole('link', { name: 'Ouvrir la fiche' }).click();
    await page.waitForURL(/\/coring-campaign\/[0-9a-f-]{36}\?carotte=[0-9a-f-]{36}$/u);
    expect(journal.filter((line) => line.startsWith('page error'))).toEqual([]);
  }, 120_000);
});

describe('journey: a guest reads the shared coring map, read only', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(WIDE);
  });

  it('sees the cores and a core’s popup, without a link to its sheet', async () => {
    const link = printedShareLink();
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/guests/coring-campaign/*/dashboard');
    const mapPath = new URL(page.url()).pathname.replace(/\/dashboard$/u, '/map');
    await page.goto(`${mapPath}?${PLAIN}`);
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await page.getByText('Carte en lecture seule').waitFor();
    await expect.poll(() => gridRows(page), { timeout: STEP_TIMEOUT }).toBeGreaterThan(0);
    await mapDrawn(page);
    await coresGrid(page).locator('tbody tr').first().click();
    const popup = page.getByTestId('map-popup');
    await popup.getByRole('heading').first().waitFor();
    expect(await popup.getByRole('link').count()).toBe(0);
    await saveScreenshot(page, 'guest-coring-map');
  }, 60_000);
});
