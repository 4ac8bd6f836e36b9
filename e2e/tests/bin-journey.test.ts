import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLayer,
  columnValues,
  coresGrid,
  layerValues,
  saveLayers,
  type LayerShown,
} from '../support/coring-screens.js';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn, SUPER_ADMIN } from './web-shell-helpers.js';

const STEP_TIMEOUT = 15_000;
const WIDE = { width: 2560, height: 1200 };
const ROAD = 'RD 1090';
const LAYER: LayerShown = {
  name: 'Couche de roulement',
  type: 'EB – Enrobé bitumineux',
  category: 'Béton bitumineux semi-grenu (BBSG)',
  thickness: '60',
  condition: 'Saine / lisse',
};

async function addCore(page: Page, number: number, withNewRoad: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Ajouter une carotte' }).click();
  const dialog = page.getByRole('dialog', { name: `Nouvelle carotte n° ${String(number)}` });
  await dialog.waitFor();
  if (withNewRoad) {
    await dialog.getByRole('button', { name: 'Nouvelle route' }).click();
    const roadDialog = page.getByRole('dialog', { name: 'Ajouter une route au projet' });
    await roadDialog.getByRole('textbox', { name: 'Nom de la route' }).fill(ROAD);
    await roadDialog.getByRole('button', { name: 'Ajouter la route' }).click();
    await roadDialog.waitFor({ state: 'detached' });
    await dialog.getByLabel(/^Diamètre/u).fill('100');
  }
  await dialog.getByRole('button', { name: 'Ajouter la carotte' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByText(`Carotte n° ${String(number)} ajoutée.`)
    .first()
    .waitFor();
}

describe('journey: a deleted core goes to the bin and the super administrator restores it', () => {
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
    await page.goto('/login');
    await signIn(page, SUPER_ADMIN);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`What the browser said:\n${journal.join('\n') || '(nothing)'}`);
    });
  });

  it('deletes a core with its layer, finds it in « Corbeille », restores it with its layer', async () => {
    const campaign = `Carottage corbeille ${String(Date.now())}`;
    await page.goto('/workspaces');
    await page.getByRole('button', { name: 'Nouveau projet' }).click();
    const createProject = page.getByRole('dialog', { name: 'Créer un projet' });
    await createProject
      .getByRole('textbox', { name: 'Nom du projet' })
      .fill(`Projet corbeille ${String(Date.now())}`);
    await createProject.getByRole('combobox', { name: /Site/u }).click();
    await page.getByRole('option', { name: 'Agence de Grenoble' }).click();
    await createProject.getByRole('button', { name: 'Créer le projet' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/project/'));
    await page.getByRole('button', { name: 'Nouvelle campagne de carottage' }).click();
    const createCampaign = page.getByRole('dialog');
    await createCampaign.getByRole('textbox', { name: 'Nom de la campagne' }).fill(campaign);
    await createCampaign.getByRole('combobox', { name: /Ingénieur/u }).click();
    await page.getByRole('option', { name: 'Élodie Mercier' }).click();
    await createCampaign.getByRole('combobox', { name: /Techniciens/u }).click();
    await page.getByRole('option').filter({ hasNotText: 'Aucun' }).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await createCampaign.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/coring-campaign/'));
    const campaignPath = new URL(page.url()).pathname;
    await coresGrid(page).waitFor();
    await addCore(page, 1, true);
    await addCore(page, 2, false);

    // Core 2 gets a layer.
    await coresGrid(page).getByRole('button', { name: 'Décrire la carotte 2' }).click();
    const sheet = page.getByRole('dialog', { name: 'Carotte 2' });
    await sheet.getByRole('tab', { name: 'Couches', exact: true }).click();
    await addLayer(page, sheet, 0, LAYER);
    await saveLayers(page, sheet);
    await page.goto(campaignPath);
    await coresGrid(page).locator('.ag-row[row-index]').first().waitFor();

    // Deleted: the confirmation names the bin, the core vanishes.
    await coresGrid(page).getByRole('button', { name: 'Supprimer la carotte 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la carotte 2 ?' });
    expect(await confirm.textContent()).toMatch(/iront à la corbeille .* pendant \d+ jours/u);
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Carotte 2 supprimée.').first().waitFor();
    await expect.poll(() => columnValues(page, 'number')).toEqual(['1']);

    // The bin lists it under its campaign; the super administrator restores it.
    await page.goto('/admin/bin');
    const bin = page.getByRole('region', { name: 'Éléments de la corbeille' });
    const row = bin.locator('.ag-row').filter({ hasText: campaign });
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    await saveScreenshot(page, 'journey-bin');
    await row.getByRole('button', { name: /^Restaurer / }).click();
    const restore = page.getByRole('dialog', { name: 'Restaurer cet élément ?' });
    await restore.getByRole('button', { name: 'Restaurer' }).click();
    await page
      .getByText(/est restauré\.$/u)
      .first()
      .waitFor();
    await expect.poll(() => row.count()).toBe(0);

    // Back in its campaign, with its layer.
    await page.goto(campaignPath);
    await expect.poll(() => columnValues(page, 'number')).toEqual(['1', '2']);
    await coresGrid(page).getByRole('button', { name: 'Décrire la carotte 2' }).click();
    const restored = page.getByRole('dialog', { name: 'Carotte 2' });
    await restored.getByRole('tab', { name: 'Couches', exact: true }).click();
    await restored.getByText('Épaisseur totale : 60 mm').waitFor();
    expect(await layerValues(restored)).toEqual([LAYER]);
  }, 180_000);
});
