import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addLayer,
  columnStatuses,
  columnValues,
  coresGrid,
  editNoteInline,
  header,
  layerValues,
  saveLayers,
  setCoreStatus,
  type LayerShown,
} from '../support/coring-screens.js';
import { openPagePerTest } from '../support/page-per-test.js';
import { smallPng, twoMegabytePng } from '../support/png-files.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

/** NEXTROAD_ADMIN and engineer: holds the right to create a project. */
const ENGINEER = 'bureau-admin@demo.chaussee.fr';
const CUSTOMER = 'client-principal@demo.chaussee.fr';
const SEEDED_CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const ROAD = 'RD 524';
/** Given to the first core, inherited by the next: a described core needs its diameter. */
const DIAMETER = '100';
const STEP_TIMEOUT = 15_000;
const WIDE = { width: 2560, height: 1200 };

/** Two layers of core 1, surface first (180 mm in all). */
const LAYERS: readonly LayerShown[] = [
  {
    name: 'Couche de roulement',
    type: 'EB – Enrobé bitumineux',
    category: 'Béton bitumineux semi-grenu (BBSG)',
    thickness: '60',
    condition: 'Saine / lisse',
  },
  {
    name: 'Couche de base',
    type: 'CS – Structure',
    category: 'Grave-bitume (GB)',
    thickness: '120',
    condition: 'Fissurée / lisse',
  },
];
const BOND_STATE = 'Semi-collée';

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
  }
  expect(await dialog.getByRole('combobox', { name: /Route/u }).textContent()).toContain(ROAD);
  const diameter = dialog.getByLabel(/^Diamètre/u);
  if (withNewRoad) await diameter.fill(DIAMETER);
  else expect(await diameter.inputValue()).toBe(DIAMETER);
  await dialog.getByRole('button', { name: 'Ajouter la carotte' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByText(`Carotte n° ${String(number)} ajoutée.`)
    .first()
    .waitFor();
}

describe('journey: an engineer runs a coring campaign from a new project', () => {
  let page: Page;
  /** The campaign the first test creates; the next tests describe and validate its cores. */
  let campaignPath: string | undefined;
  /** What the browser said during the test: printed when it fails, to tell why. */
  let journal: string[] = [];
  openPagePerTest(async (opened) => {
    page = opened;
    journal = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        journal.push(`console.${message.type()}: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => journal.push(`page error: ${error.message}`));
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400) {
        const request = response.request();
        journal.push(`${request.method()} ${response.url()} → ${String(response.status())}`);
      }
    });
    page.setDefaultTimeout(STEP_TIMEOUT);
    // Wide enough for AG Grid to render every column, the actions one included.
    await page.setViewportSize(WIDE);
    await page.goto('/login');
    await signIn(page, ENGINEER);
  });
  beforeEach(({ onTestFailed }) => {
    onTestFailed(() => {
      console.error(`What the browser said:\n${journal.join('\n') || '(nothing)'}`);
    });
  });

  async function openJourneyCampaign(): Promise<void> {
    if (campaignPath === undefined) throw new Error('The first test did not create the campaign');
    await page.goto(campaignPath);
    await coresGrid(page).locator('.ag-row[row-index]').first().waitFor();
  }

  it('creates a project and a campaign, adds and deletes cores, adds a picture', async () => {
    const project = `Projet e2e carottage ${String(Date.now())}`;
    await page.goto('/workspaces');
    await page.getByRole('button', { name: 'Nouveau projet' }).click();
    const createProject = page.getByRole('dialog', { name: 'Créer un projet' });
    await createProject.getByRole('textbox', { name: 'Nom du projet' }).fill(project);
    await createProject.getByRole('combobox', { name: /Site/u }).click();
    await page.getByRole('option', { name: 'Agence de Grenoble' }).click();
    await createProject.getByRole('button', { name: 'Créer le projet' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/project/'));

    await page.getByRole('button', { name: 'Nouvelle campagne de carottage' }).click();
    const createCampaign = page.getByRole('dialog');
    await createCampaign.getByRole('textbox', { name: 'Nom de la campagne' }).fill('Carottage e2e');
    await createCampaign.getByRole('combobox', { name: /Ingénieur/u }).click();
    await page.getByRole('option', { name: 'Élodie Mercier' }).click();
    await createCampaign.getByRole('combobox', { name: /Techniciens/u }).click();
    await page.getByRole('option').filter({ hasNotText: 'Aucun' }).first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await createCampaign.getByRole('button', { name: 'Créer la campagne' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/coring-campaign/'));
    const createdPath = new URL(page.url()).pathname;
    await coresGrid(page).waitFor();

    // Five cores: the first on a new road with its diameter, the next four inherit both.
    for (let number = 1; number <= 5; number += 1) await addCore(page, number, number === 1);
    await expect.poll(() => columnValues(page, 'number')).toEqual(['1', '2', '3', '4', '5']);
    expect(await columnValues(page, 'road')).toEqual(Array<string>(5).fill(ROAD));
    expect(await columnValues(page, 'diameter')).toEqual(Array<string>(5).fill(DIAMETER));
    await saveScreenshot(page, 'journey-coring-five-cores');

    // Deleting core 2 renumbers the next ones.
    await coresGrid(page).getByRole('button', { name: 'Supprimer la carotte 2' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Supprimer la carotte 2 ?' });
    await confirm.getByRole('button', { name: 'Supprimer' }).click();
    await page.getByText('Carotte 2 supprimée.').first().waitFor();
    await expect.poll(() => columnValues(page, 'number')).toEqual(['1', '2', '3', '4']);
    await saveScreenshot(page, 'journey-coring-core-deleted');

    // The sheet of core 1: a picture, and two files refused in French before sending.
    await coresGrid(page).getByRole('button', { name: 'Décrire la carotte 1' }).click();
    const sheet = page.getByRole('dialog', { name: 'Carotte 1' });
    await sheet.getByRole('tab', { name: 'Photos', exact: true }).click();
    const input = sheet.getByLabel('parcourez vos dossiers');
    await input.setInputFiles({ name: 'carotte-1.png', mimeType: 'image/png', buffer: smallPng() });
    await page.getByText('Photo ajoutée.').first().waitFor();
    await sheet.getByRole('list', { name: 'Photos de la carotte' }).waitFor();
    await input.setInputFiles([
      { name: 'grande.png', mimeType: 'image/png', buffer: twoMegabytePng() },
      {
        name: 'rapport.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('%PDF-1.7\n% un rapport, pas une photo\n'),
      },
    ]);
    // Each file is refused for its own fault only: the PNG for its size, the PDF for its content.
    const refusalOf = (name: string) => sheet.getByRole('alert').filter({ hasText: `« ${name} »` });
    await refusalOf('grande.png').waitFor();
    expect(await refusalOf('grande.png').getByRole('listitem').allTextContents()).toEqual([
      'le fichier ne doit pas excéder 1Mo',
    ]);
    expect(await refusalOf('rapport.jpg').getByRole('listitem').allTextContents()).toEqual([
      'le fichier doit être un JPG ou un PNG',
    ]);
    await saveScreenshot(page, 'journey-coring-pictures');
    campaignPath = createdPath;
  }, 180_000);

  it('describes layers of a core', async () => {
    await openJourneyCampaign();
    await coresGrid(page).getByRole('button', { name: 'Décrire la carotte 1' }).click();
    const sheet = page.getByRole('dialog', { name: 'Carotte 1' });
    await sheet.getByRole('tab', { name: 'Couches', exact: true }).click();
    await sheet.getByText('Épaisseur totale : 0 mm').waitFor();
    for (const [index, layer] of LAYERS.entries()) await addLayer(page, sheet, index, layer);
    await saveScreenshot(page, 'journey-coring-layers-form');
    const created = await saveLayers(page, sheet);
    await sheet.getByText('Épaisseur totale : 180 mm').waitFor();

    // A second save from the same form (a comment added) keeps the layers it has just created.
    await sheet
      .getByRole('textbox', { name: /^Commentaire/u })
      .first()
      .fill('Joint visible');
    const kept = await saveLayers(page, sheet);
    expect(kept).toEqual(created);

    // The interface between the two layers, offered once both are saved.
    await sheet.getByRole('tab', { name: 'Interfaces', exact: true }).click();
    await sheet.getByRole('combobox', { name: /État de l’interface/u }).click();
    await page.getByRole('option', { name: BOND_STATE, exact: true }).click();
    await sheet.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Interfaces enregistrées.').first().waitFor();

    // After a reload (the sheet's address names the core), the layers are read back in order.
    await page.reload();
    const reloaded = page.getByRole('dialog', { name: 'Carotte 1' });
    await reloaded.getByRole('tab', { name: 'Couches', exact: true }).click();
    await reloaded.getByText('Épaisseur totale : 180 mm').waitFor();
    expect(await layerValues(reloaded)).toEqual(
      LAYERS.map(({ name, type, category, thickness, condition }) => ({
        name,
        type,
        category,
        thickness,
        condition,
      })),
    );
    expect(
      await reloaded
        .getByRole('textbox', { name: /^Commentaire/u })
        .first()
        .inputValue(),
    ).toBe('Joint visible');
    await saveScreenshot(page, 'journey-coring-layers-saved');
    await reloaded.getByRole('tab', { name: 'Interfaces', exact: true }).click();
    expect(
      await reloaded.getByRole('combobox', { name: /État de l’interface/u }).textContent(),
    ).toBe(BOND_STATE);
    await saveScreenshot(page, 'journey-coring-interfaces-saved');
  }, 120_000);

  it('validates the cores once none is empty', async () => {
    await openJourneyCampaign();
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await page.getByRole('menuitem', { name: 'Passer à « En attente de validation »' }).click();
    await header(page).getByText('En attente de validation').waitFor();
    const validate = page.getByRole('button', { name: 'Valider les carottes' });
    // The same button, found only while it is in that state (the locators wait for it).
    const validateEnabled = page.getByRole('button', {
      name: 'Valider les carottes',
      disabled: false,
    });
    const validateDisabled = page.getByRole('button', {
      name: 'Valider les carottes',
      disabled: true,
    });
    await validateDisabled.waitFor();
    await saveScreenshot(page, 'journey-coring-awaiting-validation');

    // An inline edit first (the technician's note of core 1): the row is drawn again with the
    // server's answer, and its status select stays reachable.
    await editNoteInline(page, '1', 'Carotte témoin');
    expect((await columnValues(page, 'note'))[0]).toBe('Carotte témoin');

    // Three cores described, one still empty: the rule does not hold yet.
    for (const core of ['1', '2', '3']) await setCoreStatus(page, core, 'Validée');
    expect(await columnStatuses(page)).toEqual(['Validée', 'Validée', 'Validée', 'Vide']);
    expect(await validate.isDisabled()).toBe(true);

    // The last one too: « Valider les carottes » is enabled.
    await setCoreStatus(page, '4', 'Validée');
    await validateEnabled.waitFor();
    await saveScreenshot(page, 'journey-coring-cores-valid');

    // Back to empty, disabled again; validated again, enabled.
    await setCoreStatus(page, '4', 'Vide');
    await validateDisabled.waitFor();
    await setCoreStatus(page, '4', 'Validée');
    await validateEnabled.waitFor();

    await validateEnabled.click();
    await page.getByText('Carottes validées.').first().waitFor();
    await header(page).getByText('Programmation validée').waitFor();
    await validate.waitFor({ state: 'detached' });
    await saveScreenshot(page, 'journey-coring-cores-validated');
  }, 120_000);

  it('offers « Ajouter une carotte » to the engineer on the seeded campaign', async () => {
    await page.goto('/workspaces');
    await page.getByRole('link', { name: SEEDED_CAMPAIGN }).first().click();
    await coresGrid(page).waitFor();
    await page.getByRole('button', { name: 'Ajouter une carotte' }).waitFor();
  });
});

describe('journey: a customer sees the campaign without the staff actions', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    // Wide enough for AG Grid to render every column, the actions one included.
    await page.setViewportSize(WIDE);
    await page.goto('/login');
    await signIn(page, CUSTOMER);
  });

  it('reads the seeded campaign’s cores without « Ajouter une carotte » nor deletion', async () => {
    await page.goto('/workspaces');
    await page.getByRole('link', { name: SEEDED_CAMPAIGN }).first().click();
    await coresGrid(page).waitFor();
    await coresGrid(page)
      .getByRole('button', { name: 'Décrire la carotte', exact: false })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Ajouter une carotte' }).count()).toBe(0);
    expect(
      await coresGrid(page)
        .getByRole('button', { name: /Supprimer la carotte/u })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('button', { name: 'Valider les carottes' }).count()).toBe(0);
    await saveScreenshot(page, 'journey-coring-customer');
  });
});
