import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// What the coring journeys do on a campaign's page and in a core's sheet, as a user does it.

/** What the form shows of a layer: the texts of its fields, as the user reads them. */
export interface LayerShown {
  name: string;
  type: string;
  category: string;
  thickness: string;
  condition: string;
}

/** The cores grid of a coring campaign's page. */
export function coresGrid(page: Page): Locator {
  return page.getByRole('region', { name: 'Carottes de la campagne' });
}

/** The values of one column of the grid, in the order of its rows (AG Grid's DOM order is not). */
export async function columnValues(page: Page, colId: string): Promise<string[]> {
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

/** The campaign's header: its name, its status chip and its actions. */
export function header(page: Page): Locator {
  return page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) });
}

/** The statuses of the grid's cores, in the order of its rows. */
export async function columnStatuses(page: Page): Promise<string[]> {
  return columnValues(page, 'status');
}

/**
 * Changes a core's status in its grid cell, as a user does: the cell's select opens a list (in a
 * popup outside the grid), the option is chosen, and the grid shows the server's answer. Returns
 * once the campaign has been read again, so that its « cores valid » flag is the server's.
 */
export async function setCoreStatus(page: Page, core: string, status: string): Promise<void> {
  // The campaign is read again after the core's answer (the invalidation follows it).
  let isPatched = false;
  const saved = page.waitForResponse((response) => {
    isPatched ||=
      response.request().method() === 'PATCH' && /\/cores\/[^/]+$/u.test(response.url());
    return isPatched;
  });
  const campaignRead = page.waitForResponse(
    (response) =>
      isPatched &&
      response.request().method() === 'GET' &&
      /\/coring-campaigns\/[^/?]+$/u.test(response.url()),
  );
  await coresGrid(page)
    .getByRole('combobox', { name: `Statut de la carotte ${core}` })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: status, exact: true }).click();
  expect((await saved).status()).toBe(200);
  // While the list is open the rest of the page is hidden from assistive technologies (aria-hidden):
  // the grid's cells are found again once it is gone.
  await page.getByRole('listbox', { includeHidden: true }).waitFor({ state: 'detached' });
  await coresGrid(page)
    .getByRole('combobox', { name: `Statut de la carotte ${core}` })
    .filter({ hasText: status })
    .waitFor();
  expect((await campaignRead).status()).toBe(200);
}

/** Edits the note of a core in its grid cell: a click opens the field, Enter saves it. */
export async function editNoteInline(page: Page, core: string, note: string): Promise<void> {
  // Anchored: « carotte 1 » must not also name carotte 10 to 19; a filled cell's name starts with
  // its value (« Fissure, modifier Note… »).
  const name = new RegExp(`[Mm]odifier Note du technicien de la carotte ${core}$`, 'u');
  await coresGrid(page).getByRole('button', { name }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PATCH' && /\/cores\/[^/]+$/u.test(response.url()),
  );
  const field = coresGrid(page).getByRole('textbox', { name });
  await field.fill(note);
  await field.press('Enter');
  expect((await saved).status()).toBe(200);
  await coresGrid(page).getByRole('button', { name }).filter({ hasText: note }).waitFor();
}

/** Fills the layer at `index` of the open « Couches » tab, adding it to the list first. */
export async function addLayer(page: Page, sheet: Locator, index: number, layer: LayerShown) {
  // Each list's add button is named after it: the layers' own, not a layer's samples'.
  await sheet
    .getByRole('button', { name: 'Ajouter : Couches, de la surface vers le fond' })
    .click();
  const field = (role: 'textbox' | 'combobox' | 'spinbutton', name: RegExp) =>
    sheet.getByRole(role, { name }).nth(index);
  const choose = async (name: RegExp, option: string) => {
    await field('combobox', name).click();
    await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    // The list fades out hidden from assistive technologies: wait until it is gone from the page.
    await page.getByRole('listbox', { includeHidden: true }).waitFor({ state: 'detached' });
  };
  await field('textbox', /^Nom de la couche/u).fill(layer.name);
  await choose(/^Type de couche/u, layer.type);
  await choose(/^Catégorie de matériaux/u, layer.category);
  await field('spinbutton', /^Épaisseur/u).fill(layer.thickness);
  await choose(/^État de la couche/u, layer.condition);
}

/**
 * Saves the « Couches » tab and waits for the French toast; the ids of the layers the server
 * answered, surface first (what a next save must send back to keep them).
 */
export async function saveLayers(page: Page, sheet: Locator): Promise<string[]> {
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/cores-layers') && response.request().method() === 'PUT',
  );
  await sheet.getByRole('button', { name: 'Enregistrer' }).click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const body: unknown = await response.json();
  await page.getByText('Couches enregistrées.').first().waitFor();
  const layers =
    typeof body === 'object' && body !== null && 'layers' in body && Array.isArray(body.layers)
      ? body.layers
      : [];
  return layers.map((layer: unknown) =>
    typeof layer === 'object' && layer !== null && 'id' in layer ? String(layer.id) : '',
  );
}

/** The layers the « Couches » tab shows, in the order of the form. */
export async function layerValues(sheet: Locator): Promise<LayerShown[]> {
  const names = sheet.getByRole('textbox', { name: /^Nom de la couche/u });
  const layers: LayerShown[] = [];
  for (let index = 0; index < (await names.count()); index += 1) {
    const text = async (name: RegExp) =>
      (await sheet.getByRole('combobox', { name }).nth(index).textContent()) ?? '';
    layers.push({
      name: await names.nth(index).inputValue(),
      type: await text(/^Type de couche/u),
      category: await text(/^Catégorie de matériaux/u),
      thickness: await sheet
        .getByRole('spinbutton', { name: /^Épaisseur/u })
        .nth(index)
        .inputValue(),
      condition: await text(/^État de la couche/u),
    });
  }
  return layers;
}
