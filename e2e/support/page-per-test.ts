import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { launchChromium } from './chromium.js';

/**
 * One Chromium per test file and a fresh context (no cookies, no storage) and page per test, on
 * the server of the global setup. `onPage` receives the page before each test, and may prepare it
 * (sign in, for example).
 */
export function openPagePerTest(
  onPage: (page: Page) => void | Promise<void>,
  /** Another server than the global one (e.g. one started with MAINTENANCE=1), read at each test. */
  baseUrlOf: () => string = () => inject('baseUrl'),
): void {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start: see the error of beforeAll');
    context = await browser.newContext({ baseURL: baseUrlOf() });
    await onPage(await context.newPage());
  });
  afterEach(async () => {
    await context?.close();
  });
}
