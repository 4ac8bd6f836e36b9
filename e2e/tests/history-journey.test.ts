import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coresGrid, editNoteInline } from '../support/coring-screens.js';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn, SUPER_ADMIN } from './web-shell-helpers.js';

// Issue 27: who changed what. The engineer changes a core; the campaign's « Historique », the
// core's and the super administrator's audit trail each show the change, in French.

const ENGINEER = 'bureau-admin@demo.chaussee.fr';
const CUSTOMER = 'client-principal@demo.chaussee.fr';
/** Planned, so its cores may still be described. */
const CAMPAIGN = 'Carottage complémentaire RD 1075 – Vif';
const STEP_TIMEOUT = 15_000;
const NOTE = `Fissure relevée ${String(Date.now())}`;
const CHANGE = `Note du technicien : — → ${NOTE}`;

async function openCampaign(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await signIn(page, email);
  await page.goto('/workspaces');
  await page.getByRole('link', { name: CAMPAIGN }).first().click();
  await coresGrid(page).waitFor();
}

describe('journey: the history of a change', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    page.setDefaultTimeout(STEP_TIMEOUT);
    await page.setViewportSize({ width: 2560, height: 1200 });
  });

  it('shows the engineer’s change in the campaign’s and the core’s history', async () => {
    await openCampaign(page, ENGINEER);
    const first = coresGrid(page).locator('.ag-row[row-index="0"] [col-id="number"]');
    const core = (await first.textContent())?.trim() ?? '';
    await editNoteInline(page, core, NOTE);

    await page.getByRole('button', { name: 'Historique' }).click();
    const drawer = page.getByRole('dialog', { name: 'Historique de la campagne' });
    const entry = drawer.getByRole('row').filter({ hasText: CHANGE });
    await entry.waitFor();
    expect(await entry.textContent()).toMatch(/Modification.*Carotte/u);
    await saveScreenshot(page, 'history-campaign');
    await drawer.getByRole('button', { name: 'Fermer l’historique' }).click();

    await first.dblclick();
    const sheet = page.getByRole('dialog', { name: /Carotte/u });
    await sheet.getByRole('tab', { name: 'Historique' }).click();
    await sheet.getByRole('row').filter({ hasText: CHANGE }).waitFor();
  }, 60_000);

  it('lets the super administrator find it in the audit trail', async () => {
    await page.goto('/login');
    await signIn(page, SUPER_ADMIN);
    await page.goto('/admin/audit?action=update&entity=cores');
    const entry = page.getByRole('row').filter({ hasText: CHANGE });
    await entry.waitFor();
    expect(await entry.textContent()).toContain('Carotte');
  });

  it('gives a customer no « Historique »', async () => {
    await openCampaign(page, CUSTOMER);
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();
    expect(await page.getByRole('button', { name: 'Historique' }).count()).toBe(0);
  });
});
