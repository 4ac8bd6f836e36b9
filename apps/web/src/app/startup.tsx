import { useEffect, useState, type ComponentType } from 'react';
import { LoginPage } from '../features/auth/login-page.js';
import { ApiClientProvider } from '../shared/api/api-client-context.js';
import { isShareLinkRefused } from '../shared/routes/share-link-notice.js';
import { SessionProvider } from '../shared/session/session-context.js';
import type { RuntimeConfig } from '../shared/runtime-config/runtime-config.js';
import type { AppServices } from './app-services.js';
import { HeadlessFrame } from './layouts/headless-frame.js';
import { announcePage } from './routes/announce-page.js';

export type AppComponent = ComponentType<{ services: AppServices }>;

/** The app: router, MUI, React Query, rights, every screen (a chunk of its own). */
async function loadTheApp(): Promise<AppComponent> {
  return (await import('./app.js')).App;
}

const SIGN_IN_PATH = '/login';

/**
 * Whether the route guard renders the sign-in screen on /login: to a visitor who is not signed in
 * while the platform is not in maintenance (startup.test.tsx holds this to resolveRoute). Anyone
 * else gets the app, whose guard redirects.
 */
export function rendersSignIn(isAuthenticated: boolean, config: RuntimeConfig | null): boolean {
  return !isAuthenticated && config?.maintenance !== true;
}

/**
 * What a cold start renders. On /login the sign-in screen comes first, without the router, MUI or
 * React Query (issue 19: at most 120 kB of JavaScript): the app loads once the visitor starts
 * typing, and takes over at the page sign-in leads to. Every other path starts the app at once,
 * and with it the session check and the read of the maintenance flag that its route guard awaits.
 *
 * The screen shows as soon as the session is known to be anonymous (at once without a stored
 * token), before the maintenance flag is read: should maintenance be on, the app takes over when
 * the flag arrives and its guard shows the maintenance page.
 */
export function Startup({
  services,
  pathname,
  loadApp = loadTheApp,
}: {
  services: AppServices;
  pathname: string;
  /** Loads the app's chunk (once: later calls get the same module). */
  loadApp?: () => Promise<AppComponent>;
}) {
  const [App, setApp] = useState<AppComponent | null>(null);
  const [isSigningIn, setSigningIn] = useState(false);

  useEffect(() => {
    let isCleanedUp = false;
    // A function, so that each read after an await sees a cleanup that happened meanwhile.
    const isCurrent = () => !isCleanedUp;
    const startApp = async () => {
      const app = await loadApp();
      if (isCurrent()) setApp(() => app);
    };
    if (pathname !== SIGN_IN_PATH) {
      // The route guard waits for the session and the maintenance flag: both are asked now, while
      // the app's chunk loads, instead of once the router runs (the guard then shares these reads).
      void services.session.start();
      void services.readRuntimeConfig();
      void startApp();
    } else {
      const { session, readRuntimeConfig } = services;
      void session.start().then(async () => {
        if (!isCurrent()) return;
        const isAuthenticated = session.getState().status === 'authenticated';
        if (!rendersSignIn(isAuthenticated, null)) {
          void startApp();
          return;
        }
        setSigningIn(true);
        const config = await readRuntimeConfig();
        if (isCurrent() && !rendersSignIn(isAuthenticated, config)) void startApp();
      });
    }
    return () => {
      isCleanedUp = true;
    };
  }, [services, pathname, loadApp]);

  useEffect(() => {
    if (isSigningIn) announcePage(services.analytics, 'login');
  }, [isSigningIn, services.analytics]);

  if (App !== null) return <App services={services} />;
  if (!isSigningIn) return null;

  const enterApp = (path: string) => {
    // Until the app's router exists, the one reload guard (chunk-reload.ts) reloads into the page
    // sign-in leads to, not /login.
    services.bindRouter({ navigate: () => undefined, pendingHref: () => path });
    loadApp().then(
      (app) => {
        window.history.replaceState(null, '', path);
        setSigningIn(false);
        setApp(() => app);
      },
      // The app's chunk is gone (a new build was deployed meanwhile): the signed-in page, loaded
      // afresh, comes with the new build. Within the guard's 10 seconds it loads once more all
      // the same, where the app's own error page says what failed.
      () => {
        if (!services.chunkReload.reloadOnce()) window.location.replace(path);
      },
    );
  };
  return (
    <ApiClientProvider client={services.client}>
      <SessionProvider store={services.session}>
        <HeadlessFrame>
          <LoginPage
            isShareLinkRefused={isShareLinkRefused(new URLSearchParams(window.location.search))}
            onSignedIn={enterApp}
            onFirstInput={() => void loadApp().catch(() => undefined)}
          />
        </HeadlessFrame>
      </SessionProvider>
    </ApiClientProvider>
  );
}
