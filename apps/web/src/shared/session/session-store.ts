import { ApiError } from '@chaussee/sdk';
import type { CurrentUser, LoginCredentials, SessionApi } from './session-api.js';
import { readStored, writeStored, type KeyValueStorage } from './session-storage.js';
import { isTokenValid } from './token-expiry.js';

/** Spec section 9: the session token is renewed every 300 seconds. */
export const RENEWAL_INTERVAL_MS = 300 * 1000;

type SessionStatus = 'pending' | 'authenticated' | 'unauthenticated';

export interface SessionState {
  status: SessionStatus;
  /** The current-user answer; null until loaded and after sign-out. */
  user: CurrentUser | null;
  token: string | null;
  refreshToken: string | null;
  /** The super administrator's own token while impersonating (spec section 4). */
  originalToken: string | null;
  isImpersonating: boolean;
  /** A guest is a session whose user has invitedBy. */
  isGuest: boolean;
}

export interface SessionDependencies {
  api: SessionApi;
  storage: KeyValueStorage;
  now: () => number;
  /** Where failures are reported (console and error reporting). */
  logError: (message: string, error: unknown) => void;
  /** Leaves for the login page (after a 401 or a failed renewal). */
  goToLogin: () => void;
  /** The path (with query) the user is on, remembered on a 401. */
  currentPath: () => string;
}

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/**
 * The session state machine of spec sections 4, 8 and 9. Tokens live in the storage (they survive
 * a reload); the state is an immutable snapshot for useSyncExternalStore.
 */
export class SessionStore {
  private state: SessionState;
  private readonly listeners = new Set<() => void>();
  private renewalTimer: ReturnType<typeof setInterval> | undefined;
  private settled: Promise<void> | undefined;

  constructor(private readonly deps: SessionDependencies) {
    const originalToken = readStored(deps.storage, 'originalToken');
    this.state = {
      status: 'pending',
      user: null,
      token: readStored(deps.storage, 'token'),
      refreshToken: readStored(deps.storage, 'refreshToken'),
      originalToken,
      isImpersonating: originalToken !== null,
      isGuest: false,
    };
  }

  readonly getState = (): SessionState => this.state;
  readonly getToken = (): string | null => this.state.token;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Startup: renews a token that is not valid, then loads the session if a token exists, and
   * starts the periodic renewal. Resolves once the status is no longer pending.
   */
  start(): Promise<void> {
    this.settled ??= this.startOnce();
    return this.settled;
  }

  private async startOnce(): Promise<void> {
    const { token, refreshToken, isImpersonating } = this.state;
    if (!isTokenValid(token, this.deps.now()) && refreshToken !== null && !isImpersonating) {
      try {
        this.storeTokens(await this.deps.api.refresh(refreshToken));
      } catch (error) {
        this.deps.logError('Startup token renewal failed', error);
        this.clear();
      }
    }
    if (this.state.token === null) this.clear();
    else await this.loadUser().catch(() => undefined); // logged; the status is unauthenticated
    this.renewalTimer ??= setInterval(() => void this.renewOnSchedule(), RENEWAL_INTERVAL_MS);
  }

  /** Stops the periodic renewal (tests, hot reload). */
  stop(): void {
    clearInterval(this.renewalTimer);
    this.renewalTimer = undefined;
  }

  /** Stores both tokens, then loads the current user. A 401's ApiError goes to the caller. */
  async signIn(credentials: LoginCredentials): Promise<void> {
    this.storeTokens(await this.deps.api.signIn(credentials));
    await this.loadUser();
  }

  /** Exchanges a share-link token for a guest session; returns the guest's user. */
  async signInGuest(shareToken: string): Promise<CurrentUser | null> {
    const token = await this.deps.api.signInGuest(shareToken);
    this.update({ token, refreshToken: null, originalToken: null, isImpersonating: false });
    this.persist();
    await this.loadUser();
    return this.state.user;
  }

  signOut(): void {
    this.clear();
  }

  /** A 401 on any authenticated call: remember where the user was, sign out, go to login. */
  readonly handleUnauthorized = (): void => {
    if (this.state.token === null && this.state.status === 'unauthenticated') return;
    this.rememberRedirect(this.deps.currentPath());
    this.clear();
    this.deps.goToLogin();
  };

  /** The renewal trigger: renews now, unless impersonating. */
  async renew(): Promise<void> {
    if (this.state.isImpersonating) return;
    try {
      const { refreshToken } = this.state;
      if (refreshToken === null) throw new Error('Refresh with an empty refresh token');
      this.storeTokens(await this.deps.api.refresh(refreshToken));
    } catch (error) {
      this.deps.logError('Token renewal failed', error);
      this.clear();
      this.deps.goToLogin();
    }
  }

  /**
   * The 300 s tick. Only a signed-in session with a refresh token renews: a guest has none and
   * keeps its token until it expires, rather than being sent to login every five minutes.
   */
  private async renewOnSchedule(): Promise<void> {
    if (this.state.status !== 'authenticated' || this.state.isGuest) return;
    await this.renew();
  }

  /** Super-login: keeps the own token as the original, swaps in the user's, reloads the user. */
  async impersonate(userId: string): Promise<void> {
    const impersonatedToken = await this.deps.api.impersonate(userId);
    const originalToken = this.state.originalToken ?? this.state.token;
    this.update({
      originalToken,
      isImpersonating: originalToken !== null,
      token: impersonatedToken,
    });
    this.persist();
    await this.loadUser();
  }

  /** « Revenir à mon compte »: restores the original token and forgets it. */
  async stopImpersonating(): Promise<void> {
    const { originalToken } = this.state;
    if (originalToken === null) return;
    this.update({ token: originalToken, originalToken: null, isImpersonating: false });
    this.persist();
    await this.loadUser();
  }

  /** Reads the current user again (after the profile changed). */
  async reloadUser(): Promise<void> {
    if (this.state.token !== null) await this.loadUser();
  }

  rememberRedirect(path: string): void {
    writeStored(this.deps.storage, 'redirectTo', path);
  }

  /** The path saved before going to login, forgotten once read. */
  takeRedirect(): string | null {
    const path = readStored(this.deps.storage, 'redirectTo');
    writeStored(this.deps.storage, 'redirectTo', null);
    return path;
  }

  private async loadUser(): Promise<void> {
    try {
      const user = await this.deps.api.currentUser();
      this.update({ status: 'authenticated', user, isGuest: user.invitedBy !== null });
    } catch (error) {
      if (isUnauthorized(error)) {
        this.handleUnauthorized();
        return;
      }
      this.deps.logError('Loading the current user failed', error);
      this.update({ status: 'unauthenticated', user: null, isGuest: false });
      throw error;
    }
  }

  private storeTokens(tokens: { token: string; refreshToken: string }): void {
    this.update({ token: tokens.token, refreshToken: tokens.refreshToken });
    this.persist();
  }

  /** Token cleared: unauthenticated, session data cleared (spec section 4). */
  private clear(): void {
    this.update({
      status: 'unauthenticated',
      user: null,
      token: null,
      refreshToken: null,
      originalToken: null,
      isImpersonating: false,
      isGuest: false,
    });
    this.persist();
  }

  private persist(): void {
    const { storage } = this.deps;
    writeStored(storage, 'token', this.state.token);
    writeStored(storage, 'refreshToken', this.state.refreshToken);
    writeStored(storage, 'originalToken', this.state.originalToken);
  }

  private update(changes: Partial<SessionState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
