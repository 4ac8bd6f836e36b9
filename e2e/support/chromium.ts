import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../scripts/lib/chromium.mjs';

/** Debian's Chromium; test tools cannot download a browser of their own on these machines. */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: install it (apt-get install -y chromium fonts-liberation) or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    args: [...CHROMIUM_ARGS],
  });
}
