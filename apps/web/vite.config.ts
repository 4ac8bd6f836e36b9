import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { routeSizeReportPlugin } from './build/route-size-report.js';
import packageJson from './package.json' with { type: 'json' };
import {
  buildManifestPlugin,
  contractSchemasPlugin,
  currentBuildInfo,
  mockServiceWorkerPlugin,
} from './vite-plugins.js';

const build = currentBuildInfo(packageJson.version);

/**
 * The routes whose cold-start JavaScript the build reports (issue 11: /login and /workspaces must
 * not load AG Grid, MapLibre or ECharts) and holds to their budget (size-budgets.json, issue 19),
 * with their lazy modules as app/router.tsx and app/routes/route-screens.tsx import them: the
 * default layout (app bar, navigation) loads beside the screen of every route but sign-in's. The campaign map and dashboard routes show a placeholder in the campaign's frame
 * (features/coring/campaign/campaign-placeholder-page.tsx): add them here when they get a screen.
 */
const defaultLayout = 'src/app/layouts/default-layout.tsx';
const reportedRoutes = [
  { path: '/login', screens: ['src/features/auth/login-page.tsx'] },
  { path: '/workspaces', screens: [defaultLayout, 'src/features/projects/workspaces-page.tsx'] },
  { path: '/project/:id', screens: [defaultLayout, 'src/features/workspace/workspace-page.tsx'] },
  {
    path: '/coring-campaign/:id',
    screens: [defaultLayout, 'src/features/coring/cores/coring-campaign-page.tsx'],
  },
];

// The workspace packages are read from their TypeScript sources (`@chaussee/source` condition), so
// that the web app never needs them built first. In dev, `/api` is proxied to the API server; in
// mock mode (`pnpm dev:mock`) the SDK's MSW handlers answer instead.
export default defineConfig({
  plugins: [
    react(),
    buildManifestPlugin(build),
    mockServiceWorkerPlugin(),
    contractSchemasPlugin(),
    routeSizeReportPlugin({
      routes: reportedRoutes,
      budgetFile: 'size-budgets.json',
      repositoryRoot: '../..',
    }),
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
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/app-[hash].js',
        codeSplitting: {
          // The libraries every page runs before its first render (React, the router, MUI's core,
          // TanStack Query) in one file: split into the dozens of small shared chunks the bundler
          // makes by default, they weighed about 10 kB gzip more (each file compressed alone).
          groups: [{ name: 'vendor', tags: ['$initial'], test: /[\\/]node_modules[\\/]/ }],
        },
      },
    },
  },
});
