import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';

describe('the built app on the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it('shows the app in French and reaches the API', async () => {
    await page.goto(baseUrl);
    expect(await page.title()).toBe('Chaussée');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    const status = page.locator('[data-server-state="available"]');
    await status.waitFor();
    expect(await status.textContent()).toBe('Serveur disponible');
  });

  it('serves the app on a deep link', async () => {
    const response = await page.goto(`${baseUrl}/project/00000000-0000-0000-0000-000000000000`);
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').textContent()).toBe('Chaussée');
  });
});
