import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { pathOf, saveScreenshot } from './web-shell-helpers.js';

/**
 * The maintenance flag is the server's runtime configuration (MAINTENANCE=1). Rather than start a
 * second server, the browser's answer to GET /api/runtime-config is switched, exactly as an open
 * tab sees the flag change (at its next navigation): the rest of the API stays real.
 */
async function switchMaintenance(page: Page, isOn: boolean) {
  await page.route('**/api/runtime-config', (route) =>
    route.fulfill({
      json: {
        maintenance: isOn,
        maintenanceMessage: isOn ? 'Retour prévu à 14 h.' : null,
        version: '0.1.0',
        minimumWebVersion: null,
        environment: 'test',
      },
    }),
  );
}

describe('web shell: maintenance', () => {
  let page: Page;
  openPagePerTest((opened) => {
    page = opened;
  });

  it.each([
    ['/login'],
    ['/workspaces'],
    ['/download?token=abc'],
    ['/coring-campaign/not-a-uuid'],
    ['/nowhere'],
  ])('sends %s to maintenance while the flag is on', async (path) => {
    await switchMaintenance(page, true);
    await page.goto(path);
    await page.getByTestId('maintenance-page').waitFor();
    expect(pathOf(page)).toBe('/maintenance');
  });

  it('shows the maintenance page with the server message', async () => {
    await switchMaintenance(page, true);
    await page.goto('/maintenance');
    await page.getByText('Retour prévu à 14 h.').waitFor();
    await saveScreenshot(page, 'maintenance');
  });

  it('sends /maintenance to the workspaces (then login) when the flag is off', async () => {
    await switchMaintenance(page, false);
    await page.goto('/maintenance');
    await page.waitForURL('**/login');
    expect(pathOf(page)).toBe('/login');
  });
});
