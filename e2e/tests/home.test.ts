import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';

// The foundation's promise: one origin serves the built web app (any deep link answers the SPA)
// and the API under /api, on the real embedded database.
describe('the built app on the real server', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage();
  });
  afterAll(() => browser.close());

  it('serves the app in French on a deep link', async () => {
    const response = await page.goto(`${baseUrl}/project/00000000-0000-0000-0000-000000000000`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toContain('Chaussée');
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
  });

  it('answers the API on the same origin, on its database', async () => {
    const response = await page.request.get(`${baseUrl}/api/health`);
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
  });

  it('answers an unknown API path with a problem, not the app', async () => {
    const response = await page.request.get(`${baseUrl}/api/no-such-operation`);
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/problem+json');
  });
});
