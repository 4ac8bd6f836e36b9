import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const WORKER_FILE = 'mockServiceWorker.js';

/**
 * Serves MSW's service worker script at the root (dev server, Vitest browser mode) and writes it
 * next to the built Storybook, so that stories reach the SDK's mocks without a copy of the script
 * committed here: it always matches the installed msw.
 */
export function mswWorkerPlugin(): Plugin {
  const source = readFileSync(fileURLToPath(import.meta.resolve(`msw/${WORKER_FILE}`)), 'utf8');
  return {
    name: 'chaussee:msw-worker',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_FILE, source });
    },
  };
}
