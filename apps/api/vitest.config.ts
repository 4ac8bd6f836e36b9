import { defineProject, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.js';

// A test server starts a database (PGlite's WebAssembly, or a PostgreSQL database) and compiles
// contract schemas: on a loaded 2-core machine that takes seconds, hence the generous timeouts.
export default mergeConfig(
  packageTestConfig('api'),
  defineProject({ test: { testTimeout: 30_000, hookTimeout: 60_000 } }),
);
