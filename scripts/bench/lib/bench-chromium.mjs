// @ts-check
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS } from '../../lib/chromium.mjs';
import { repoRoot } from '../../lib/paths.mjs';

/**
 * The browser tests' Browser type, reached through their launcher so that this package (which has
 * no playwright-core of its own) names no dependency; `launch` is the one call made here.
 * @typedef {Awaited<ReturnType<typeof import('../../../e2e/support/chromium.js').launchChromium>>} Browser
 * @typedef {{ launch(options: { executablePath: string, headless: boolean, args: string[] }):
 *   Promise<Browser> }} ChromiumLauncher
 */

/**
 * Debian's Chromium through the browser tests' own playwright-core (the e2e package's dependency;
 * the root package has none), with the project's Chromium flags.
 * @param {string} executablePath
 * @returns {Promise<Browser>}
 */
export async function launchBenchChromium(executablePath) {
  const e2eRequire = createRequire(join(repoRoot, 'e2e/package.json'));
  // require.resolve finds its CommonJS entry: the module is the default export.
  /** @type {{ default: { chromium: ChromiumLauncher } }} */
  const playwright = await import(pathToFileURL(e2eRequire.resolve('playwright-core')).href);
  const { chromium } = playwright.default;
  return chromium.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}
