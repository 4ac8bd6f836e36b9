import { ApiError } from '@chaussee/sdk';
import type { CurrentUser, SessionApi } from '../session-api.js';

export const adminUser: CurrentUser = {
  id: '11111111-1111-4111-8111-111111111111',
  email: 'super-admin@demo.chaussee.fr',
  firstName: 'Sandrine',
  lastName: 'Admin',
  job: null,
  roles: ['ROLE_SUPER_ADMIN'],
  profilePicturePath: null,
  organization: null,
  sites: [],
  invitedBy: null,
  campaign: null,
};

export const impersonatedUser: CurrentUser = {
  ...adminUser,
  id: '22222222-2222-4222-8222-222222222222',
  email: 'client@demo.chaussee.fr',
  roles: ['ROLE_CUSTOMER_MAIN'],
};

export const guestUser: CurrentUser = {
  ...adminUser,
  id: '33333333-3333-4333-8333-333333333333',
  roles: ['ROLE_READ_ONLY'],
  invitedBy: { ...adminUser, id: '44444444-4444-4444-8444-444444444444' },
  campaign: { id: '55555555-5555-4555-8555-555555555555', type: 'coring' },
};

function unauthorized(): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    code: 'unauthorized',
  });
}

function tokenExpired(): ApiError {
  return new ApiError({
    type: 'about:blank',
    title: 'Unauthorized',
    status: 401,
    code: 'token_expired',
    detail: 'The token has expired',
  });
}

/**
 * A SessionApi whose answers the test sets: users by token, tokens handed out in order. Every call
 * is recorded so that a test can tell what reached the server.
 */
export class FakeSessionApi implements SessionApi {
  readonly calls: string[] = [];
  usersByToken = new Map<string, CurrentUser>();
  issued: { token: string; refreshToken: string }[] = [];
  refreshFails = false;
  impersonationToken = 'impersonated-token';
  guestToken = 'guest-token';
  /** Share tokens the server refuses (unknown, revoked or expired), as it does: 401. */
  refusedShareTokens = new Set<string>();

  constructor(private readonly tokenOfRequest: () => string | null) {}

  signIn = (credentials: { username: string; password: string }) => {
    this.calls.push(`signIn ${credentials.username}`);
    if (credentials.password !== 'Chaussee2026!') return Promise.reject(unauthorized());
    return Promise.resolve(this.nextTokens());
  };

  refresh = (refreshToken: string) => {
    this.calls.push(`refresh ${refreshToken}`);
    return this.refreshFails ? Promise.reject(unauthorized()) : Promise.resolve(this.nextTokens());
  };

  currentUser = () => {
    const token = this.tokenOfRequest();
    this.calls.push(`currentUser ${token ?? '-'}`);
    const user = token === null ? undefined : this.usersByToken.get(token);
    return user ? Promise.resolve(user) : Promise.reject(unauthorized());
  };

  signInGuest = (shareToken: string) => {
    this.calls.push(`signInGuest ${shareToken}`);
    if (this.refusedShareTokens.has(shareToken)) return Promise.reject(tokenExpired());
    return Promise.resolve(this.guestToken);
  };

  impersonate = (userId: string) => {
    this.calls.push(`impersonate ${userId} with ${this.tokenOfRequest() ?? '-'}`);
    return Promise.resolve(this.impersonationToken);
  };

  private nextTokens() {
    const next = this.issued.shift();
    if (!next) throw new Error('The test issued no more tokens');
    return next;
  }
}
