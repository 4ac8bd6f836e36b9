import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot } from './web-shell-helpers.js';

/*
 * The maintenance flag is the server's runtime configuration: these tests run against a second
 * built server started with MAINTENANCE=1 and a message, and the flag-off case against the main
 * one. Production mode with an administrator skips the demo data, so it starts quickly.
 */
describe('web shell: maintenance', () => {
  let maintenance: BuiltServer | undefined;
  beforeAll(async () => {
    maintenance = await startBuiltServer({
      env: {
        MAINTENANCE: '1',
        MAINTENANCE_MESSAGE: 'Retour prévu à 14 h.',
        NODE_ENV: 'production',
        ADMIN_EMAIL: 'admin@maintenance.test',
        ADMIN_PASSWORD: 'Maintenance2026!',
      },
    });
  }, 120_000);
  afterAll(async () => {
    await maintenance?.stop();
  });

  describe('while the flag is on', () => {
    let page: Page;
    openPagePerTest(
      (opened) => {
        page = opened;
      },
      () => {
        if (!maintenance) throw new Error('The maintenance server did not start.');
        return maintenance.baseUrl;
      },
    );

    it.each([
      ['/login'],
      ['/workspaces'],
      ['/download?token=abc'],
      ['/coring-campaign/not-a-uuid'],
      ['/nowhere'],
    ])('sends %s to maintenance', async (path) => {
      await page.goto(path);
      await page.getByTestId('maintenance-page').waitFor();
      expect(pathOf(page)).toBe('/maintenance');
    });

    it('shows the maintenance page with the server message', async () => {
      await page.goto('/maintenance');
      await page.getByText('Retour prévu à 14 h.').waitFor();
      await saveScreenshot(page, 'maintenance');
    });
  });

  describe('while the flag is off', () => {
    let page: Page;
    openPagePerTest((opened) => {
      page = opened;
    });

    it('sends /maintenance to the workspaces (then login)', async () => {
      await page.goto('/maintenance');
      await page.waitForURL('**/login');
      expect(pathOf(page)).toBe('/login');
    });
  });
});
