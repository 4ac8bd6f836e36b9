import axe from 'axe-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/chromium.js';
import { signIn, SUPER_ADMIN } from './web-shell-helpers.js';

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

declare global {
  interface Window {
    /** Set by axe.min.js once injected into the page. */
    axe?: { run: (options: object) => Promise<{ violations: AxeViolation[]; passes: unknown[] }> };
  }
}

/** The serious and critical violations of WCAG 2.1 A and AA rules on the current page. */
async function seriousViolations(page: Page): Promise<string[]> {
  // axe-core's own source, injected into the page under test.
  await page.addScriptTag({ content: axe.source });
  const { violations, passes } = await page.evaluate(async () => {
    if (!window.axe) throw new Error('axe-core was not injected');
    const result = await window.axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return { violations: result.violations, passes: result.passes.length };
  });
  // A scan that checked nothing would pass too: make sure the rules ran on this page.
  expect(passes).toBeGreaterThan(5);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${JSON.stringify(violation.nodes.map((node) => node.target))})`,
    );
}

describe('web shell: accessibility (axe-core)', () => {
  const baseUrl = inject('baseUrl');
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    // axe is injected as an inline script, which the app's CSP rightly refuses: bypass it here only.
    page = await (await browser.newContext({ baseURL: baseUrl, bypassCSP: true })).newPage();
  });
  afterAll(() => browser.close());

  it('finds no serious violation on login', async () => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Se connecter' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds no serious violation on the workspaces', async () => {
    await signIn(page, SUPER_ADMIN);
    await page.getByRole('heading', { name: 'Mes projets' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
