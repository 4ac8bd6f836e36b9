import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import type { CurrentUser } from '../session/session-api.js';

/**
 * What a route's data prefetch is given once the route guard lets its screen render: the app's
 * query cache, the route's parameters and address, and who is signed in.
 */
interface RouteDataContext {
  queryClient: QueryClient;
  params: Params;
  url: URL;
  user: CurrentUser | null;
}

/**
 * Starts the reads a screen makes first, into the query cache, under the keys and options of the
 * screen's own hooks (which then find them under way or done). It never throws: a failed read is
 * the screen's to show, when it mounts and reads again.
 */
export type RouteDataPrefetch = (context: RouteDataContext) => void;

/**
 * How long a read counts as fresh for the screen that mounts just after its route's prefetch made
 * it: the screen's own query then takes it as it is instead of asking again (with the query
 * cache's default of 0, a read finished before the screen mounted was made twice).
 */
export const PREFETCHED_FRESH_MS = 5_000;
