import { useEffect, useState, type ComponentType } from 'react';
import { LoginPage } from '../features/auth/login-page.js';
import { ApiClientProvider } from '../shared/api/api-client-context.js';
import { isShareLinkRefused } from '../shared/routes/share-link-notice.js';
import { SessionProvider } from '../shared/session/session-context.js';
import type { AppServices } from './app-services.js';
import { HeadlessFrame } from './layouts/headless-frame.js';
import { announcePage } from './routes/announce-page.js';

export type AppComponent = ComponentType<{ services: AppServices }>;

/** The app: router, MUI, React Query, rights, every screen (a chunk of its own). */
async function loadTheApp(): Promise<AppComponent> {
  return (await import('./app.js')).App;
}

export const SIGN_IN_PATH = '/login';

/**
 * Whether a cold start on /login shows the sign-in screen at once: when the route guard would
 * render it, for a visitor who is not signed in while the platform is not in maintenance
 * (startup.test.ts holds this to resolveRoute). Anyone else gets the app, whose guard redirects.
 */
export async function opensOnSignIn(
  services: Pick<AppServices, 'session' | 'readRuntimeConfig'>,
): Promise<boolean> {
  const [, config] = await Promise.all([services.session.start(), services.readRuntimeConfig()]);
  return services.session.getState().status !== 'authenticated' && config?.maintenance !== true;
}

/**
 * What a cold start renders. On /login the sign-in screen comes first, without the router, MUI or
 * React Query (issue 19: at most 120 kB of JavaScript): the app loads once the visitor starts
 * typing, and takes over at the page sign-in leads to. Every other path starts the app at once.
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
    let isCurrent = true;
    const startApp = async () => {
      const app = await loadApp();
      if (isCurrent) setApp(() => app);
    };
    if (pathname !== SIGN_IN_PATH) {
      void startApp();
    } else {
      void opensOnSignIn(services).then((opens) => {
        if (!isCurrent) return;
        if (opens) setSigningIn(true);
        else void startApp();
      });
    }
    return () => {
      isCurrent = false;
    };
  }, [services, pathname, loadApp]);

  useEffect(() => {
    if (isSigningIn) announcePage(services.analytics, 'login');
  }, [isSigningIn, services.analytics]);

  if (App !== null) return <App services={services} />;
  if (!isSigningIn) return null;

  const enterApp = (path: string) => {
    loadApp().then(
      (app) => {
        window.history.replaceState(null, '', path);
        setSigningIn(false);
        setApp(() => app);
      },
      // The app's chunk is gone (a new build was deployed meanwhile): the signed-in page, loaded
      // afresh, comes with the new build.
      () => {
        window.location.replace(path);
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
