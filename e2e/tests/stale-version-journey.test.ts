import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

// Issue 27, « no lost update »: two tabs hold the same core's sheet. What the second saves over
// the first's change is refused (412), and the sheet asks « Recharger » or « Écraser ».

const ENGINEER = 'bureau-admin@demo.chaussee.fr';
const DEMO_PASSWORD = 'Chaussee2026!';
/** Planned, so its cores may still be described (history-journey edits its first core only). */
const CAMPAIGN = 'Carottage complémentaire RD 1075 – Vif';
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";
const STEP_TIMEOUT = 15_000;
/** A name no other run used (the demo server lives for the whole run). */
const runId = Date.now().toString(36);
const CORE_NAME = `Fiche partagée ${runId}`;

async function tokenOf(email: string): Promise<string> {
  const answer = await fetch(`${inject('baseUrl')}/api/login_check`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD }),
  });
  return ((await answer.json()) as { token: string }).token;
}

async function api<T>(path: string, token: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${inject('baseUrl')}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!answer.ok) throw new Error(`${path}: ${String(answer.status)} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** The « Informations » tab of the core's sheet, opened from its address. */
async function openSheet(page: Page, address: string): Promise<Locator> {
  await page.goto(address);
  const sheet = page.getByRole('dialog', { name: `Carotte ${CORE_NAME}` });
  await noteField(sheet).waitFor();
  return sheet;
}

function noteField(sheet: Locator): Locator {
  return sheet.getByRole('textbox', { name: /^Note du technicien/u });
}

/** Types the note and saves; the answer's status (the toast is only the success's). */
async function saveNote(page: Page, sheet: Locator, note: string): Promise<number> {
  await noteField(sheet).fill(note);
  const saved = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' && /\/api\/cores\/[^/]+$/u.test(response.url()),
  );
  await sheet.getByRole('button', { name: 'Enregistrer' }).click();
  return (await saved).status();
}

describe('journey: two tabs save the same core', () => {
  let tabA: Page;
  openPagePerTest(async (opened) => {
    tabA = opened;
    tabA.setDefaultTimeout(STEP_TIMEOUT);
    await tabA.setViewportSize({ width: 1600, height: 1000 });
  });

  it('asks the second tab to reload or overwrite, and does either', async () => {
    await tabA.goto('/login');
    await signIn(tabA, ENGINEER);
    await tabA.goto('/workspaces');
    await tabA.getByRole('link', { name: CAMPAIGN }).first().click();
    await tabA.waitForURL((url) => url.pathname.startsWith('/coring-campaign/'));
    const campaignPath = new URL(tabA.url()).pathname;
    const campaignId = campaignPath.split('/').at(-1) ?? '';
    // A core of this test's own (it takes the road and the diameter of the campaign's last one).
    const token = await tokenOf(ENGINEER);
    const core = await api<{ id: string }>('/cores', token, {
      campaignId,
      displayName: CORE_NAME,
    });
    const address = `${campaignPath}?carotte=${core.id}`;

    // Same user, second tab: the session is shared (localStorage), each tab reads the core.
    const tabB = await tabA.context().newPage();
    tabB.setDefaultTimeout(STEP_TIMEOUT);
    await tabB.setViewportSize({ width: 1600, height: 1000 });
    const sheetA = await openSheet(tabA, address);
    const sheetB = await openSheet(tabB, address);

    // Round 1: A saves first; B, still on the version it read, is asked; it reloads.
    expect(await saveNote(tabA, sheetA, `Note de A ${runId}`)).toBe(200);
    await tabA.getByText('Carotte enregistrée.').first().waitFor();
    expect(await saveNote(tabB, sheetB, `Note de B ${runId}`)).toBe(412);
    const askedB = tabB.getByRole('alertdialog', { name: STALE });
    await askedB.waitFor();
    expect(await askedB.textContent()).toContain(
      'vos modifications non enregistrées seront perdues',
    );
    await saveScreenshot(tabB, 'stale-version-dialog');
    await askedB.getByRole('button', { name: 'Recharger' }).click();
    await askedB.waitFor({ state: 'detached' });
    await expect.poll(() => noteField(sheetB).inputValue()).toBe(`Note de A ${runId}`);
    // B now holds the current version: its next save goes through.
    expect(await saveNote(tabB, sheetB, `Note de B, relue ${runId}`)).toBe(200);
    await tabB.getByText('Carotte enregistrée.').first().waitFor();

    // Round 2: A reads the core again and saves; B, one version behind, overwrites.
    const sheetA2 = await openSheet(tabA, address);
    expect(await noteField(sheetA2).inputValue()).toBe(`Note de B, relue ${runId}`);
    expect(await saveNote(tabA, sheetA2, `Deuxième note de A ${runId}`)).toBe(200);
    await tabA.getByText('Carotte enregistrée.').first().waitFor();
    expect(await saveNote(tabB, sheetB, `Deuxième note de B ${runId}`)).toBe(412);
    await askedB.waitFor();
    const overwritten = tabB.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        response.request().headers()['if-match'] === '*' &&
        /\/api\/cores\/[^/]+$/u.test(response.url()),
    );
    await askedB.getByRole('button', { name: 'Écraser' }).click();
    expect((await overwritten).status()).toBe(200);
    await askedB.waitFor({ state: 'detached' });

    // The server holds B's note: through the API, and in tab A read again.
    const stored = await api<{ note: string | null }>(`/cores/${core.id}`, token);
    expect(stored.note).toBe(`Deuxième note de B ${runId}`);
    const sheetA3 = await openSheet(tabA, address);
    expect(await noteField(sheetA3).inputValue()).toBe(`Deuxième note de B ${runId}`);
  }, 90_000);
});
