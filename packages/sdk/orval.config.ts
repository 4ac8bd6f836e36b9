import { defineConfig } from 'orval';
import { frenchMockFormats, frenchMockProperties } from './codegen/french-mock-data.js';
import { fixContractForOrval } from './codegen/orval-input-fixes.js';

/**
 * React Query v5 hooks (one file per contract tag) and MSW handlers with French-looking faker data,
 * generated from the bundled contract. `pnpm generate` runs this after openapi-typescript, then
 * codegen/finish-orval-output.mjs (import extensions, index files, formatting).
 */
export default defineConfig({
  chaussee: {
    input: {
      target: '../../openapi/openapi.json',
      override: { transformer: fixContractForOrval },
    },
    output: {
      mode: 'tags-split',
      target: 'src/generated/orval/chaussee.ts',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // orval ignores `servers:`; the client adds its base URL and the mocks match any origin's /api.
      mock: { type: 'msw', delay: false, locale: 'fr', baseUrl: '*/api' },
      override: {
        // Every hook goes through the configured openapi-fetch client and its HTTP rules.
        mutator: { path: 'src/client/orval-mutator.ts', name: 'chausseeFetch', extension: '.js' },
        // Failures reject with an ApiError, so a hook's data is only ever a success answer.
        fetch: { forceSuccessResponse: true },
        query: { signal: true },
        mock: { properties: frenchMockProperties, format: frenchMockFormats },
      },
    },
  },
});
