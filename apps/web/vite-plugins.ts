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
