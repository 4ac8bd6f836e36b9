import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.js';
import { contractSchemasPlugin } from './vite-plugins.js';

// Components render in happy-dom; the pure modules (routes, session, adapters) do not need it but
// share the one environment so that a test file never has to declare its own. Forms and grids read
// the contract's schemas from the same virtual module as the build. Vite `?url` imports
// (MapLibre's worker, reached through @chaussee/ui's index) resolve to a stub: no asset is served.
export default mergeConfig(packageTestConfig('web'), {
  plugins: [contractSchemasPlugin()],
  resolve: {
    alias: [
      {
        find: /^.*\?url$/u,
        replacement: fileURLToPath(new URL('src/testing/asset-url.stub.ts', import.meta.url)),
      },
    ],
  },
  // Screen tests render MUI and AG Grid on a shared 2-core machine: generous time limits. The
  // build's own modules (build/, the route size report) are tested too; mergeConfig appends this
  // include to the shared one.
  test: {
    environment: 'happy-dom',
    testTimeout: 20_000,
    include: ['build/**/*.test.ts'],
    setupFiles: ['src/testing/wait-limits.setup.ts'],
  },
});
