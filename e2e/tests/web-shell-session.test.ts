import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot, signIn, SUPER_ADMIN } from './web-shell-helpers.js';

describe('web shell: impersonation, colour mode, toasts', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    await page.goto('/login');
    await signIn(page, SUPER_ADMIN);
  });

  it('lets a super administrator act as another user and come back', async () => {
    await page.goto('/super-login');
    await page.getByLabel('Rechercher un utilisateur').fill('client-principal@');
    await saveScreenshot(page, 'super-login');
    await page.getByRole('button', { name: 'Se connecter en tant que' }).first().click();
    await page.waitForURL('**/workspaces');
    const banner = page.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('Vous êtes connecté en tant que');
    // A customer has no super-login right: the navigation says so.
    expect(await page.getByRole('link', { name: 'Se connecter en tant que' }).count()).toBe(0);
    await saveScreenshot(page, 'impersonating');

    await page.reload();
    await banner.waitFor();

    await page.getByRole('button', { name: 'Revenir à mon compte' }).click();
    await page.waitForURL('**/super-login');
    await banner.waitFor({ state: 'detached' });
    expect(await page.getByRole('link', { name: 'Se connecter en tant que' }).count()).toBe(1);
  });

  it('keeps the dark mode over a reload', async () => {
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Sombre' }).click();
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const darkBackground = await background();
    expect(await page.getAttribute('html', 'data-color-mode')).toBe('dark');

    await page.reload();
    await page.getByRole('heading', { name: 'Mes projets' }).waitFor();
    expect(await page.getAttribute('html', 'data-color-mode')).toBe('dark');
    expect(await background()).toBe(darkBackground);
    await saveScreenshot(page, 'workspaces-dark');

    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await page.getByRole('menuitem', { name: 'Clair' }).click();
    expect(await background()).not.toBe(darkBackground);
  });

  it('shows a toast when the profile is saved, which then goes away', async () => {
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Mon compte' }).waitFor();
    await saveScreenshot(page, 'profile');
    await page.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    const toast = page.getByText('Modifications enregistrées.');
    await toast.waitFor();
    await saveScreenshot(page, 'profile-toast');
    // Spec section 9: a toast lasts 4000 ms, then leaves within its removal delay.
    await toast.waitFor({ state: 'detached', timeout: 10_000 });
    expect(pathOf(page)).toBe('/profile');
  });

  it('shows the versions and legal pages', async () => {
    await page.goto('/versions');
    await page.getByRole('heading', { name: 'Versions', level: 1 }).waitFor();
    // The demo's release notes, one list per product, in French.
    const web = page.getByRole('region', { name: 'Application web' });
    await web.getByText(/^v1\.2\.0 — publiée le /u).waitFor();
    await web.getByText(/Vue macro des campagnes/u).waitFor();
    await page.getByRole('region', { name: 'API' }).getByRole('listitem').first().waitFor();
    await saveScreenshot(page, 'versions');
  });
});
