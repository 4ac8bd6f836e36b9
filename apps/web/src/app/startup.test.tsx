import { defineAbilityFor } from '@chaussee/permissions';
import { serverMessages } from '@chaussee/validation';
import { getRequestAccountRecoveryMockHandler } from '@chaussee/sdk/mocks';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/session/session-storage.js';
import { SessionStore } from '../shared/session/session-store.js';
import { fakeJwt } from '../shared/session/testing/fake-jwt.js';
import {
  adminUser,
  FakeSessionApi,
  guestUser,
} from '../shared/session/testing/fake-session-api.js';
import { setUpMockApi, testClient } from '../shared/testing/mock-api.js';
import { sessionUserOrAnonymous, toSessionUser } from '../shared/session/session-user.js';
import type { AppServices } from './app-services.js';
import { resolveRoute } from './routes/resolve-route.js';
import { rendersSignIn, Startup, type AppComponent } from './startup.js';

const api = setUpMockApi();
const ANONYMOUS_VISITOR = sessionUserOrAnonymous(null);
const stores: SessionStore[] = [];

/** The app's chunk (router, MUI, React Query): what a test sees of it is when it loads, and where. */
function FakeApp() {
  return <p data-testid="app">{window.location.pathname}</p>;
}
let loadApp = vi.fn<() => Promise<AppComponent>>();

beforeEach(() => {
  loadApp = vi.fn(() => Promise.resolve(FakeApp));
});

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.stop();
});

/** The app's services with a fake session API, a visitor signed in or not, maintenance on or off. */
function servicesFor({
  signedIn = false,
  isGuest = false,
  maintenance = false,
}: { signedIn?: boolean; isGuest?: boolean; maintenance?: boolean } = {}): AppServices {
  const storage = memoryStorage();
  const token = fakeJwt(Date.now() / 1000 + 3600);
  const sessionApi = new FakeSessionApi(() => storage.getItem('chaussee.session.token'));
  sessionApi.usersByToken.set(token, isGuest ? guestUser : adminUser);
  // The tokens the fake API hands out at sign-in, the administrator's.
  const signInToken = fakeJwt(Date.now() / 1000 + 7200);
  sessionApi.issued.push({ token: signInToken, refreshToken: 'refresh-token' });
  sessionApi.usersByToken.set(signInToken, adminUser);
  if (signedIn) storage.setItem('chaussee.session.token', token);
  const session = new SessionStore({
    api: sessionApi,
    storage,
    now: Date.now,
    logError: vi.fn(),
    goToLogin: vi.fn(),
    currentPath: () => window.location.pathname,
  });
  stores.push(session);
  return {
    client: testClient(),
    session,
    readRuntimeConfig: () =>
      Promise.resolve({
        maintenance,
        version: '0.1.0',
        minimumWebVersion: null,
        environment: 'test',
      }),
    analytics: { trackPageView: vi.fn() },
    logError: vi.fn(),
    chunkReload: { reloadOnce: vi.fn(() => true), isReloading: () => false },
    bindRouter: vi.fn(),
  };
}

function startAt(path: string, services: AppServices) {
  window.history.replaceState(null, '', path);
  render(
    <Startup
      services={services}
      pathname={new URL(path, 'http://localhost').pathname}
      loadApp={loadApp}
    />,
  );
}

function fill(label: RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('a cold start', () => {
  it('on /login shows the sign-in screen without loading the app, then the app where sign-in leads', async () => {
    const trackPageView = vi.fn();
    startAt('/login', { ...servicesFor(), analytics: { trackPageView } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeDefined();
    // Announced by an effect after the screen's render: on a busy machine the heading is found
    // first (CI of 27 November).
    await vi.waitFor(() => {
      expect(document.title).toBe('Connexion · Chaussée');
    });
    expect(trackPageView).toHaveBeenCalledWith('http://localhost:3000/login', 'Connexion');
    expect(loadApp).not.toHaveBeenCalled();

    fill(/^Adresse e-mail/u, 'super-admin@demo.chaussee.fr');
    // Typing starts fetching the app, so that it is there once signed in.
    expect(loadApp).toHaveBeenCalled();
    fill(/^Mot de passe/u, 'Chaussee2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect((await screen.findByTestId('app')).textContent).toBe('/workspaces');
    expect(window.location.pathname).toBe('/workspaces');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();
  });

  it('on /login goes back, once signed in, to the page the visitor was sent away from', async () => {
    const services = servicesFor();
    services.session.rememberRedirect('/profile');
    startAt('/login', services);
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    fill(/^Adresse e-mail/u, 'super-admin@demo.chaussee.fr');
    fill(/^Mot de passe/u, 'Chaussee2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByTestId('app')).textContent).toBe('/profile');
  });

  it('on /login says in French that the password is wrong, and stays there', async () => {
    startAt('/login', servicesFor());
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    fill(/^Adresse e-mail/u, 'super-admin@demo.chaussee.fr');
    fill(/^Mot de passe/u, 'wrong');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Adresse e-mail ou mot de passe incorrect.',
    );
    expect(window.location.pathname).toBe('/login');
    expect(screen.queryByTestId('app')).toBeNull();
  });

  it('on /login after a refused share link says that the link is no longer valid', async () => {
    startAt('/login?lien=invalide', servicesFor());
    const notice = await screen.findByTestId('share-link-refused');
    expect(notice.textContent).toBe(`Lien de partage non valide${serverMessages.linkExpired}`);
  });

  it.each([
    ['a signed-in user', { signedIn: true }],
    ['a guest', { signedIn: true, isGuest: true }],
    ['anyone during maintenance', { maintenance: true }],
  ] as const)('on /login gives %s the app, whose guard redirects', async (_who, visitor) => {
    startAt('/login', servicesFor(visitor));
    expect((await screen.findByTestId('app')).textContent).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Connexion' })).toBeNull();
  });

  it('on /login, when the app chunk is gone after sign-in, reloads once through the guard into the page sign-in leads to', async () => {
    const services = servicesFor();
    const pendingHrefs: (string | undefined)[] = [];
    const bindRouter = vi.fn((router: { pendingHref: () => string | undefined }) => {
      pendingHrefs.push(router.pendingHref());
    });
    const reloadOnce = vi.fn(() => true);
    startAt('/login', {
      ...services,
      bindRouter,
      chunkReload: { reloadOnce, isReloading: () => false },
    });
    await screen.findByRole('heading', { level: 1, name: 'Connexion' });
    loadApp.mockImplementation(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    fill(/^Adresse e-mail/u, 'super-admin@demo.chaussee.fr');
    fill(/^Mot de passe/u, 'Chaussee2026!');
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    await vi.waitFor(() => {
      expect(reloadOnce).toHaveBeenCalledTimes(1);
    });
    expect(pendingHrefs).toEqual(['/workspaces']);
  });

  it('on any other path starts the app at once', async () => {
    startAt('/workspaces', servicesFor());
    expect((await screen.findByTestId('app')).textContent).toBe('/workspaces');
  });

  it('on any other path asks for the session and the maintenance flag while the app loads', async () => {
    const services = servicesFor({ signedIn: true });
    const readRuntimeConfig = vi.fn(services.readRuntimeConfig);
    const startSession = vi.spyOn(services.session, 'start');
    // The app's chunk is still on its way: the route guard, which awaits both, does not run yet.
    let appArrives: (app: AppComponent) => void = () => undefined;
    loadApp.mockImplementation(
      () =>
        new Promise((resolve) => {
          appArrives = resolve;
        }),
    );
    startAt('/workspaces', { ...services, readRuntimeConfig });
    await vi.waitFor(() => {
      expect(startSession).toHaveBeenCalledTimes(1);
      expect(readRuntimeConfig).toHaveBeenCalledTimes(1);
    });
    await vi.waitFor(() => {
      expect(services.session.getState().status).toBe('authenticated');
    });
    expect(screen.queryByTestId('app')).toBeNull();
    appArrives(FakeApp);
    expect((await screen.findByTestId('app')).textContent).toBe('/workspaces');
  });
});

describe('account recovery from the sign-in screen', () => {
  it('sends the reset e-mail and says so', async () => {
    startAt('/login', servicesFor());
    fireEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
    fill(/^Adresse e-mail/u, 'someone@demo.chaussee.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Si cette adresse correspond/u);
    fireEvent.click(screen.getByRole('button', { name: 'Retour à la connexion' }));
    expect(screen.getByRole('heading', { name: 'Connexion' })).toBeDefined();
  });

  it('says in French when the server fails', async () => {
    api.use(
      getRequestAccountRecoveryMockHandler(() => {
        throw new Error('the mail server is down');
      }),
    );
    startAt('/login', servicesFor());
    fireEvent.click(await screen.findByRole('button', { name: 'Mot de passe oublié ?' }));
    fill(/^Adresse e-mail/u, 'someone@demo.chaussee.fr');
    fireEvent.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect((await screen.findByRole('alert')).textContent).toBe(serverMessages.unexpected);
    expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeDefined();
  });
});

describe('who gets the sign-in screen of a cold start on /login: whom the route guard renders it for', () => {
  it.each([
    ['an anonymous visitor', false, false, true],
    ['an anonymous visitor during maintenance', false, true, false],
    ['a signed-in user', true, false, false],
    ['a signed-in user during maintenance', true, true, false],
  ] as const)('%s', (_who, isAuthenticated, maintenance, rendered) => {
    const config = {
      maintenance,
      version: '0.1.0',
      minimumWebVersion: null,
      environment: 'test' as const,
    };
    expect(rendersSignIn(isAuthenticated, config)).toBe(rendered);
    const decision = resolveRoute(new URL('http://localhost/login'), {
      isAuthenticated,
      guestCampaign: null,
      isMaintenanceOn: maintenance,
      ability: defineAbilityFor(isAuthenticated ? toSessionUser(adminUser) : ANONYMOUS_VISITOR),
    });
    expect(decision.kind).toBe(rendered ? 'render' : 'redirect');
  });

  it('without the maintenance flag yet, for a visitor who is not signed in', () => {
    expect(rendersSignIn(false, null)).toBe(true);
    expect(rendersSignIn(true, null)).toBe(false);
  });
});
