import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot, signIn } from './web-shell-helpers.js';

/** The share link the server printed at start (`npm start` prints the same line). */
function printedShareLink(): URL {
  const match = /Demo share link \(guest, read-only\): (\S+)/u.exec(inject('serverOutput'));
  if (!match?.[1]) throw new Error('The server printed no demo share link at start.');
  return new URL(match[1]);
}

describe('the demo share link printed at start', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it('opens the guest dashboard of the shared campaign, without signing in', async () => {
    const link = printedShareLink();
    // The printed address names the server's public URL; the path and token are what matters.
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/guests/coring-campaign/*/dashboard');
    expect(pathOf(page)).toMatch(/^\/guests\/coring-campaign\/[0-9a-f-]{36}\/dashboard$/u);
    // The shared campaign itself, not a bare placeholder, and no way into the staff's projects.
    await page
      .getByRole('heading', { level: 1, name: 'Carottage RD 1075 – PR 8 à PR 30' })
      .waitFor();
    expect(await page.getByRole('link', { name: 'Retour à mes projets' }).count()).toBe(0);
    await saveScreenshot(page, 'guest-dashboard');
  });

  it('leaves the guest access for login, where the visitor can sign in with their own account', async () => {
    const link = printedShareLink();
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/guests/coring-campaign/*/dashboard');
    await page.getByRole('button', { name: 'Quitter l’accès invité' }).click();
    await page.waitForURL('**/login');
    await signIn(page, 'ingenieur@demo.chaussee.fr');
    expect(pathOf(page)).toBe('/workspaces');
    await page.getByRole('heading', { level: 1, name: 'Mes projets' }).waitFor();
  });

  it('says in French that an expired or unknown link is no longer valid', async () => {
    await page.goto('/share-link?token=expired-or-revoked');
    await page.waitForURL('**/login?lien=invalide');
    await page.getByTestId('share-link-refused').waitFor();
    expect(await page.getByTestId('share-link-refused').textContent()).toContain(
      "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.",
    );
    await saveScreenshot(page, 'share-link-refused');
  });
});
