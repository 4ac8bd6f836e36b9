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

/** The schemas a schema's `$ref`s reach (`#/components/schemas/<Name>`), itself included. */
function schemasReachedFrom(
  schemas: Readonly<Record<string, unknown>>,
  name: string,
): Record<string, unknown> {
  const reached = new Map<string, unknown>();
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(visit);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      const target = key === '$ref' && typeof child === 'string' ? refName(child) : undefined;
      if (target !== undefined && !reached.has(target) && target in schemas) {
        reached.set(target, schemas[target]);
        visit(schemas[target]);
      } else {
        visit(child);
      }
    }
  };
  reached.set(name, schemas[name]);
  visit(schemas[name]);
  return Object.fromEntries(reached);
}

const SCHEMA_REF_PREFIX = '#/components/schemas/';

function refName(ref: string): string | undefined {
  return ref.startsWith(SCHEMA_REF_PREFIX) ? ref.slice(SCHEMA_REF_PREFIX.length) : undefined;
}

/**
 * `virtual:chaussee-contract-schemas/<Name>`: one component schema of the contract
 * (openapi/openapi.json, read at build time through the SDK's dependency on it) with the schemas
 * its `$ref`s reach, without their English descriptions: `{ name, components: { schemas } }`, so
 * that `#/components/schemas/<Name>` resolves. A screen's grid or form loads the schemas it shows
 * (about 1 kB gzip for a core), not the whole contract (12 kB gzip, 69 kB with descriptions).
 */
export function contractSchemasPlugin(): Plugin {
  const sdkRequire = createRequire(new URL('../../packages/sdk/package.json', import.meta.url));
  const contractPath = sdkRequire.resolve('@chaussee/openapi/openapi.json');
  const prefix = `${CONTRACT_SCHEMAS_ID}/`;
  const readSchemas = (): Record<string, unknown> => {
    const contract: unknown = JSON.parse(readFileSync(contractPath, 'utf8'));
    const components =
      typeof contract === 'object' && contract !== null && 'components' in contract
        ? contract.components
        : undefined;
    const schemas =
      typeof components === 'object' && components !== null && 'schemas' in components
        ? withoutDocumentation(components.schemas, true)
        : {};
    return typeof schemas === 'object' && schemas !== null ? { ...schemas } : {};
  };
  return {
    name: 'chaussee-contract-schemas',
    resolveId: (id) => (id.startsWith(prefix) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${prefix}`)) return undefined;
      this.addWatchFile(contractPath);
      const name = id.slice(prefix.length + 1);
      const schemas = readSchemas();
      if (!(name in schemas)) this.error(`${id.slice(1)}: the contract has no schema ${name}`);
      const text = JSON.stringify({
        name,
        components: { schemas: schemasReachedFrom(schemas, name) },
      });
      return `export default JSON.parse(${JSON.stringify(text)});`;
    },
  };
}
