import { defineConfig } from 'vitest/config';

// Unit and service tests of every package; the browser tests (e2e/) run apart, after the build.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/api', 'apps/web', 'scripts'],
  },
});
