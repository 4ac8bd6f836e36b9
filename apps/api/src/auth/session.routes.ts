import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { GuestService } from './guest.service.js';
import type { ImpersonationService } from './impersonation.service.js';
import type { SessionService } from './session.service.js';

export interface SessionRoutesDeps {
  session: SessionService;
  guests: GuestService;
  impersonation: ImpersonationService;
}

/** The contract's Session tag: sign-in, current user, refresh, guest sign-in, super-login. */
export function sessionRoutes({ session, guests, impersonation }: SessionRoutesDeps): RouteModule {
  return {
    // The client address keys the rate limit (behind a proxy, with TRUST_PROXY, the forwarded one).
    signIn: async ({ body, ip }) => ({ status: 200, body: await session.signIn(body, ip) }),

    getCurrentUser: async (input) => ({
      status: 200,
      body: await session.currentUser(requirePrincipal(input)),
    }),

    refreshSession: async ({ body }) => ({
      status: 200,
      body: await session.refresh(body.refresh_token),
    }),

    signInGuest: async ({ body }) => ({ status: 200, body: await guests.signInGuest(body.token) }),

    impersonateUser: async (input) => ({
      status: 200,
      body: await impersonation.impersonate(requirePrincipal(input), input.params.id),
    }),
  };
}
