import type { ChausseeClient } from '@chaussee/sdk';
import { createChausseeClient } from '@chaussee/sdk';
import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { SessionStore } from '../../shared/session/session-store.js';
import { AppProviders } from '../providers.js';
import { buildRouteObjects } from '../router.js';
import { ThemedApp } from '../themed-app.js';

export type RouterServices = Parameters<typeof buildRouteObjects>[0];

/** The router's services around `session`: a fixed maintenance flag, no analytics, no reload. */
export function routerServicesFor(
  session: SessionStore,
  options: { maintenance?: boolean; isReloading?: boolean } = {},
): RouterServices {
  return {
    session,
    readRuntimeConfig: () =>
      Promise.resolve({
        maintenance: options.maintenance ?? false,
        version: '0.1.0',
        minimumWebVersion: null,
        environment: 'test',
      }),
    analytics: { trackPageView: vi.fn() },
    chunkReload: { reloadOnce: () => false, isReloading: () => options.isReloading ?? false },
  };
}

/**
 * The app's real routes (guards, lazy screens, data prefetches) on a memory router at `path`,
 * inside the app's providers sharing one query cache, as `app.tsx` renders them.
 */
export function renderRoutes(
  path: string,
  services: RouterServices,
  options: { client?: ChausseeClient; themed?: boolean } = {},
) {
  const queryClient = new QueryClient();
  const router = createMemoryRouter(buildRouteObjects(services, queryClient), {
    initialEntries: [path],
  });
  const client = options.client ?? createChausseeClient({ baseUrl: 'http://localhost/api' });
  const routes = <RouterProvider router={router} />;
  render(
    <AppProviders client={client} session={services.session} queryClient={queryClient}>
      {options.themed === true ? <ThemedApp>{routes}</ThemedApp> : routes}
    </AppProviders>,
  );
  return { router };
}
