import { ApiError } from '@chaussee/sdk';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { memoryStorage, type KeyValueStorage } from './session-storage.js';
import { RENEWAL_INTERVAL_MS, SessionStore } from './session-store.js';
import { fakeJwt } from './testing/fake-jwt.js';
import {
  adminUser,
  FakeSessionApi,
  guestUser,
  impersonatedUser,
} from './testing/fake-session-api.js';

const T0 = Date.UTC(2026, 2, 2, 9, 0, 0);
const inMinutes = (minutes: number) => fakeJwt(T0 / 1000 + minutes * 60);
const HOUR_TOKEN = inMinutes(60);
const FRESH = { token: inMinutes(65), refreshToken: 'refresh-2' };

let storage: KeyValueStorage;
let api: FakeSessionApi;
let goToLogin: Mock<() => void>;
let logError: Mock<(message: string, error: unknown) => void>;
let stores: SessionStore[];

/** A store as the app builds it; the fake API answers with the newest store's token. */
function createStore(): SessionStore {
  const store = new SessionStore({
    api,
    storage,
    now: () => Date.now(),
    logError,
    goToLogin,
    currentPath: () => '/workspaces/archived?page=2',
  });
  stores.push(store);
  currentStore = store;
  return store;
}
let currentStore: SessionStore | undefined;

function storeWithTokens(token: string | null, refreshToken: string | null) {
  if (token) storage.setItem('chaussee.session.token', token);
  if (refreshToken) storage.setItem('chaussee.session.refreshToken', refreshToken);
  return createStore();
}

beforeEach(() => {
  vi.useFakeTimers({ now: T0 });
  storage = memoryStorage();
  stores = [];
  api = new FakeSessionApi(() => currentStore?.getToken() ?? null);
  goToLogin = vi.fn<() => void>();
  logError = vi.fn<(message: string, error: unknown) => void>();
});

afterEach(() => {
  for (const store of stores) store.stop();
  currentStore = undefined;
  vi.useRealTimers();
});

describe('startup', () => {
  it('is pending until started, then unauthenticated without a token, calling nothing', async () => {
    const store = createStore();
    expect(store.getState().status).toBe('pending');
    await store.start();
    expect(store.getState().status).toBe('unauthenticated');
    expect(api.calls).toEqual([]);
  });

  it('loads the user with a valid stored token, without renewing it', async () => {
    api.usersByToken.set(HOUR_TOKEN, adminUser);
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1');
    await store.start();
    expect(api.calls).toEqual([`currentUser ${HOUR_TOKEN}`]);
    expect(store.getState()).toMatchObject({
      status: 'authenticated',
      user: adminUser,
      isGuest: false,
    });
  });

  it('renews a token expiring within 10 minutes before loading the user', async () => {
    api.issued.push(FRESH);
    api.usersByToken.set(FRESH.token, adminUser);
    const store = storeWithTokens(inMinutes(9), 'refresh-1');
    await store.start();
    expect(api.calls).toEqual(['refresh refresh-1', `currentUser ${FRESH.token}`]);
    expect(store.getState().status).toBe('authenticated');
  });

  it('is unauthenticated with both tokens cleared when the startup renewal fails', async () => {
    api.refreshFails = true;
    const store = storeWithTokens(inMinutes(-5), 'refresh-1');
    await store.start();
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      token: null,
      refreshToken: null,
    });
    expect(storage.getItem('chaussee.session.token')).toBeNull();
    expect(logError).toHaveBeenCalledOnce();
  });
});

describe('sign-in and sign-out', () => {
  it('stores both tokens, then loads the current user', async () => {
    api.issued.push(FRESH);
    api.usersByToken.set(FRESH.token, adminUser);
    const store = createStore();
    await store.start();
    await store.signIn({ username: 'super-admin@demo.chaussee.fr', password: 'Chaussee2026!' });
    expect(api.calls).toEqual([
      'signIn super-admin@demo.chaussee.fr',
      `currentUser ${FRESH.token}`,
    ]);
    expect(storage.getItem('chaussee.session.token')).toBe(FRESH.token);
    expect(storage.getItem('chaussee.session.refreshToken')).toBe('refresh-2');
    expect(store.getState()).toMatchObject({ status: 'authenticated', user: adminUser });
  });

  it('hands a wrong password 401 to the caller and stays unauthenticated, without navigating', async () => {
    const store = createStore();
    await store.start();
    await expect(store.signIn({ username: 'a@b.fr', password: 'wrong' })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(store.getState().status).toBe('unauthenticated');
    expect(goToLogin).not.toHaveBeenCalled();
  });

  it('clears both tokens on sign-out', async () => {
    api.usersByToken.set(HOUR_TOKEN, adminUser);
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1');
    await store.start();
    store.signOut();
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      user: null,
      token: null,
      refreshToken: null,
    });
    expect(storage.getItem('chaussee.session.token')).toBeNull();
    expect(storage.getItem('chaussee.session.refreshToken')).toBeNull();
  });

  it('keeps the session over a page reload (a new store on the same storage)', async () => {
    api.issued.push(FRESH);
    api.usersByToken.set(FRESH.token, adminUser);
    const first = createStore();
    await first.start();
    await first.signIn({ username: 'super-admin@demo.chaussee.fr', password: 'Chaussee2026!' });
    const reloaded = createStore();
    await reloaded.start();
    expect(reloaded.getState()).toMatchObject({
      status: 'authenticated',
      token: FRESH.token,
      user: adminUser,
    });
  });
});

describe('a 401 on the current user or any authenticated call', () => {
  it('remembers the current path, signs out and goes to login', async () => {
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1'); // no user answers this token: 401
    await store.start();
    expect(store.getState()).toMatchObject({ status: 'unauthenticated', token: null });
    expect(goToLogin).toHaveBeenCalledOnce();
    expect(store.takeRedirect()).toBe('/workspaces/archived?page=2');
    expect(store.takeRedirect()).toBeNull();
  });

  it('does the same when the client reports a 401 later', async () => {
    api.usersByToken.set(HOUR_TOKEN, adminUser);
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1');
    await store.start();
    store.handleUnauthorized();
    expect(store.getState().status).toBe('unauthenticated');
    expect(goToLogin).toHaveBeenCalledOnce();
  });
});

describe('renewal', () => {
  async function signedInStore() {
    api.usersByToken.set(HOUR_TOKEN, adminUser);
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1');
    await store.start();
    api.calls.length = 0;
    return store;
  }

  it('renews every 300 seconds', async () => {
    const store = await signedInStore();
    api.issued.push(FRESH, { token: inMinutes(70), refreshToken: 'refresh-3' });
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS - 1);
    expect(api.calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.calls).toEqual(['refresh refresh-1']);
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS);
    expect(api.calls).toEqual(['refresh refresh-1', 'refresh refresh-2']);
    expect(store.getState().refreshToken).toBe('refresh-3');
  });

  it('renews at once on the renewal trigger', async () => {
    const store = await signedInStore();
    api.issued.push(FRESH);
    await store.renew();
    expect(api.calls).toEqual(['refresh refresh-1']);
    expect(store.getState().token).toBe(FRESH.token);
  });

  it('logs a failed renewal, clears both tokens and goes to login', async () => {
    const store = await signedInStore();
    api.refreshFails = true;
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS);
    expect(logError).toHaveBeenCalledOnce();
    expect(store.getState()).toMatchObject({
      status: 'unauthenticated',
      token: null,
      refreshToken: null,
    });
    expect(goToLogin).toHaveBeenCalledOnce();
  });

  it('is skipped while impersonating, on schedule and on the trigger', async () => {
    const store = await signedInStore();
    api.usersByToken.set('impersonated-token', impersonatedUser);
    await store.impersonate(impersonatedUser.id);
    api.calls.length = 0;
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS * 2);
    await store.renew();
    expect(api.calls).toEqual([]);
  });
});

describe('impersonation (super-login)', () => {
  it('saves the own token, uses the impersonated one, reloads the user, and restores on return', async () => {
    api.usersByToken.set(HOUR_TOKEN, adminUser);
    api.usersByToken.set('impersonated-token', impersonatedUser);
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1');
    await store.start();

    await store.impersonate(impersonatedUser.id);
    expect(api.calls).toContain(`impersonate ${impersonatedUser.id} with ${HOUR_TOKEN}`);
    expect(store.getState()).toMatchObject({
      token: 'impersonated-token',
      originalToken: HOUR_TOKEN,
      isImpersonating: true,
      user: impersonatedUser,
    });

    await store.stopImpersonating();
    expect(store.getState()).toMatchObject({
      token: HOUR_TOKEN,
      originalToken: null,
      isImpersonating: false,
      user: adminUser,
    });
  });

  it('is still impersonating after a reload', async () => {
    api.usersByToken.set(HOUR_TOKEN, adminUser);
    api.usersByToken.set('impersonated-token', impersonatedUser);
    const store = storeWithTokens(HOUR_TOKEN, 'refresh-1');
    await store.start();
    await store.impersonate(impersonatedUser.id);
    const reloaded = createStore();
    await reloaded.start();
    expect(reloaded.getState()).toMatchObject({ isImpersonating: true, user: impersonatedUser });
  });
});

describe('guest session', () => {
  it('is a session whose user has invitedBy, and is not sent to login by the periodic renewal', async () => {
    api.usersByToken.set('guest-token', guestUser);
    const store = createStore();
    await store.start();
    const user = await store.signInGuest('share-token');
    expect(user?.campaign).toEqual(guestUser.campaign);
    expect(store.getState()).toMatchObject({
      status: 'authenticated',
      isGuest: true,
      refreshToken: null,
    });
    await vi.advanceTimersByTimeAsync(RENEWAL_INTERVAL_MS);
    expect(goToLogin).not.toHaveBeenCalled();
  });
});
