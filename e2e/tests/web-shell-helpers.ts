import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

const DEMO_PASSWORD = 'Chaussee2026!';
export const SUPER_ADMIN = 'super-admin@demo.chaussee.fr';

const artifactsDir = resolve(import.meta.dirname, '../artifacts');

/** Saves a full-page screenshot under e2e/artifacts/, the test run's record of each screen. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: join(artifactsDir, `${name}.png`), fullPage: true });
}

/** Fills the login form and waits to leave /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** The pathname of the page's URL, to compare with the route table's paths. */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
