import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import { storiesViteConfig } from './.storybook/vite-shared.js';

/**
 * The story test: every story rendered in a real Chromium (WebGL for MapLibre, canvas for ECharts),
 * apart from the unit tests of vitest.config.ts which stay in Node. Uses the system's Chromium;
 * Playwright never downloads a browser here.
 */
export default mergeConfig(
  storiesViteConfig,
  defineConfig({
    // Run from the repository root as well as from here.
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [react()],
    // Re-scan the stories for dependencies on every run: with a cached set, an import added since
    // the last run is found halfway, and Vite's reload fails the run.
    optimizeDeps: { force: true },
    test: {
      name: 'ui-stories',
      include: ['test/stories.test.tsx'],
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: {
            executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            args: [
              '--no-sandbox',
              '--disable-gpu',
              '--disable-background-networking',
              '--disable-component-update',
              '--disable-sync',
              '--no-first-run',
            ],
          },
        }),
        instances: [{ browser: 'chromium' }],
        viewport: { width: 1280, height: 900 },
        screenshotFailures: false,
      },
    },
  }),
);
