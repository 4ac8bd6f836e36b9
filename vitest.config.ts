import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and service tests of every package; the browser tests (e2e/) run apart, after the build.
export default defineConfig({
  test: {
    projects: ['openapi', 'packages/*', 'apps/api', 'apps/web', 'scripts'],
    globalSetup: ['scripts/lib/pnpm-on-path.setup.mjs'],
    // Vitest's default (CPUs - 1) runs one file at a time on the 2-core CI machine, leaving a core
    // idle while the API tests wait on PGlite (WebAssembly) or on the PostgreSQL server: two
    // workers there, the default elsewhere.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
