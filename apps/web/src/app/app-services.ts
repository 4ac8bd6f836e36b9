import { configureChausseeClient, createChausseeClient } from '@chaussee/sdk';
import {
  createChunkReload,
  reloadOnChunkLoadFailure,
} from '../shared/chunk-reload/chunk-reload.js';
import { createRuntimeConfigReader } from '../shared/runtime-config/runtime-config.js';
import { sessionApiFrom } from '../shared/session/session-api.js';
import { SessionStore } from '../shared/session/session-store.js';
import { analyticsConfigFrom, createAnalytics } from '../shared/telemetry/analytics.js';
import { createErrorReporter } from '../shared/telemetry/error-reporting.js';

function sendBeacon(url: string, body?: string): void {
  navigator.sendBeacon(url, body);
}

/**
 * The composition root of the browser app: one API client (also the generated hooks' client), one
 * session store, the telemetry adapters. The router's `navigate` and pending address are bound once
 * it exists.
 */
export function createAppServices(env: ImportMetaEnv) {
  // Until the router exists, the route guards do the redirecting themselves.
  let navigate: (path: string) => void = () => undefined;
  let pendingHref: () => string | undefined = () => undefined;
  const errorReporter = createErrorReporter(
    { dsn: env.VITE_ERROR_REPORTING_DSN, release: env.VITE_APP_VERSION, environment: env.MODE },
    sendBeacon,
  );
  const logError = (message: string, error: unknown) => {
    console.error(message, error);
    errorReporter.report(error, { href: window.location.href });
  };
  // Errors nobody caught go to error reporting too (no-op unless a DSN is configured).
  window.addEventListener('error', (event) => {
    errorReporter.report(event.error, { href: window.location.href });
  });
  window.addEventListener('unhandledrejection', (event) => {
    errorReporter.report(event.reason, { href: window.location.href });
  });

  // A tab opened before a deploy asks for chunks that are gone: it reloads once to get the new build.
  const chunkReload = createChunkReload({
    storage: window.sessionStorage,
    now: Date.now,
    reload: () => {
      // The chunk of the screen a link leads to fails while the address is still the page left:
      // reloading that page would drop the click, so the tab loads the screen's address instead.
      const href = pendingHref();
      if (href === undefined) window.location.reload();
      else window.location.assign(href);
    },
  });
  reloadOnChunkLoadFailure(window, chunkReload);

  const client = createChausseeClient({
    baseUrl: '/api',
    getToken: () => session.getToken(),
    onUnauthorized: () => {
      session.handleUnauthorized();
    },
  });
  configureChausseeClient(client);
  const session = new SessionStore({
    api: sessionApiFrom(client),
    storage: window.localStorage,
    now: Date.now,
    logError,
    goToLogin: () => {
      navigate('/login');
    },
    currentPath: () => `${window.location.pathname}${window.location.search}`,
  });

  return {
    client,
    session,
    readRuntimeConfig: createRuntimeConfigReader(client),
    analytics: createAnalytics(analyticsConfigFrom(env), sendBeacon),
    chunkReload,
    logError,
    bindRouter: (router: {
      navigate: (path: string) => void;
      /** The address of the navigation under way, if any. */
      pendingHref: () => string | undefined;
    }) => {
      navigate = router.navigate;
      pendingHref = router.pendingHref;
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
