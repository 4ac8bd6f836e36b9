import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPagePerTest } from '../support/page-per-test.js';
import { saveScreenshot, signIn } from './web-shell-helpers.js';

/**
 * The notifications bell on the real API, over the demo's notifications (apps/api/src/db/demo/
 * demo-notifications.ts). Other journeys of the run may add notifications for the same account,
 * so the test reads the count it starts from instead of assuming one.
 */
const CLIENT_PRINCIPAL = 'client-principal@demo.chaussee.fr';

/** The unread count the bell announces (« Notifications, 3 non lues »), 0 for « aucune ». */
async function unreadAnnounced(page: Page): Promise<number> {
  const label = await page
    .getByRole('button', { name: /^Notifications, / })
    .getAttribute('aria-label');
  const count = /(\d+) non lue/u.exec(label ?? '')?.[1];
  return count === undefined ? 0 : Number(count);
}

describe('notifications: the bell tells what happened on the campaigns', () => {
  let page: Page;
  openPagePerTest(async (opened) => {
    page = opened;
    await page.goto('/login');
    await signIn(page, CLIENT_PRINCIPAL);
    await page.getByRole('heading', { name: 'Mes projets' }).waitFor();
  });

  it('opens the unread ones, reads one by opening its campaign, then marks all read', async () => {
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await bell.waitFor();
    // The count arrives after the page: the demo gives this account several unread ones.
    await expect.poll(() => unreadAnnounced(page)).toBeGreaterThanOrEqual(2);
    const unreadAtStart = await unreadAnnounced(page);

    await bell.click();
    const panel = page.getByRole('dialog');
    await panel.getByRole('button', { name: 'Non lues' }).click();
    const items = panel.getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(Math.min(unreadAtStart, 10));
    expect(await panel.textContent()).toContain('Campagne');
    await saveScreenshot(page, 'notifications-panel');

    await items.first().getByRole('button').first().click();
    await page.waitForURL(/\/coring-campaign\/[0-9a-f-]{36}/u);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Notifications, / }).waitFor();
    await expect.poll(() => unreadAnnounced(page)).toBe(unreadAtStart - 1);

    await page.getByRole('button', { name: /^Notifications, / }).click();
    const reopened = page.getByRole('dialog');
    await reopened.getByRole('listitem').first().waitFor();
    expect(await reopened.getByRole('img', { name: 'Non lue' }).count()).toBe(unreadAtStart - 1);
    await reopened.getByRole('button', { name: 'Tout marquer comme lu' }).click();
    await expect.poll(() => reopened.getByRole('img', { name: 'Non lue' }).count()).toBe(0);
    // The open panel hides the page from assistive technologies: close it (Escape, the focus
    // stayed in the panel) to read the bell.
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Notifications, aucune non lue' }).waitFor();

    // The server kept it: after a reload the bell still says none is unread.
    await page.reload();
    await page.getByRole('button', { name: 'Notifications, aucune non lue' }).waitFor();
    await saveScreenshot(page, 'notifications-all-read');
  });
});
