import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vitest/config';
import { packageTestConfig } from '../../vitest.shared.js';

// Components render in happy-dom; the pure modules (routes, session, adapters) do not need it but
// share the one environment so that a test file never has to declare its own. Vite `?url` imports
// (MapLibre's worker, reached through @chaussee/ui's index) resolve to a stub: no asset is served.
export default mergeConfig(packageTestConfig('web'), {
  resolve: {
    alias: [
      {
        find: /^.*\?url$/u,
        replacement: fileURLToPath(new URL('src/testing/asset-url.stub.ts', import.meta.url)),
      },
    ],
  },
  test: { environment: 'happy-dom' },
});
