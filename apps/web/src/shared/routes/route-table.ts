import type { Action, CampaignType, SubjectName } from '@chaussee/permissions';
import {
  archivedSegment,
  coringTabParam,
  nonEmptyParam,
  nonEmptyQuery,
  uuidParam,
  type ParamCheck,
} from './route-params.js';

export type Layout = 'default' | 'headless';

/**
 * The auth rule of spec section 2: `true` needs sign-in, `false` or absent is public; the object
 * form limits a route to anonymous users and names where each kind of visitor is sent instead.
 */
type AuthRule =
  | boolean
  | {
      unauthenticatedOnly: boolean;
      /** Where a signed-in user goes from an anonymous-only route (the root by default). */
      authenticatedTarget?: string;
      /** Where an anonymous user goes from a route needing sign-in (login by default). */
      unauthenticatedTarget?: string;
    };

/** A right of spec section 6, asked of packages/permissions (the API refuses on the same one). */
interface RouteRight {
  action: Action;
  subject: SubjectName;
}

export interface RouteDefinition {
  name: string;
  /** react-router path pattern (`:id`, `:archived?`). */
  path: string;
  layout: Layout;
  auth?: AuthRule;
  /** Every check must pass, or the page is not found (404). */
  checks?: readonly ParamCheck[];
  /** The right a signed-in visitor needs besides, or the page is not allowed (403). */
  right?: RouteRight;
  /** Routes that only send the visitor elsewhere. */
  redirectTo?: string;
  /**
   * What a guest session may open (a share link promises its campaign's read-only dashboard and
   * map, never a staff screen): `{ campaignType }`, a guest screen of that type of campaign, for the
   * guest's own campaign id only; `'open'`, a page about no campaign. Absent: a guest is sent to
   * its guest dashboard instead.
   */
  guest?: GuestAccess;
}

type GuestAccess = { campaignType: CampaignType } | 'open';

const uuid = [uuidParam('id')];

/** Spec section 2, row by row, in its order. */
export const NAMED_ROUTES: readonly RouteDefinition[] = [
  {
    name: 'login',
    path: '/login',
    layout: 'headless',
    auth: { unauthenticatedOnly: true, authenticatedTarget: '/workspaces' },
  },
  { name: 'profile', path: '/profile', layout: 'default', auth: true },
  { name: 'download', path: '/download', layout: 'default', auth: false, guest: 'open' },
  { name: 'versions', path: '/versions', layout: 'default', auth: true },
  { name: 'share-link', path: '/share-link', layout: 'headless', auth: false, guest: 'open' },
  { name: 'statistics', path: '/statistics', layout: 'default', auth: true },
  { name: 'maintenance', path: '/maintenance', layout: 'headless', guest: 'open' },
  // Spec: « sign-in needed »; the page lists every user, so it also needs the right to act as one
  // (SUPER_ADMIN), like its API (GET /super-login/users, POST /users/{id}/super-login).
  {
    name: 'super-login',
    path: '/super-login',
    layout: 'default',
    auth: true,
    right: { action: 'impersonate', subject: 'User' },
  },
  {
    name: 'workspace',
    path: '/project/:id',
    layout: 'default',
    auth: true,
    checks: [nonEmptyParam('id')],
  },
  {
    name: 'password-edit',
    path: '/password-edit',
    layout: 'headless',
    auth: { unauthenticatedOnly: true },
    checks: [nonEmptyQuery('token')],
  },
  {
    name: 'legal-statement',
    path: '/legal-statement',
    layout: 'default',
    auth: true,
    guest: 'open',
  },
  { name: 'campaign-files', path: '/campaign/:id/files', layout: 'default', checks: uuid },
  {
    name: 'campaign-administration',
    path: '/admin/campaigns/:id',
    layout: 'default',
    auth: true,
    checks: uuid,
  },
  {
    name: 'manage-campaign',
    path: '/campaign/:id/manage',
    layout: 'default',
    auth: true,
    checks: uuid,
  },
  { name: 'campaigns-files-list', path: '/campaigns-files-list', layout: 'default', auth: true },
  {
    name: 'coring-macro-campaigns',
    path: '/coring-macro-campaigns',
    layout: 'default',
    auth: true,
  },
  {
    name: 'workspaces',
    path: '/workspaces/:archived?',
    layout: 'default',
    auth: true,
    checks: [archivedSegment],
  },
  {
    name: 'organization-administration',
    path: '/admin/organizations/:id',
    layout: 'default',
    auth: true,
    checks: uuid,
  },
  {
    name: 'organizations-administration',
    path: '/admin/organizations',
    layout: 'default',
    auth: true,
  },
  // Not a screen of the spec: the search of the audit trail (issue 27), SUPER_ADMIN only, like
  // its API (GET /audit-events).
  {
    name: 'audit-trail',
    path: '/admin/audit',
    layout: 'default',
    auth: true,
    right: { action: 'search', subject: 'AuditTrail' },
  },
  // Not in the spec (issue 27): the bin of deleted items, the super administrator's, like its API
  // (GET /bin, POST /bin/{kind}/{id}/restore).
  {
    name: 'bin',
    path: '/admin/bin',
    layout: 'default',
    auth: true,
    right: { action: 'manage', subject: 'Bin' },
  },
  { name: 'coring-campaign-map', path: '/coring-campaign/:id/map', layout: 'default', auth: true },
  {
    name: 'campaign-deliverables',
    path: '/campaign/:id/deliverables',
    layout: 'default',
    auth: true,
    checks: uuid,
  },
  {
    name: 'coring-campaign',
    path: '/coring-campaign/:id',
    layout: 'default',
    auth: true,
    checks: uuid,
  },
  {
    name: 'auscultation-campaign-map',
    path: '/auscultation-campaign/:id/map',
    layout: 'default',
    checks: uuid,
  },
  {
    name: 'coring-campaign-dashboard',
    path: '/coring-campaign/:id/:tab',
    layout: 'default',
    auth: true,
    checks: [uuidParam('id'), coringTabParam],
  },
  {
    name: 'coring-campaign-prestations',
    path: '/coring-campaign/:id/prestations',
    layout: 'default',
    auth: true,
    checks: uuid,
  },
  {
    name: 'auscultation-campaign-dashboard',
    path: '/auscultation-campaign/:id/dashboard',
    layout: 'default',
    checks: uuid,
  },
  { name: 'index', path: '/', layout: 'default', auth: true, redirectTo: '/workspaces' },
];

/** The guest dashboard route of a campaign type: `{campaign type}-campaign-dashboard-guest`. */
function guestDashboardRouteName(type: CampaignType): string {
  return `${type}-campaign-dashboard-guest`;
}

/**
 * Guest routes (UUID id, no sign-in). The macro campaign's guest dashboard is the macro campaign
 * page, so that every campaign type has its `{type}-campaign-dashboard-guest` route. The macro
 * project page is not a guest's: its id is a project's, and a guest knows only its campaign.
 */
export const GUEST_ROUTES: readonly RouteDefinition[] = [
  {
    name: guestDashboardRouteName('coring'),
    path: '/guests/coring-campaign/:id/dashboard',
    layout: 'default',
    checks: uuid,
    guest: { campaignType: 'coring' },
  },
  {
    name: 'coring-campaign-map-guest',
    path: '/guests/coring-campaign/:id/map',
    layout: 'default',
    checks: uuid,
    guest: { campaignType: 'coring' },
  },
  {
    name: guestDashboardRouteName('macro'),
    path: '/coring-macro-campaigns/:id',
    layout: 'default',
    checks: uuid,
    guest: { campaignType: 'macro' },
  },
  {
    name: 'coring-macro-project-guest',
    path: '/coring-macro-project/:id',
    layout: 'default',
    checks: uuid,
  },
  {
    name: guestDashboardRouteName('auscultation'),
    path: '/guests/auscultation-campaign/:id/dashboard',
    layout: 'default',
    checks: uuid,
    guest: { campaignType: 'auscultation' },
  },
];

export const ROUTES: readonly RouteDefinition[] = [...NAMED_ROUTES, ...GUEST_ROUTES];

/** The path of a named route with its parameters filled in. */
export function pathOf(name: string, params: Readonly<Record<string, string>> = {}): string {
  const route = ROUTES.find((candidate) => candidate.name === name);
  if (!route) throw new Error(`Unknown route: ${name}`);
  return route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment;
      const key = segment.replace(/^:/u, '').replace(/\?$/u, '');
      return params[key] ?? '';
    })
    .join('/')
    .replace(/(.)\/$/u, '$1');
}

export function guestDashboardPath(campaign: { id: string; type: CampaignType }): string {
  return pathOf(guestDashboardRouteName(campaign.type), { id: campaign.id });
}
