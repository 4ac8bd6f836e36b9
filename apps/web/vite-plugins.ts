import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

export interface BuildInfo {
  id: string;
  version: string;
  date: string;
}

/** One id per build: the CI's when it gives one, otherwise the build time. */
export function currentBuildInfo(version: string): BuildInfo {
  const date = new Date().toISOString();
  return { id: process.env.BUILD_ID ?? date.replace(/[^0-9]/gu, ''), version, date };
}

/** Writes builds/latest.json, which running tabs poll to offer a reload (spec section 7). */
export function buildManifestPlugin(build: BuildInfo): Plugin {
  return {
    name: 'chaussee-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'builds/latest.json',
        source: `${JSON.stringify(build, null, 2)}\n`,
      });
    },
  };
}

/**
 * Serves MSW's service worker in mock mode only (`vite --mode mock`), straight from the msw
 * package: nothing is copied into public/, so the production build never ships it.
 */
export function mockServiceWorkerPlugin(): Plugin {
  // The SDK's own msw, so that the worker always matches the version of its handlers.
  const sdkRequire = createRequire(new URL('../../packages/sdk/package.json', import.meta.url));
  const workerPath = sdkRequire.resolve('msw/mockServiceWorker.js');
  return {
    name: 'chaussee-mock-service-worker',
    apply: (_config, { command, mode }) => command === 'serve' && mode === 'mock',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(workerPath));
      });
    },
  };
}

const CONTRACT_SCHEMAS_ID = 'virtual:chaussee-contract-schemas';

/** Keywords that document a schema for developers and never reach a form or a grid. */
const DOCUMENTATION_KEYWORDS = new Set(['description', 'examples', 'example']);

/**
 * A schema without its English documentation. `properties` (and `$defs`) are maps of names, not
 * schemas: a property called `description` stays.
 */
function withoutDocumentation(value: unknown, isNameMap = false): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutDocumentation(item));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => isNameMap || !DOCUMENTATION_KEYWORDS.has(key))
      .map(([key, child]) => [
        key,
        withoutDocumentation(
          child,
          !isNameMap && (key === 'properties' || key === '$defs' || key === 'patternProperties'),
        ),
      ]),
  );
}

/**
 * `virtual:chaussee-contract-schemas`: the contract's component schemas (openapi/openapi.json, read
 * at build time through the SDK's dependency on it), without their English descriptions: forms and
 * grids are built from them at run time for about 11 kB gzip instead of the 69 kB of the contract.
 */
export function contractSchemasPlugin(): Plugin {
  const sdkRequire = createRequire(new URL('../../packages/sdk/package.json', import.meta.url));
  const contractPath = sdkRequire.resolve('@chaussee/openapi/openapi.json');
  const resolvedId = `\0${CONTRACT_SCHEMAS_ID}`;
  return {
    name: 'chaussee-contract-schemas',
    resolveId: (id) => (id === CONTRACT_SCHEMAS_ID ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      this.addWatchFile(contractPath);
      const contract: unknown = JSON.parse(readFileSync(contractPath, 'utf8'));
      const components =
        typeof contract === 'object' && contract !== null && 'components' in contract
          ? contract.components
          : undefined;
      const schemas =
        typeof components === 'object' && components !== null && 'schemas' in components
          ? withoutDocumentation(components.schemas, true)
          : {};
      // `$ref`s read `#/components/schemas/<Name>`: the module keeps that shape.
      const text = JSON.stringify({ schemas });
      return `export const contractComponents = JSON.parse(${JSON.stringify(text)});`;
    },
  };
}
