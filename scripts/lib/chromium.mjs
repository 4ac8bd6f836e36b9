// @ts-check
import { existsSync } from 'node:fs';
import { installDebianPackages } from './system-packages.mjs';

/** Debian's Chromium drives the browser tests; test tools cannot download a browser here. */
export async function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) {
    await installDebianPackages(
      ['chromium', 'fonts-liberation'],
      `Chromium (${path}) for the browser tests`,
    );
  }
  if (!existsSync(path)) throw new Error(`Chromium still missing at ${path}`);
  return path;
}

/**
 * The flags every headless Chromium of the project starts with (browser tests, benchmarks): no
 * sandbox (containers run as root), no GPU, and nothing that reaches the network on its own.
 * @type {readonly string[]}
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
