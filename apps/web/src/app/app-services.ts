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
 * session store, the telemetry adapters. `navigate` is bound once the router exists.
 */
export function createAppServices(env: ImportMetaEnv) {
  // Until the router exists, the route guards do the redirecting themselves.
  let navigate: (path: string) => void = () => undefined;
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
      window.location.reload();
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
    bindNavigate: (routerNavigate: (path: string) => void) => {
      navigate = routerNavigate;
    },
  };
}

export type AppServices = ReturnType<typeof createAppServices>;
