import { defineConfig } from 'vitest/config';

// One server for the whole run (global setup), one browser per test file; files run one after the
// other because the machine has two cores and Chromium takes one.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
