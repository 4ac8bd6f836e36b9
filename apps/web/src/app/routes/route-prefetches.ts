import type { RouteDataPrefetch } from '../../shared/routes/route-data.js';

/**
 * The routes whose screen's first reads start with the route's loader, beside the screen's code,
 * instead of once that code has loaded and rendered: the pages a cold start opens most (issue 19:
 * Lighthouse's largest paint, the cores grid's first rows). Each prefetch is a small chunk of its
 * own (the SDK call and its query options), loaded while the guard checks the session.
 */
const routePrefetches: Readonly<Partial<Record<string, () => Promise<RouteDataPrefetch>>>> = {
  workspaces: async () =>
    (await import('../../features/projects/workspaces-data.js')).prefetchWorkspacesRoute,
  'coring-campaign': async () =>
    (await import('../../features/coring/cores/coring-campaign-data.js'))
      .prefetchCoringCampaignRoute,
};

const loading = new Map<string, Promise<RouteDataPrefetch | undefined>>();

/** Whether the route starts its screen's first reads with its loader (see `routePrefetches`). */
export function hasRoutePrefetch(routeName: string): boolean {
  return routePrefetches[routeName] !== undefined;
}

/**
 * The prefetch of a route's first reads (see `routePrefetches`), its chunk asked once; undefined
 * for a route without one, or when its chunk fails to load — the screen then reads for itself
 * (its own chunk fails alike, and the reload guard takes over), and a later call asks again.
 */
export function loadRoutePrefetch(routeName: string): Promise<RouteDataPrefetch | undefined> {
  const load = routePrefetches[routeName];
  if (load === undefined) return Promise.resolve(undefined);
  let prefetch = loading.get(routeName);
  if (prefetch === undefined) {
    prefetch = load().catch(() => {
      loading.delete(routeName);
      return undefined;
    });
    loading.set(routeName, prefetch);
  }
  return prefetch;
}
