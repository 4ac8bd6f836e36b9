import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.js';

const shared = packageTestConfig('api');

// Vitest hands its resolve conditions to Node (`--conditions`) for the dependencies it does not
// transform. The AWS SDK (@aws-sdk/*, @smithy/core) maps the bundlers' `module` condition to ESM
// files with extensionless imports, which Node cannot load. So the API's tests resolve as Node does
// at run time, with vite's default server conditions (see vitest.shared.ts) less `module`.
const conditions = ['@chaussee/source', 'node', 'development|production'];

// A test server starts a database (PGlite's WebAssembly, or a PostgreSQL database) and compiles
// contract schemas: on a loaded 2-core machine that takes seconds, hence the generous timeouts.
// `*.postgres.test.ts` files need a PostgreSQL server (several processes on one database): they
// run on the PostgreSQL stage of `npm test`, where TEST_DATABASE_URL names it. `*.pglite.test.ts`
// files test the embedded database itself (its image, its backup) whatever TEST_DATABASE_URL
// says: the PGlite stage runs them, the PostgreSQL stage would only run them again (26 s).
const skipped = process.env.TEST_DATABASE_URL
  ? ['src/**/*.pglite.test.ts']
  : ['src/**/*.postgres.test.ts'];

// The global setup (below) runs in Vitest's own environment of this project, `__vitest__`, which
// does not take the conditions above: without them it could not read the workspace packages before
// they are built (a clean clone).
export default mergeConfig(
  {
    ...shared,
    resolve: { conditions },
    ssr: { resolve: { conditions } },
    environments: { __vitest__: { resolve: { conditions } } },
  },
  defineProject({
    test: {
      // Migrates one database a run, which the test databases copy.
      globalSetup: ['src/testing/test-database-image.setup.ts'],
      // The files of a worker share their modules: the server's module graph (Fastify, the
      // contract, the database driver, PGlite's WebAssembly) is loaded once a worker instead of
      // once a file, which halved the suite's time (975 → 392 s on 2 cores). A test keeps its state
      // in the servers and databases it starts, and puts back what it changes of the process
      // (timers, environment).
      isolate: false,
      testTimeout: 30_000,
      hookTimeout: 60_000,
      exclude: [...configDefaults.exclude, ...skipped],
    },
  }),
);
