import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

/** ROLE_CUSTOMER_MAIN of the Isère département: the road owner of the demo. */
const MAIN_CUSTOMER = 'client-principal@demo.chaussee.fr';
/** ROLE_USER with ROLE_ACCESS_STATS. */
const STATISTICS_USER = 'statistiques@demo.chaussee.fr';
/** An engineer of the office, without the statistics access. */
const ENGINEER = 'ingenieur@demo.chaussee.fr';
const STEP_TIMEOUT = 20_000;
const WIDE = { width: 1800, height: 1300 };
/** The plain background: the test machine may not reach the tile services. */
const PLAIN = 'fond=blank';
const LEGEND = 'Légende : niveau le plus élevé des résultats de chaque carotte';

/** The cores of one level the map's legend counts (what the map draws in that colour). */
async function coresOfLevel(page: Page, level: string): Promise<number> {
  const item = page.getByRole('list', { name: LEGEND }).locator(`li[data-level="${level}"]`);
  return Number(await item.getAttribute('data-count'));
}

async function mapDrawn(page: Page): Promise<void> {
  await page.locator('[data-map-idle="true"]').waitFor({ timeout: STEP_TIMEOUT });
}

/** The « Carottes » cells of the campaigns grid (the cores the filters keep, per campaign). */
async function gridCoreCounts(page: Page): Promise<number[]> {
  const grid = page.getByRole('region', { name: 'Campagnes de la vue macro' });
  await grid.locator('.ag-row[row-index]').first().waitFor();
  const cells = await grid
    .locator('.ag-row[row-index] [col-id="coresCount"]')
    .evaluateAll((elements) => elements.map((cell) => cell.textContent.trim()));
  return cells.map((text) => Number(text.replace(/\s/gu, '')));
}

function journalOf(page: Page): string[] {
  const journal: string[] = [];
  page.on('pageerror', (error) => journal.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') journal.push(`console error: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400) {
      journal.push(
        `${response.request().method()} ${response.url()} → ${String(response.status())}`,
      );
    }
  });
  return journal;
}

describe('journey: the main customer reads the macro view, raises the PAH threshold and exports', () => {
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

  it('sees fewer red cores on the map and in the grid at PAH ≥ 1 000 mg/kg, then exports', async () => {
    await page.goto('/login');
    await signIn(page, MAIN_CUSTOMER);
    await page.getByRole('link', { name: 'Vue macro' }).first().click();
    await page.waitForURL('**/coring-macro-campaigns');
    await page.goto(`/coring-macro-campaigns?${PLAIN}`);
    await page.getByRole('heading', { level: 1, name: 'Vue macro des carottages' }).waitFor();
    await page.getByRole('list', { name: LEGEND }).waitFor();
    await mapDrawn(page);
    const redBefore = await coresOfLevel(page, 'critical');
    const gridBefore = await gridCoreCounts(page);
    expect(redBefore).toBeGreaterThan(0);
    await saveScreenshot(page, 'macro-view');

    await page.getByRole('combobox', { name: 'Seuil HAP' }).click();
    await page.getByRole('option', { name: '≥ 1\u202f000 mg/kg' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('hap')).toBe('1000');
    // Red cores reached their level by PAH, TH or asbestos: at PAH ≥ 1 000, those red by TH or
    // asbestos alone leave the map, and every core left is red.
    await expect.poll(() => coresOfLevel(page, 'critical')).toBeLessThan(redBefore);
    const redAfter = await coresOfLevel(page, 'critical');
    expect(redAfter).toBeGreaterThan(0);
    for (const level of ['low', 'moderate', 'high', 'unanalysed']) {
      expect(await coresOfLevel(page, level)).toBe(0);
    }
    await mapDrawn(page);
    await expect
      .poll(async () => (await gridCoreCounts(page)).reduce((sum, count) => sum + count, 0))
      .toBe(redAfter);
    const gridAfter = await gridCoreCounts(page);
    expect(gridAfter.reduce((sum, count) => sum + count, 0)).toBeLessThan(
      gridBefore.reduce((sum, count) => sum + count, 0),
    );
    await saveScreenshot(page, 'macro-view-pah-1000');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter (Excel)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^vue-macro-\d{4}-\d{2}-\d{2}\.xlsx$/u);
    const file = join(mkdtempSync(join(tmpdir(), 'macro-')), 'vue-macro.xlsx');
    await download.saveAs(file);
    const bytes = readFileSync(file);
    // An .xlsx is a ZIP holding the workbook's parts.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('xl/workbook.xml'))).toBe(true);
    expect(bytes.includes(Buffer.from('xl/worksheets/sheet2.xml'))).toBe(true);
    expect(journal.filter((line) => line.startsWith('page error'))).toEqual([]);
  }, 120_000);
});

describe('journey: the statistics, for who may read them', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(WIDE);
  });

  it('the statistics user sees the figures and charts from the menu', async () => {
    await page.goto('/login');
    await signIn(page, STATISTICS_USER);
    await page.getByRole('link', { name: 'Statistiques' }).first().click();
    await page.waitForURL('**/statistics');
    await page.getByRole('heading', { level: 2, name: 'Campagnes de carottage' }).waitFor();
    await page
      .getByRole('heading', { level: 2, name: 'Connexions des utilisateurs externes' })
      .waitFor();
    await page.locator('[data-chart-rendered="true"]').first().waitFor();
    await saveScreenshot(page, 'statistics');
  }, 60_000);

  it('the engineer has no menu entry and is refused in French', async () => {
    await page.goto('/login');
    await signIn(page, ENGINEER);
    await page.getByRole('link', { name: 'Vue macro' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Statistiques' }).count()).toBe(0);
    await page.goto('/statistics');
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await page
      .getByText(
        "Les statistiques sont réservées aux super administrateurs et aux comptes ayant l'accès aux statistiques.",
      )
      .waitFor();
  }, 60_000);
});
