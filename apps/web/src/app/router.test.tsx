import { cleanup, screen, waitFor } from '@testing-library/react';
import { getGetCoringCampaignQueryKey, getListUserWorkspacesQueryKey } from '@chaussee/sdk/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/session/session-storage.js';
import { SessionStore } from '../shared/session/session-store.js';
import { fakeJwt } from '../shared/session/testing/fake-jwt.js';
import type { CurrentUser } from '../shared/session/session-api.js';
import { adminUser, FakeSessionApi } from '../shared/session/testing/fake-session-api.js';
import { buildRouteObjects, pendingHrefOf } from './router.js';
import { renderRoutes, routerServicesFor, type RouterServices } from './testing/render-routes.js';

const stores: SessionStore[] = [];

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.stop();
});

interface VisitorOptions {
  signedIn: boolean;
  maintenance?: boolean;
  user?: CurrentUser;
  /** A chunk failed to load and the page is reloading. */
  isReloading?: boolean;
}

/** The router's services with a fake session API and a fixed maintenance flag. */
function routerServices(path: string, options: VisitorOptions): RouterServices {
  const storage = memoryStorage();
  const token = fakeJwt(Date.now() / 1000 + 3600);
  // The store keeps its token in the storage: the fake API reads it there.
  const api = new FakeSessionApi(() => storage.getItem('chaussee.session.token'));
  api.usersByToken.set(token, options.user ?? adminUser);
  if (options.signedIn) storage.setItem('chaussee.session.token', token);
  const session = new SessionStore({
    api,
    storage,
    now: Date.now,
    logError: vi.fn(),
    goToLogin: vi.fn(),
    currentPath: () => path,
  });
  stores.push(session);
  return routerServicesFor(session, options);
}

/** The real route objects on a memory router, with a fake session API and a fixed maintenance flag. */
function renderAt(path: string, options: VisitorOptions) {
  const services = routerServices(path, options);
  const { router } = renderRoutes(path, services);
  return { router, session: services.session };
}

describe('router built from the route table', () => {
  it('sends an anonymous visitor of a protected page to login, remembering it', async () => {
    const { router, session } = renderAt('/legal-statement', { signedIn: false });
    await screen.findByRole('button', { name: 'Se connecter' }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(session.takeRedirect()).toBe('/legal-statement');
  });

  it('renders a protected page for a signed-in user, with the navigation collapsed below lg', async () => {
    expect(window.innerWidth).toBeLessThan(1280); // happy-dom's 1024 px window: mobile
    const { router } = renderAt('/legal-statement', { signedIn: true });
    await screen.findByRole('heading', { name: 'Mentions légales', level: 1 }, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/legal-statement');
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Statistiques' })).toBeNull();
  });

  // Every route of the table has its screen now (issue 25 built the last ones): /statistics, once
  // « en construction », renders its own page; a user without the right reads its refusal there,
  // which needs no request.
  it('renders the statistics screen, no longer the placeholder', async () => {
    renderAt('/statistics', {
      signedIn: true,
      user: { ...adminUser, roles: ['ROLE_NEXTROAD_USER'], job: 'engineer' },
    });
    expect(
      await screen.findByRole('heading', { name: 'Accès refusé' }, { timeout: 5000 }),
    ).toBeDefined();
    expect(screen.queryByTestId('placeholder-page')).toBeNull();
  });

  it('shows Page Not Found for an invalid UUID, as « Page introuvable », with no console error', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/coring-campaign/not-a-uuid', { signedIn: true });
    const page = await screen.findByTestId('error-page', {}, { timeout: 5000 });
    expect(page.dataset.message).toBe('Page Not Found: /coring-campaign/not-a-uuid');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page introuvable');
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows the loading page, not the error page, while a chunk that failed reloads the page', async () => {
    const { router } = renderAt('/coring-campaign/not-a-uuid', {
      signedIn: true,
      isReloading: true,
    });
    await waitFor(() => {
      expect(router.state.errors).not.toBeNull();
    });
    expect(screen.queryByTestId('error-page')).toBeNull();
    expect(screen.getByLabelText('Chargement…')).toBeDefined();
  });

  it.each([
    ['an engineer', { roles: ['ROLE_NEXTROAD_USER'], job: 'engineer' }],
    ['a main customer', { roles: ['ROLE_CUSTOMER_MAIN'], job: null }],
  ] as const)('gives %s the « not allowed » page for /super-login', async (_who, rights) => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // the error page logs it
    const user: CurrentUser = { ...adminUser, ...rights, roles: [...rights.roles] };
    renderAt('/super-login', { signedIn: true, user });
    const page = await screen.findByTestId('error-page', {}, { timeout: 5000 });
    expect(page.dataset.status).toBe('403');
    expect(screen.getByTestId('error-message').textContent).toBe(
      "Vous n'avez pas les droits nécessaires pour cette action.",
    );
    expect(screen.queryByLabelText('Rechercher un utilisateur')).toBeNull();
  });

  it('sends every page to maintenance while the flag is on', async () => {
    const { router } = renderAt('/workspaces', { signedIn: true, maintenance: true });
    await screen.findByTestId('maintenance-page');
    expect(router.state.location.pathname).toBe('/maintenance');
  });
});

describe('pendingHrefOf (where a chunk that fails reloads the tab)', () => {
  it('is the address a navigation goes to while its screen loads, then nothing', async () => {
    let screenLoaded: (loaded: { Component: () => null }) => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/workspaces', Component: () => null },
        {
          path: '/legal-statement',
          lazy: () =>
            new Promise((resolve) => {
              screenLoaded = resolve;
            }),
        },
      ],
      { initialEntries: ['/workspaces'] },
    );
    expect(pendingHrefOf(router)).toBeUndefined();
    const navigation = router.navigate('/legal-statement?from=footer#top');
    await waitFor(() => {
      expect(pendingHrefOf(router)).toBe('/legal-statement?from=footer#top');
    });
    expect(router.state.location.pathname).toBe('/workspaces');
    screenLoaded({ Component: () => null });
    await navigation;
    expect(pendingHrefOf(router)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/legal-statement');
  });
});

/** The route object named `id` in the tree of `buildRouteObjects`. */
function routeNamed(routes: RouteObject[], id: string): RouteObject {
  for (const route of routes) {
    if (route.id === id) return route;
    const found = route.children && routeNamed(route.children, id);
    if (found) return found;
  }
  throw new Error(`no route ${id}`);
}

/**
 * Runs the loader of route `id` alone, as the router does beside the screen's lazy chunk: nothing
 * renders, so a read found in the query cache can only come from the loader's prefetch.
 */
async function runLoader(
  id: string,
  path: string,
  params: Record<string, string>,
  options: VisitorOptions,
) {
  const queryClient = new QueryClient();
  const routes = buildRouteObjects(routerServices(path, options), queryClient);
  const loader = routeNamed(routes, id).loader;
  if (typeof loader !== 'function') throw new Error(`route ${id} has no loader`);
  const answer: unknown = await Promise.resolve(
    loader({
      request: new Request(`http://localhost${path}`),
      url: new URL(`http://localhost${path}`),
      params,
      pattern: routeNamed(routes, id).path ?? '',
      context: undefined,
    }),
  ).catch((thrown: unknown) => thrown);
  // The prefetch's own chunk (a dynamic import) and its first step.
  await vi.dynamicImportSettled();
  return { answer, queryClient };
}

describe("route loaders start their screen's first reads (routes/route-prefetches.ts)", () => {
  const campaignId = '93c7ef34-a1f8-550a-90f0-4816d14e7cae';

  it('asks for the coring campaign and its cores before the screen renders', async () => {
    const { answer, queryClient } = await runLoader(
      'coring-campaign',
      `/coring-campaign/${campaignId}`,
      { id: campaignId },
      { signedIn: true },
    );
    expect(answer).toBeNull();
    await waitFor(() => {
      expect(queryClient.getQueryState(getGetCoringCampaignQueryKey(campaignId))).toBeDefined();
    });
    const coresReads = queryClient.getQueryCache().findAll({
      queryKey: [`/campaigns/${campaignId}/cores`],
    });
    expect(coresReads).toHaveLength(1);
  });

  it("asks for the workspaces with the address's filters, as the screen will", async () => {
    const { queryClient } = await runLoader(
      'workspaces',
      '/workspaces/archived?q=RD%2012',
      { archived: 'archived' },
      { signedIn: true },
    );
    await waitFor(() => {
      const key = getListUserWorkspacesQueryKey(adminUser.id, {
        displayCampaigns: true,
        archived: true,
        workspaceName: 'RD 12',
      });
      expect(queryClient.getQueryState([...key, 'pages'])).toBeDefined();
    });
  });

  it('reads nothing for a visitor the guard sends away', async () => {
    const { answer, queryClient } = await runLoader(
      'coring-campaign',
      `/coring-campaign/${campaignId}`,
      { id: campaignId },
      { signedIn: false },
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get('Location')).toBe('/login');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
