import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { createBrowserRouter, type DataRouter, type RouteObject } from 'react-router';
import type { AppServices } from './app-services.js';
import { HeadlessLayout } from './layouts/headless-layout.js';
import { ErrorPage } from './pages/error-page.js';
import { createRouteGuard } from './routes/route-guard.js';
import { screenOf } from './routes/route-screens.js';
import { ROUTES, type Layout } from '../shared/routes/route-table.js';
import { RootShell } from './root-shell.js';
import { routeMessages } from './routes/messages.js';

function Loading() {
  return (
    <Stack
      sx={{ alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}
      aria-label={routeMessages.loading}
    >
      <CircularProgress />
    </Stack>
  );
}

/** The route objects of the table: one guarded leaf per route, grouped under its layout. */
export function buildRouteObjects(
  services: Pick<AppServices, 'session' | 'readRuntimeConfig' | 'analytics' | 'chunkReload'>,
): RouteObject[] {
  const guard = createRouteGuard(services);
  const { chunkReload } = services;
  const leavesOf = (layout: Layout): RouteObject[] =>
    ROUTES.filter((route) => route.layout === layout).map((route) => ({
      id: route.name,
      path: route.path,
      loader: guard,
      ...screenOf(route.name),
    }));
  return [
    {
      element: <RootShell analytics={services.analytics} />,
      // A chunk that failed to load reloads the page (app-services.ts): no error page meanwhile.
      ErrorBoundary: function RouteErrorBoundary() {
        return chunkReload.isReloading() ? <Loading /> : <ErrorPage />;
      },
      HydrateFallback: Loading,
      children: [
        {
          // The app bar, navigation, notifications and account menu load with the first page that
          // shows them, beside its screen: sign-in (headless) never downloads them.
          lazy: async () => ({
            Component: (await import('./layouts/default-layout.js')).DefaultLayout,
          }),
          // Unknown paths go through the guard too: maintenance first, then Page Not Found.
          children: [
            ...leavesOf('default'),
            { id: 'not-found', path: '*', loader: guard, Component: () => null },
          ],
        },
        { Component: HeadlessLayout, children: leavesOf('headless') },
      ],
    },
  ];
}

/**
 * The address a navigation under way goes to (path, search and hash), while its loaders and lazy
 * screens load; undefined when the router is idle.
 */
export function pendingHrefOf(
  router: Pick<DataRouter, 'state' | 'createHref'>,
): string | undefined {
  const { location } = router.state.navigation;
  return location ? router.createHref(location) : undefined;
}

export function createAppRouter(services: AppServices) {
  const router = createBrowserRouter(buildRouteObjects(services));
  services.bindRouter({
    navigate: (path) => void router.navigate(path),
    pendingHref: () => pendingHrefOf(router),
  });
  return router;
}
