import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot, signIn } from './web-shell-helpers.js';

/** NEXTROAD_ADMIN and engineer: creates the campaign and, with a staff job, imports its survey. */
const ENGINEER = 'bureau-admin@demo.chaussee.fr';
/** CUSTOMER_SUPERVISOR: holds « edit auscultation point fields », not « prepare campaign ». */
const SUPERVISOR = 'client-superviseur@demo.chaussee.fr';
const PROJECT = 'RD 1090 – Diagnostic amiante et HAP du Grésivaudan';
/** A new campaign per run, so that a re-run against the same data imports into an empty one. */
const CAMPAIGN = `Relevé e2e RD 1090 ${String(Date.now())}`;
const DEMO_PASSWORD = 'Chaussee2026!';
const STEP_TIMEOUT = 20_000;
const WIDE = { width: 2200, height: 1300 };

/** A surveyor's tablet export: five distresses along RD 1090, one line the server refuses. */
const SURVEY_CSV = [
  'route;pr;abscisse;cote;code;gravite;longueur_surface;lat;lng',
  'RD 1090;12;20;D;longitudinal_crack;2;35;45.2101;5.7801',
  'RD 1090;12;120;D;pothole;3;1;45.2105;5.7806',
  'RD 1090;12;260;G;longitudinal_crack;1;60;45.2110;5.7812',
  'RD 1090;12;410;D;transverse_crack;2;4;45.2116;5.7819',
  'RD 1090;12;530;G;crazing;2;12;45.2121;5.7825',
  'RD 1090;12;610;D;inconnu;2;5;45.2125;5.7830',
  '',
].join('\n');

/** The campaign the first test created, that the guest of the second one opens. */
let createdCampaignId: string | undefined;

/** A share link of the campaign, as its engineer asks the API for one (POST /campaigns/{id}/share). */
async function shareLinkOf(campaignId: string): Promise<URL> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(`${baseUrl}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ENGINEER, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const shared = await fetch(`${baseUrl}/api/campaigns/${campaignId}/share`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(shared.status).toBe(201);
  const { url } = (await shared.json()) as { url: string };
  return new URL(url);
}

describe('journey: an auscultation campaign created from its project, its survey imported and read', () => {
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

  it('creates the campaign, lands on its dashboard, imports a CSV survey and sees the statistics and charts', async () => {
    await page.goto('/login');
    await signIn(page, ENGINEER);
    // The RD 1090 project: its customers (the supervisor among them) are its members.
    await page.goto('/workspaces');
    await page.getByRole('link', { name: PROJECT }).first().click();
    await page.waitForURL((url) => url.pathname.startsWith('/project/'));

    await page.getByRole('button', { name: 'Nouvelle campagne d’auscultation' }).click();
    const createCampaign = page.getByRole('dialog');
    await createCampaign.getByRole('textbox', { name: 'Nom de la campagne' }).fill(CAMPAIGN);
    await createCampaign.getByRole('combobox', { name: /Ingénieur/u }).click();
    await page.getByRole('option', { name: 'Béatrice Roux' }).click();
    await createCampaign.getByRole('checkbox', { name: /Accès client/u }).check();
    await createCampaign.getByRole('button', { name: 'Créer la campagne' }).click();
    // Creating an auscultation campaign leads to its dashboard.
    await page.waitForURL(/\/auscultation-campaign\/[0-9a-f-]{36}\/dashboard$/u);
    createdCampaignId = pathOf(page).split('/')[2];
    const panel = page.getByRole('region', { name: 'Importer un relevé' });
    await panel.waitFor();

    await panel.locator('input[type="file"]').setInputFiles({
      name: 'releve-rd1090.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(SURVEY_CSV, 'utf8'),
    });
    await panel
      .getByText(/^5 relevé\(s\) importé\(s\), 1 ligne\(s\) refusée\(s\)/u)
      .waitFor({ timeout: 60_000 });
    const refused = panel.getByRole('region', { name: 'Lignes refusées' });
    await refused
      .getByText(/inconnu/u)
      .first()
      .waitFor();
    await saveScreenshot(page, 'auscultation-import-report');

    const summary = page.getByRole('region', { name: 'Synthèse par section' });
    await summary.getByText('RD 1090').first().waitFor();
    for (const chart of [
      'Longueurs de dégradations par type',
      'Indice d’état le long de la route',
    ]) {
      await page
        .getByRole('region', { name: chart })
        .locator('[data-chart-rendered="true"]')
        .waitFor();
    }
    // A section length in the URL is the statistics' own: 100 m sections are more rows. Counted
    // from the table's declared row count (aria-rowcount), not from the rows it draws: the grid
    // draws only those in view and two more (DataGrid's row buffer).
    await summary.locator('.ag-row[row-index]').first().waitFor();
    const rowCount = async () =>
      Number(await summary.locator('[aria-rowcount]').first().getAttribute('aria-rowcount'));
    const rowsAt200 = await rowCount();
    expect(rowsAt200).toBeGreaterThan(1);
    const length = page.getByRole('textbox', { name: 'Longueur de section (m)' });
    await length.fill('100');
    await length.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('sectionLength')).toBe('100');
    await expect.poll(rowCount).toBeGreaterThan(rowsAt200);
    await saveScreenshot(page, 'auscultation-dashboard');

    // The survey's points, each opened with its form and history for this engineer.
    const items = page.getByRole('region', { name: 'Points et segments du relevé' });
    await items.getByRole('button', { name: 'Ouvrir le relevé RD 1090 PR 12+120' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relevé RD 1090 PR 12+120' });
    await dialog.getByText('Aucune modification depuis l’import').waitFor();
    await dialog
      .getByRole('textbox', { name: 'Commentaire' })
      .fill('Nid de poule rebouché à froid');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Relevé modifié').first().waitFor();
    await dialog
      .getByText(/Béatrice Roux : Commentaire \(vide\) → Nid de poule rebouché à froid/u)
      .waitFor();
    await saveScreenshot(page, 'auscultation-point-history');
  }, 180_000);

  it('lets the customer supervisor correct a point, the change in its history', async () => {
    if (createdCampaignId === undefined)
      throw new Error('The first test did not create the campaign');
    await page.goto('/login');
    await signIn(page, SUPERVISOR);
    await page.goto(`/auscultation-campaign/${createdCampaignId}/dashboard`);
    const items = page.getByRole('region', { name: 'Points et segments du relevé' });
    await items.getByRole('button', { name: 'Ouvrir le relevé RD 1090 PR 12+260' }).click();
    const dialog = page.getByRole('dialog', { name: 'Relevé RD 1090 PR 12+260' });
    await dialog.getByRole('spinbutton', { name: /Gravité/u }).fill('3');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Relevé modifié').first().waitFor();
    await dialog.getByText(/Hélène Chevalier : Gravité \(1 à 3\) 1 → 3/u).waitFor();
    // The supervisor may not prepare the campaign: no import.
    expect(await page.getByRole('region', { name: 'Importer un relevé' }).count()).toBe(0);
    await saveScreenshot(page, 'auscultation-supervisor-edit');
  }, 60_000);

  it('opens the campaign’s share link as a guest: the statistics read only, no import nor point form', async () => {
    if (createdCampaignId === undefined)
      throw new Error('The first test did not create the campaign');
    const link = await shareLinkOf(createdCampaignId);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/guests/auscultation-campaign/*/dashboard');
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    const summary = page.getByRole('region', { name: 'Synthèse par section' });
    await summary.locator('.ag-row[row-index]').first().waitFor();
    await page
      .getByRole('region', { name: 'Indice d’état le long de la route' })
      .locator('[data-chart-rendered="true"]')
      .waitFor();
    const items = page.getByRole('region', { name: 'Points et segments du relevé' });
    await items.getByText('Nid-de-poule').first().waitFor();
    expect(await page.getByRole('region', { name: 'Importer un relevé' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Ouvrir le relevé/u }).count()).toBe(0);
    await saveScreenshot(page, 'auscultation-guest-dashboard');
  }, 60_000);
});
