import { defineConfig } from 'orval';
import { assignFrenchMockFormats, frenchMockFormats } from './codegen/french-mock-formats.js';
import { mixedContentMockOverrides } from './codegen/mixed-content-mocks.js';
import { fixContractForOrval } from './codegen/orval-input-fixes.js';

// pnpm runs the generate script from this package's folder.
const contract = '../../openapi/openapi.json';

/**
 * React Query v5 hooks (one file per contract tag) and MSW handlers with French-looking faker data,
 * generated from the bundled contract. `pnpm generate` runs this after openapi-typescript, then
 * codegen/finish-orval-output.mjs (import extensions, index files, formatting).
 */
export default defineConfig({
  chaussee: {
    input: {
      target: contract,
      // In orval's in-memory copy only: openapi/ is the truth and stays untouched.
      override: { transformer: (spec) => assignFrenchMockFormats(fixContractForOrval(spec)) },
    },
    output: {
      mode: 'tags-split',
      target: 'src/generated/orval/chaussee.ts',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // orval ignores `servers:`: the client adds its base URL and the mocks answer any origin's /api.
      mock: { type: 'msw', delay: false, locale: 'fr', baseUrl: '*/api' },
      override: {
        // Every hook goes through the configured openapi-fetch client and its HTTP rules.
        mutator: { path: 'src/client/orval-mutator.ts', name: 'chausseeFetch', extension: '.js' },
        // Failures reject with an ApiError, so a hook's data is only ever a success answer.
        fetch: { forceSuccessResponse: true },
        query: { signal: true },
        // Counts and other unbounded integers stay small, as on real campaigns.
        mock: { format: frenchMockFormats, numberMax: 200 },
        operations: mixedContentMockOverrides(contract),
      },
    },
  },
});
