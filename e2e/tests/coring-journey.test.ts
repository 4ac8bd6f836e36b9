import { deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

/** NEXTROAD_ADMIN and engineer: holds the right to create a project. */
const ENGINEER = 'bureau-admin@demo.chaussee.fr';
const CUSTOMER = 'client-principal@demo.chaussee.fr';
const SEEDED_CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const ROAD = 'RD 524';
const STEP_TIMEOUT = 15_000;
const WIDE = { width: 2560, height: 1200 };

/** A CRC-32 of the PNG chunks (the browser checks the file's content, not only its name). */
function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A valid 8 × 8 grey PNG, built here so the test needs no fixture file. */
function smallPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8, 0);
  header.writeUInt32BE(8, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  const rows = Buffer.alloc(8 * 9, 0x80);
  for (let row = 0; row < 8; row += 1) rows[row * 9] = 0; // filter byte of each row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function coresGrid(page: Page): Locator {
  return page.getByRole('region', { name: 'Carottes de la campagne' });
}

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
  await dialog.getByRole('button', { name: 'Ajouter la carotte' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByText(`Carotte n° ${String(number)} ajoutée.`)
    .first()
    .waitFor();
}

/** The values of one column of the grid, in the order of its rows (AG Grid's DOM order is not). */
async function columnValues(page: Page, colId: string): Promise<string[]> {
  const rows = coresGrid(page).locator('.ag-row[row-index]');
  const cells = await rows.evaluateAll(
    (elements, id) =>
      elements.map((row) => ({
        index: Number(row.getAttribute('row-index')),
        text: row.querySelector(`[col-id="${id}"]`)?.textContent.trim() ?? '',
      })),
    colId,
  );
  return cells.sort((a, b) => a.index - b.index).map((cell) => cell.text);
}

describe('journey: an engineer runs a coring campaign from a new project', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    // Wide enough for AG Grid to render every column, the actions one included.
    await page.setViewportSize(WIDE);
    await page.goto('/login');
    await signIn(page, ENGINEER);
  });

  it('creates a project and a campaign, adds and deletes cores, adds a picture, asks validation', async () => {
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
    await coresGrid(page).waitFor();

    // Five cores: the first on a new road, the next four inherit it.
    for (let number = 1; number <= 5; number += 1) await addCore(page, number, number === 1);
    await expect.poll(() => columnValues(page, 'number')).toEqual(['1', '2', '3', '4', '5']);
    expect(await columnValues(page, 'road')).toEqual(Array<string>(5).fill(ROAD));
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
      { name: 'grande.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024) },
      {
        name: 'rapport.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('%PDF-1.7\n% un rapport, pas une photo\n'),
      },
    ]);
    await sheet.getByText('le fichier ne doit pas excéder 1Mo').waitFor();
    await sheet.getByText('le fichier doit être un JPG ou un PNG').first().waitFor();
    await saveScreenshot(page, 'journey-coring-pictures');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });

    // Awaiting validation: « Valider les carottes » is offered, disabled while cores are empty.
    await page.getByRole('button', { name: 'Changer le statut' }).click();
    await page.getByRole('menuitem', { name: 'Passer à « En attente de validation »' }).click();
    const validate = page.getByRole('button', { name: 'Valider les carottes' });
    await validate.waitFor();
    expect(await validate.isDisabled()).toBe(true);
    await saveScreenshot(page, 'journey-coring-awaiting-validation');
  }, 180_000);

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
