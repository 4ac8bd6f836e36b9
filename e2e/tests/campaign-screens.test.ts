import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coresGrid } from '../support/coring-screens.js';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

// Issue 18: the core sheet at a usual laptop width, and the members table on a phone.

const ENGINEER = 'bureau-admin@demo.chaussee.fr';
const SEEDED_CAMPAIGN = 'Carottage RD 1075 – PR 8 à PR 30';
const STEP_TIMEOUT = 15_000;

async function openSeededCampaign(page: Page): Promise<void> {
  await page.goto('/login');
  await signIn(page, ENGINEER);
  await page.getByRole('link', { name: SEEDED_CAMPAIGN }).first().click();
  await coresGrid(page).waitFor();
}

describe('the core sheet at 1440 px', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('keeps « Décrire » in view, opens the sheet on a double click, and draws the core log', async () => {
    await openSeededCampaign(page);
    const describe = coresGrid(page)
      .getByRole('button', { name: /^Décrire la carotte / })
      .first();
    await describe.waitFor();
    const box = await describe.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? Infinity) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);

    // A double click on the second row's number cell (not a control) opens that core's sheet.
    const numberCell = coresGrid(page).locator('.ag-row[row-index="1"] [col-id="number"]');
    const number = (await numberCell.textContent())?.trim() ?? '';
    await numberCell.dblclick();
    const sheet = page.getByRole('dialog');
    await sheet.waitFor();
    expect(new URL(page.url()).searchParams.get('carotte')).toBeTruthy();
    await sheet.getByRole('tab', { name: 'Couches', exact: true }).click();
    const log = sheet.getByRole('img', { name: /^Log de la carotte, à l’échelle/u });
    await log.waitFor();
    const layers = await log.locator('[data-layer-index]').evaluateAll((groups) =>
      groups.map((group) => ({
        thickness: Number(group.getAttribute('data-thickness')),
        height: Number(group.querySelector('rect')?.getAttribute('height')),
      })),
    );
    expect(layers.length).toBeGreaterThan(0);
    // One scale for every layer: height / thickness is the same number.
    const [first] = layers;
    for (const layer of layers) {
      expect(layer.height / layer.thickness).toBeCloseTo(
        (first?.height ?? 0) / (first?.thickness ?? 1),
        6,
      );
    }
    expect(number).not.toBe('');
    await saveScreenshot(page, 'core-sheet-layers-log');
  });

  it('opens the sheet with Enter on a row reached with the keyboard', async () => {
    await openSeededCampaign(page);
    const cell = coresGrid(page).locator('.ag-row[row-index="0"] [col-id="number"]');
    await cell.click();
    await cell.press('Enter');
    await page.getByRole('dialog').waitFor();
    expect(new URL(page.url()).searchParams.get('carotte')).toBeTruthy();
  });
});

describe('the members table at 390 px', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize({ width: 390, height: 844 });
  });

  it('keeps the member named while « Diffusion » and « Client principal » scroll into view', async () => {
    await openSeededCampaign(page);
    await page.getByRole('tab', { name: 'Administration' }).click();
    // The section and its table share the name: the table is the inner one.
    const table = page.getByRole('region', { name: 'Membres de la campagne' }).last();
    await table.locator('.ag-row').first().waitFor();
    // The page itself never scrolls sideways.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    const add = page.getByRole('button', { name: 'Ajouter un membre' });
    const addBox = await add.boundingBox();
    // One line of text: a wrapped label would make the button about twice as tall.
    expect(addBox?.height ?? Infinity).toBeLessThan(45);

    // Scrolled to each column in turn, as a thumb would: it comes fully into the screen.
    for (const header of ['Diffusion', 'Client principal']) {
      const cell = table.getByRole('columnheader', { name: header });
      const left = await cell.evaluate((element) =>
        element instanceof HTMLElement ? element.offsetLeft : 0,
      );
      await table.locator('.ag-body-horizontal-scroll-viewport').evaluate((viewport, to) => {
        viewport.scrollLeft = to;
      }, left);
      await page.waitForFunction(
        (element) => {
          const box = element.getBoundingClientRect();
          return box.left >= 0 && box.right <= window.innerWidth;
        },
        await cell.elementHandle(),
      );
      const box = await cell.boundingBox();
      expect([header, (box?.x ?? -1) >= 0]).toEqual([header, true]);
      expect([header, (box?.x ?? Infinity) + (box?.width ?? 0) <= 390]).toEqual([header, true]);
    }
    // The first column, pinned, still names each member.
    const memberHeader = await table.getByRole('columnheader', { name: 'Membre' }).boundingBox();
    expect(memberHeader?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((memberHeader?.x ?? Infinity) + (memberHeader?.width ?? 0)).toBeLessThanOrEqual(390);
    await saveScreenshot(page, 'members-390px');
  });
});
