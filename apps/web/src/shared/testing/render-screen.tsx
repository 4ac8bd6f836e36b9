import { defineAbilityFor } from '@chaussee/permissions';
import { AbilityProvider } from '@chaussee/permissions/react';
import { ChausseeThemeProvider, Toaster } from '@chaussee/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { ApiClientProvider } from '../api/api-client-context.js';
import type { CurrentUser } from '../session/session-api.js';
import { SessionProvider } from '../session/session-context.js';
import { memoryStorage } from '../session/session-storage.js';
import { SessionStore } from '../session/session-store.js';
import { toSessionUser } from '../session/session-user.js';
import { fakeJwt } from '../session/testing/fake-jwt.js';
import { testClient } from './mock-api.js';
import { adminUser, FakeSessionApi } from '../session/testing/fake-session-api.js';

const stores: SessionStore[] = [];

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.stop();
});

/** Where the router went after the screen navigated away (path and query). */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export interface RenderScreenOptions {
  /** The signed-in user (a super administrator by default). */
  user?: CurrentUser;
  /** The route pattern of the screen, e.g. `/project/:id`. */
  route: string;
  /** The URL it is opened at. */
  at: string;
}

/**
 * Renders a screen the way the app does (signed-in session, rights of the user, theme, toaster,
 * router at a URL), on the mock API of `setUpMockApi`. Any other path renders a probe showing the
 * location, so a test can check where a link or an action led. `sessionApi` answers the session's
 * calls: a test changes the current user it gives, or reads which calls were made.
 */
export async function renderScreen(screen: ReactNode, options: RenderScreenOptions) {
  const user = options.user ?? adminUser;
  const storage = memoryStorage();
  const token = fakeJwt(Date.now() / 1000 + 3600);
  const api = new FakeSessionApi(() => storage.getItem('chaussee.session.token'));
  api.usersByToken.set(token, user);
  storage.setItem('chaussee.session.token', token);
  // A password sign-in holds a refresh token too (a screen may renew the session).
  storage.setItem('chaussee.session.refreshToken', 'test-refresh-token');
  const session = new SessionStore({
    api,
    storage,
    now: Date.now,
    logError: vi.fn(),
    goToLogin: vi.fn(),
    currentPath: () => options.at,
  });
  stores.push(session);
  await session.start();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: options.route, element: screen },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [options.at] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={testClient()}>
        <SessionProvider store={session}>
          <AbilityProvider value={defineAbilityFor(toSessionUser(user))}>
            <ChausseeThemeProvider>
              <RouterProvider router={router} />
              <Toaster />
            </ChausseeThemeProvider>
          </AbilityProvider>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>,
  );
  return { router, queryClient, session, sessionApi: api };
}
