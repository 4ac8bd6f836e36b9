import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot, signIn } from './web-shell-helpers.js';

/** NEXTROAD_ADMIN and engineer: a member of the seeded campaign, who comments and configures. */
const ENGINEER = 'bureau-admin@demo.chaussee.fr';
/** The seeded campaign with results, the one the demo share link shares. */
const CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const DIRECTION = 'Sens 1';
const STEP_TIMEOUT = 20_000;
const WIDE = { width: 2200, height: 1300 };
const artifactsDir = resolve(import.meta.dirname, '../artifacts');
/** poppler-utils (pdfinfo, pdftotext, pdftoppm), as the API's PDF tests read the reports. */
const run = promisify(execFile);

/** Waits until every chart of the tab is drawn: no card still loading, ECharts done drawing. */
async function chartsDrawn(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('[data-testid="dashboard-chart"] .MuiSkeleton-root').count(), {
      timeout: STEP_TIMEOUT,
    })
    .toBe(0);
  await expect
    .poll(() => page.locator('[data-chart-rendered="false"]').count(), { timeout: STEP_TIMEOUT })
    .toBe(0);
  await page.locator('[data-chart-rendered="true"]').first().waitFor();
}

/** The share link the server printed at start. */
function printedShareLink(): URL {
  const match = /Demo share link \(guest, read-only\): (\S+)/u.exec(inject('serverOutput'));
  if (!match?.[1]) throw new Error('The server printed no demo share link at start.');
  return new URL(match[1]);
}

/**
 * The PDF's page `page` as a PNG under e2e/artifacts/ (pdftoppm), so that the run's record shows a
 * report page as the customer reads it.
 */
async function savePdfPage(pdf: string, page: number, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  const work = mkdtempSync(join(tmpdir(), 'report-page-'));
  try {
    const prefix = join(work, 'page');
    const pageNumber = String(page);
    await run('pdftoppm', [
      '-png',
      '-r',
      '80',
      '-f',
      pageNumber,
      '-l',
      pageNumber,
      '-singlefile',
      pdf,
      prefix,
    ]);
    copyFileSync(`${prefix}.png`, join(artifactsDir, `${name}.png`));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The number of the PDF's first page that names a core (« Carotte … »), by its text. */
async function firstCorePage(pdf: string): Promise<number> {
  const { stdout: info } = await run('pdfinfo', [pdf]);
  const pages = Number(/Pages:\s+(\d+)/u.exec(info)?.[1] ?? '0');
  for (let page = 2; page <= pages; page += 1) {
    const pageNumber = String(page);
    const { stdout: text } = await run('pdftotext', ['-f', pageNumber, '-l', pageNumber, pdf, '-']);
    if (/Carotte\s/u.test(text)) return page;
  }
  return 1;
}

describe('journey: the engineer reads the dashboard, filters, reads the synoptics, downloads the report', () => {
  let page: Page;
  let journal: string[] = [];
  openPagePerTest(async (opened) => {
    page = opened;
    journal = [];
    page.on('pageerror', (error) => journal.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        const request = response.request();
        journal.push(`${request.method()} ${response.url()} → ${String(response.status())}`);
      }
    });
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(WIDE);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`What the browser said:\n${journal.join('\n') || '(nothing)'}`);
    });
  });

  it('opens the dashboard, filters a direction, reads both synoptics and downloads the PDF report', async () => {
    await page.goto('/login');
    await signIn(page, ENGINEER);
    await page.goto('/workspaces');
    await page.getByRole('link', { name: CAMPAIGN }).first().click();
    await page
      .getByRole('navigation', { name: 'Pages de la campagne' })
      .getByRole('tab', { name: 'Tableau de bord' })
      .click();
    await page.waitForURL(/\/coring-campaign\/[0-9a-f-]{36}\/dashboard/u);
    const views = page.getByRole('navigation', { name: 'Vues du tableau de bord' });
    await views.waitFor();
    // The charts are drawn (ECharts marks its container once drawn).
    await chartsDrawn(page);

    const direction = page.getByRole('textbox', { name: 'Sens' });
    await direction.fill(DIRECTION);
    await direction.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('direction')).toBe(DIRECTION);
    await chartsDrawn(page);
    await saveScreenshot(page, 'dashboard');

    // The structural synoptic keeps the filter: only the cores of that direction, with their layers.
    await views.getByRole('tab', { name: 'Synoptique structurel' }).click();
    await page.waitForURL(/\/structural-synoptic\?/u);
    expect(new URL(page.url()).searchParams.get('direction')).toBe(DIRECTION);
    const synoptic = page.getByTestId('synoptic');
    await synoptic
      .getByRole('heading', { level: 2, name: new RegExp(`^Sens : ${DIRECTION} ·`, 'u') })
      .first()
      .waitFor();
    expect(
      await synoptic.getByRole('heading', { level: 2, name: /^Sens : Sens 2 ·/u }).count(),
    ).toBe(0);
    expect(await synoptic.locator('[data-layer-fill]').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'structural-synoptic');

    await views.getByRole('tab', { name: 'Synoptique des analyses' }).click();
    await page.waitForURL(/\/analyses-synoptic\?/u);
    await page.getByTestId('synoptic').locator('[data-layer-fill]').first().waitFor();
    await saveScreenshot(page, 'analyses-synoptic');

    // A core opens its sheet.
    await page.getByTestId('synoptic').getByRole('link').first().press('Enter');
    await page.waitForURL(/\/coring-campaign\/[0-9a-f-]{36}\?carotte=/u);
    await page.goBack();

    await page.getByRole('button', { name: 'Télécharger' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      page.getByRole('menuitem', { name: 'Rapport PDF de la campagne' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/u);
    const pdf = join(mkdtempSync(join(tmpdir(), 'report-')), 'rapport.pdf');
    await download.saveAs(pdf);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await savePdfPage(pdf, await firstCorePage(pdf), 'report-core-page');
  }, 120_000);
});

describe('journey: a guest opens the shared dashboard and sees no staff action', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize(WIDE);
  });

  it('reads the charts and both synoptics, without download, comment, configuration nor core sheet', async () => {
    const link = printedShareLink();
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/guests/coring-campaign/*/dashboard');
    expect(pathOf(page)).toMatch(/^\/guests\/coring-campaign\/[0-9a-f-]{36}\/dashboard$/u);
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    await chartsDrawn(page);
    for (const name of ['Télécharger', 'Configurer le tableau de bord']) {
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    }
    expect(
      await page.getByRole('button', { name: /^(Modifier le commentaire|Commenter) « /u }).count(),
    ).toBe(0);
    await saveScreenshot(page, 'guest-dashboard-charts');

    const views = page.getByRole('navigation', { name: 'Vues du tableau de bord' });
    await views.getByRole('tab', { name: 'Synoptique structurel' }).click();
    await page.waitForURL(/vue=structural-synoptic/u);
    const synoptic = page.getByTestId('synoptic');
    await synoptic.locator('[data-layer-fill]').first().waitFor();
    // A guest's cores are images, not links to a staff screen.
    expect(await synoptic.getByRole('link').count()).toBe(0);
    await saveScreenshot(page, 'guest-structural-synoptic');
  });
});
