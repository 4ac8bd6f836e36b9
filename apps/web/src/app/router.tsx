import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type DataRouter,
  matchRoutes,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import type { AppServices } from './app-services.js';
import { HeadlessLayout } from './layouts/headless-layout.js';
import { ErrorPage } from './pages/error-page.js';
import { createRouteGuard } from './routes/route-guard.js';
import { hasRoutePrefetch, loadRoutePrefetch } from './routes/route-prefetches.js';
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

/**
 * The route objects of the table: one guarded leaf per route, grouped under its layout. A route
 * with a data prefetch (routes/route-prefetches.ts) starts its screen's first reads into
 * `queryClient` once its guard lets it render, while the screen's code loads beside the loader.
 */
export function buildRouteObjects(
  services: Pick<AppServices, 'session' | 'readRuntimeConfig' | 'analytics' | 'chunkReload'>,
  queryClient: QueryClient,
): RouteObject[] {
  const guard = createRouteGuard(services);
  const { chunkReload, session } = services;
  const loaderOf = (routeName: string): LoaderFunction => {
    if (!hasRoutePrefetch(routeName)) return guard;
    return async (args) => {
      // Its chunk loads while the guard waits for the session.
      const prefetch = loadRoutePrefetch(routeName);
      const answer = await guard(args);
      if (answer === null) {
        const url = new URL(args.request.url);
        void prefetch.then((run) =>
          run?.({ queryClient, params: args.params, url, user: session.getState().user }),
        );
      }
      return answer;
    };
  };
  const leavesOf = (layout: Layout): RouteObject[] =>
    ROUTES.filter((route) => route.layout === layout).map((route) => ({
      id: route.name,
      path: route.path,
      loader: loaderOf(route.name),
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

export function createAppRouter(services: AppServices, queryClient: QueryClient) {
  const routes = buildRouteObjects(services, queryClient);
  // The first page's prefetch chunk is asked before the router asks for its screen's chunks: a
  // browser opens 6 connections to a server over HTTP/1.1, so the dozens of chunks of a screen
  // would otherwise be served before it, and its reads would wait for all of them.
  const firstRoute = matchRoutes(routes, window.location)?.at(-1)?.route.id;
  if (firstRoute !== undefined) void loadRoutePrefetch(firstRoute);
  const router = createBrowserRouter(routes);
  services.bindRouter({
    navigate: (path) => void router.navigate(path),
    pendingHref: () => pendingHrefOf(router),
  });
  return router;
}
