import type { AppAbility, CampaignType } from '@chaussee/permissions';
import { problemMessages } from '@chaussee/validation';
import { matchRoutes } from 'react-router';
import {
  guestDashboardPath,
  ROUTES,
  type RouteDefinition,
} from '../../shared/routes/route-table.js';
import { guestMayOpen } from './guest-boundary.js';
import { SHARE_LINK_REFUSED_PATH } from '../../shared/routes/share-link-notice.js';

/** What the guards need to know about the visitor and the platform. */
export interface NavigationContext {
  isAuthenticated: boolean;
  /** The one campaign of a guest session; null for anyone else. */
  guestCampaign: { id: string; type: CampaignType } | null;
  /** The public maintenance flag of the runtime configuration. */
  isMaintenanceOn: boolean;
  /** The visitor's rights (packages/permissions), for the routes that need one. */
  ability: AppAbility;
}

export type RouteDecision =
  | { kind: 'render'; route: RouteDefinition; params: Readonly<Record<string, string | undefined>> }
  /** `remember` is the path to come back to after sign-in. */
  | { kind: 'redirect'; to: string; remember?: string }
  | { kind: 'not-found'; status: 404; message: string }
  /** A signed-in visitor without the route's right: the « not allowed » page. */
  | { kind: 'forbidden'; status: 403; message: string };

const LOGIN_PATH = '/login';
const WORKSPACES_PATH = '/workspaces';
const MAINTENANCE_PATH = '/maintenance';

const matchable = ROUTES.map((route) => ({ path: route.path, definition: route }));

function notFound(pathname: string): RouteDecision {
  return { kind: 'not-found', status: 404, message: `Page Not Found: ${pathname}` };
}

/** Where a signed-in visitor goes when there is nothing better: a guest to its dashboard. */
function homeOf(context: NavigationContext): string {
  return context.guestCampaign ? guestDashboardPath(context.guestCampaign) : WORKSPACES_PATH;
}

function authDecision(
  route: RouteDefinition,
  context: NavigationContext,
  fullPath: string,
): RouteDecision | null {
  const rule = route.auth;
  if (rule === undefined || rule === false) return null;
  const isAnonymousOnly = rule !== true && rule.unauthenticatedOnly;
  if (isAnonymousOnly) {
    return context.isAuthenticated
      ? { kind: 'redirect', to: rule.authenticatedTarget ?? '/' }
      : null;
  }
  if (context.isAuthenticated) return null;
  const target = rule === true ? LOGIN_PATH : (rule.unauthenticatedTarget ?? LOGIN_PATH);
  return { kind: 'redirect', to: target, remember: fullPath };
}

/**
 * The rules of spec sections 2 and 4 for one URL, in this order: maintenance, unknown path,
 * parameter checks, what a guest may open, auth rule, the route's right, share link, redirect-only
 * routes.
 */
export function resolveRoute(
  url: { pathname: string; search: string },
  context: NavigationContext,
): RouteDecision {
  const { pathname, search } = url;
  const match = matchRoutes(matchable, pathname)?.at(-1);
  const route = match?.route.definition;
  const isMaintenancePage = route?.name === 'maintenance';
  if (context.isMaintenanceOn && !isMaintenancePage)
    return { kind: 'redirect', to: MAINTENANCE_PATH };
  if (!context.isMaintenanceOn && isMaintenancePage)
    return { kind: 'redirect', to: WORKSPACES_PATH };
  if (!match || !route) return notFound(pathname);

  const query = new URLSearchParams(search);
  const params = match.params;
  if (route.checks?.some((check) => !check(params, query))) return notFound(pathname);

  const { guestCampaign } = context;
  if (guestCampaign && !guestMayOpen(route, params, guestCampaign)) {
    return { kind: 'redirect', to: guestDashboardPath(guestCampaign) };
  }

  const auth = authDecision(route, context, `${pathname}${search}`);
  if (auth) return auth;
  const right = route.right;
  if (right && !context.ability.can(right.action, right.subject)) {
    return { kind: 'forbidden', status: 403, message: problemMessages.forbidden };
  }

  if (route.name === 'share-link') {
    if (context.isAuthenticated) return { kind: 'redirect', to: homeOf(context) };
    // Spec section 2 sends a token-less visitor to workspaces, hence login when anonymous: login
    // says why, as for a refused token (issue 18).
    if (!query.get('token')) return { kind: 'redirect', to: SHARE_LINK_REFUSED_PATH };
  }
  if (route.redirectTo !== undefined) return { kind: 'redirect', to: route.redirectTo };
  return { kind: 'render', route, params };
}
