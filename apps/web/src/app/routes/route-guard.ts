import { defineAbilityFor } from '@chaussee/permissions';
import { data, redirect, type LoaderFunctionArgs } from 'react-router';
import type { RuntimeConfig } from '../../shared/runtime-config/runtime-config.js';
import type { SessionStore } from '../../shared/session/session-store.js';
import { sessionUserOrAnonymous } from '../../shared/session/session-user.js';
import { resolveRoute } from './resolve-route.js';

export interface GuardDependencies {
  session: SessionStore;
  readRuntimeConfig: () => Promise<RuntimeConfig | null>;
}

/**
 * The loader of every route: waits for the session to leave `pending` (startup renewal included),
 * reads the maintenance flag, then renders, redirects, or answers 404 or 403 (the « not allowed »
 * page) as resolveRoute decides.
 */
export function createRouteGuard({ session, readRuntimeConfig }: GuardDependencies) {
  return async function guard({ request }: LoaderFunctionArgs): Promise<Response | null> {
    const [, config] = await Promise.all([session.start(), readRuntimeConfig()]);
    const { status, user } = session.getState();
    const decision = resolveRoute(new URL(request.url), {
      isAuthenticated: status === 'authenticated',
      guestCampaign: user?.invitedBy ? user.campaign : null,
      isMaintenanceOn: config?.maintenance ?? false,
      ability: defineAbilityFor(sessionUserOrAnonymous(user)),
    });
    if (decision.kind === 'redirect') {
      if (decision.remember !== undefined) session.rememberRedirect(decision.remember);
      return redirect(decision.to);
    }
    if (decision.kind !== 'render') {
      const statusText = decision.kind === 'forbidden' ? 'Forbidden' : 'Not Found';
      // react-router shows a thrown route answer in the error boundary, with its status.
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw data(decision.message, { status: decision.status, statusText });
    }
    return null;
  };
}
