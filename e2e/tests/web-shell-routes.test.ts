import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot, signIn, SUPER_ADMIN } from './web-shell-helpers.js';

describe('web shell: sign-in, guards and route checks', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it('signs in with a demo account and lands on the workspaces', async () => {
    await page.goto('/login');
    await saveScreenshot(page, 'login');
    await signIn(page, SUPER_ADMIN);
    expect(pathOf(page)).toBe('/workspaces');
    await page.getByRole('heading', { name: 'Mes projets' }).waitFor();
    await saveScreenshot(page, 'workspaces');
  });

  it('shows the French error on a wrong password, and stays on login', async () => {
    await page.goto('/login');
    await page.locator('input[name="username"]').fill(SUPER_ADMIN);
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'incorrect' });
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Adresse e-mail ou mot de passe incorrect.');
    expect(pathOf(page)).toBe('/login');
    await saveScreenshot(page, 'login-wrong-password');
  });

  it('sends an anonymous visitor of a protected page to login, and back there after sign-in', async () => {
    await page.goto('/legal-statement');
    await page.waitForURL('**/login');
    await signIn(page, SUPER_ADMIN);
    expect(pathOf(page)).toBe('/legal-statement');
    await page.getByRole('heading', { name: 'Mentions légales', level: 1 }).waitFor();
    await saveScreenshot(page, 'legal-statement');
  });

  it('sends a signed-in user from /login to /workspaces', async () => {
    await page.goto('/login');
    await signIn(page, SUPER_ADMIN);
    await page.goto('/login');
    await page.waitForURL('**/workspaces');
    expect(pathOf(page)).toBe('/workspaces');
  });

  it.each([
    ['an invalid UUID', '/coring-campaign/not-a-uuid'],
    ['a workspaces segment other than archived', '/workspaces/other'],
    ['password-edit without token', '/password-edit'],
  ])('shows Page Not Found with status 404 for %s, in French', async (_case, path) => {
    const consoleErrors: string[] = [];
    page.on('console', (entry) => {
      if (entry.type() === 'error') consoleErrors.push(entry.text());
    });
    await page.goto(path);
    const errorPage = page.getByTestId('error-page');
    await errorPage.waitFor();
    expect(await errorPage.getAttribute('data-message')).toBe(`Page Not Found: ${path}`);
    expect(await errorPage.getAttribute('data-status')).toBe('404');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Page introuvable');
    expect(await page.getByTestId('error-message').textContent()).toContain(path);
    expect(await page.getByRole('link', { name: "Retour à l'accueil" }).isVisible()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await saveScreenshot(page, `not-found${path.replaceAll('/', '-')}`);
  });

  it('sends a share link whose token is refused to login, saying why in French', async () => {
    await page.goto('/share-link?token=not-a-real-share-token');
    await page.waitForURL('**/login?lien=invalide');
    expect(pathOf(page)).toBe('/login');
    expect(await page.getByTestId('share-link-refused').textContent()).toContain(
      "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.",
    );
  });

  // Every route has its screen since issue 25: /statistics, the last « en construction », is one.
  it('shows the statistics screen, no longer « en construction »', async () => {
    await page.goto('/login');
    await signIn(page, SUPER_ADMIN);
    await page.goto('/statistics');
    await page.getByRole('heading', { level: 2, name: 'Campagnes de carottage' }).waitFor();
    expect(await page.getByTestId('placeholder-page').count()).toBe(0);
  });
});
