import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import {
  buildManifestPlugin,
  contractSchemasPlugin,
  currentBuildInfo,
  mockServiceWorkerPlugin,
} from './vite-plugins.js';

const build = currentBuildInfo(packageJson.version);

// The workspace packages are read from their TypeScript sources (`@chaussee/source` condition), so
// that the web app never needs them built first. In dev, `/api` is proxied to the API server; in
// mock mode (`pnpm dev:mock`) the SDK's MSW handlers answer instead.
export default defineConfig({
  plugins: [
    react(),
    buildManifestPlugin(build),
    mockServiceWorkerPlugin(),
    contractSchemasPlugin(),
  ],
  resolve: { conditions: ['@chaussee/source', ...defaultClientConditions] },
  define: {
    'import.meta.env.VITE_BUILD_ID': JSON.stringify(build.id),
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(build.version),
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? '3000'}` },
  },
  build: {
    sourcemap: true,
    // The API's static server answers /assets/index-<hash>.js with index.html (seen with
    // @fastify/static 10, wildcard off): the entry chunk is named app-<hash>.js instead.
    rolldownOptions: { output: { entryFileNames: 'assets/app-[hash].js' } },
  },
});
