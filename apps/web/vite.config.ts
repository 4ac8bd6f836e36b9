import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress.js';
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
 * with the lazy modules a cold start on them loads before its screen shows, as src/app/startup.tsx,
 * app/router.tsx and app/routes/route-screens.tsx import them. /login shows its sign-in screen
 * from the entry alone; every other path loads the app (router, MUI, React Query) and the default
 * layout (app bar, navigation) beside its screen.
 */
const app = 'src/app/app.tsx';
const defaultLayout = 'src/app/layouts/default-layout.tsx';
const nodeModules = /[\\/]node_modules[\\/]/;
/**
 * The libraries the app runs before any of its screens: the router, TanStack Query, the rights
 * (CASL), MUI's styling core (emotion, the theme, the system) and the MUI components of the app's
 * frame (app bar, navigation drawer, account menu, error page), which every signed-in page shows.
 * The other MUI components load with the screens that show them.
 */
const muiFrame = [
  'styles',
  'utils',
  'internal',
  'DefaultPropsProvider',
  'zero-styled',
  'colors',
  'transitions',
  'CssBaseline',
  'useMediaQuery',
  'ButtonBase',
  'Button',
  'IconButton',
  'SvgIcon',
  'Typography',
  'Stack',
  'Box',
  'Paper',
  'Link',
  'List',
  'ListItemButton',
  'Toolbar',
  'AppBar',
  'Container',
  'Drawer',
  'Modal',
  'Backdrop',
  'Fade',
  'Slide',
  'Grow',
  'Portal',
  'Unstable_TrapFocus',
  'Popover',
  'Menu',
  'MenuList',
  'MenuItem',
  'Divider',
  'Alert',
  'AlertTitle',
  'CircularProgress',
];
const appFramework = new RegExp(
  `[\\\\/]node_modules[\\\\/](react-router|@tanstack|@casl|@ucast|@emotion|stylis|react-is|hoist-non-react-statics|clsx|react-transition-group|@babel[\\\\/]runtime|@mui[\\\\/](system|utils|styled-engine|private-theming)|@mui[\\\\/]material[\\\\/](${muiFrame.join('|')}))[\\\\/]`,
);
const reportedRoutes = [
  { path: '/login', screens: ['src/features/auth/login-page.tsx'] },
  {
    path: '/workspaces',
    screens: [app, defaultLayout, 'src/features/projects/workspaces-page.tsx'],
  },
  {
    path: '/project/:id',
    screens: [app, defaultLayout, 'src/features/workspace/workspace-page.tsx'],
  },
  {
    path: '/coring-campaign/:id',
    // The grid renders apart from the page's header but loads with it: counted.
    screens: [
      app,
      defaultLayout,
      'src/features/coring/cores/coring-campaign-page.tsx',
      'src/features/coring/cores/cores-section.tsx',
    ],
  },
  // The map, MapLibre with it: the one route that loads it.
  {
    path: '/coring-campaign/:id/map',
    screens: [app, defaultLayout, 'src/app/routes/campaign-map-screens.tsx'],
  },
  // The macro views (the user's, a project's, a campaign's: one module), MapLibre and ECharts.
  {
    path: '/coring-macro-campaigns',
    screens: [app, defaultLayout, 'src/features/macro/macro-screens.ts'],
  },
  // ECharts, without AG Grid: its tables are plain.
  {
    path: '/statistics',
    screens: [app, defaultLayout, 'src/features/statistics/statistics-page.tsx'],
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
    // Brotli and gzip copies of the written files, that the API sends by Accept-Encoding.
    precompressPlugin(),
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
      // Required by the inlining of small common chunks below: the entry (main.tsx) exports
      // nothing a page could read, so no signature is lost.
      preserveEntrySignatures: false,
      output: {
        entryFileNames: 'assets/app-[hash].js',
        codeSplitting: {
          // The small chunks that several screens share (an MUI component, a hook, a helper) are
          // copied into each chunk that imports them instead of being files of their own (rolldown's
          // inline common chunks, below 16 KiB of source each): over HTTP/1.1's six connections
          // each file is one more round trip, and a cold start on a coring campaign asked 82 of
          // them (28 now; Lighthouse and bytes before and after: README, « Lighthouse »). The cost
          // is in bytes: rolldown wraps modules to keep their order of execution, and a copy that
          // two chunks of one route carry is downloaded twice. A registry in rolldown's runtime
          // runs each copied module once, so a React context or a cache stays one object. Kept as
          // files: the two message catalogues, which nearly every screen reads (copied, a campaign
          // downloaded them three times), and stylesheets (Vite's CSS plugin would write a copied
          // style module's CSS once per copy).
          experimentalInlineCommonChunks: {
            maxSize: 16 * 1024,
            exclude: [
              /\.css(?:\?|$)/u,
              /packages[\\/](?:ui|validation)[\\/]src[\\/](?:messages|labels)\.ts$/u,
            ],
          },
          // The libraries every page runs before its first render (React) in one file, and those
          // the app runs before its first screen (the router, MUI's core, TanStack Query) in
          // another: split into the dozens of small shared chunks the bundler makes by default,
          // they weighed 10 to 15 kB gzip more (each file compressed alone).
          groups: [
            { name: 'vendor', tags: ['$initial'], test: nodeModules },
            { name: 'app-vendor', test: appFramework },
          ],
        },
      },
    },
  },
});
