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
