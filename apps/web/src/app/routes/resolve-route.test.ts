import { defineAbilityFor, type Job, type Role } from '@chaussee/permissions';
import { describe, expect, it } from 'vitest';
import { resolveRoute, type NavigationContext, type RouteDecision } from './resolve-route.js';
import { NAMED_ROUTES, GUEST_ROUTES } from '../../shared/routes/route-table.js';

const U = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6';
const anonymous: NavigationContext = {
  isAuthenticated: false,
  guestCampaign: null,
  isMaintenanceOn: false,
  ability: defineAbilityFor({ id: 'anonymous', roles: [], job: null }),
};
/** A super administrator, who holds every right a route may ask: only the auth rules decide. */
const signedIn: NavigationContext = {
  isAuthenticated: true,
  guestCampaign: null,
  isMaintenanceOn: false,
  ability: defineAbilityFor({ id: 'super-admin', roles: ['ROLE_SUPER_ADMIN'], job: null }),
};
const guest: NavigationContext = {
  isAuthenticated: true,
  guestCampaign: { id: U, type: 'coring' },
  isMaintenanceOn: false,
  ability: defineAbilityFor({
    id: 'guest',
    roles: ['ROLE_READ_ONLY'],
    job: null,
    invitedBy: 'client-principal',
    campaign: { id: U, type: 'coring' },
  }),
};

function signedInAs(roles: Role[], job: Job | null): NavigationContext {
  return { ...signedIn, ability: defineAbilityFor({ id: 'someone', roles, job }) };
}

function summary(decision: RouteDecision): string {
  if (decision.kind === 'render') return `render ${decision.route.name}`;
  if (decision.kind === 'redirect')
    return `-> ${decision.to}${decision.remember ? ` (remember ${decision.remember})` : ''}`;
  return `${decision.status} ${decision.message}`;
}

function resolve(url: string, context: NavigationContext): string {
  const parsed = new URL(url, 'http://chaussee.test');
  return summary(resolveRoute(parsed, context));
}

// Every route of spec section 2 and every guest route: a valid URL, what an anonymous visitor
// gets and what a signed-in user gets. Written out, not computed from the table.
const rows: readonly (readonly [name: string, url: string, anonymous: string, signedIn: string])[] =
  [
    ['login', '/login', 'render login', '-> /workspaces'],
    ['profile', '/profile', '-> /login (remember /profile)', 'render profile'],
    ['download', '/download?token=abc', 'render download', 'render download'],
    ['versions', '/versions', '-> /login (remember /versions)', 'render versions'],
    ['share-link', '/share-link?token=abc', 'render share-link', '-> /workspaces'],
    ['statistics', '/statistics', '-> /login (remember /statistics)', 'render statistics'],
    ['maintenance', '/maintenance', '-> /workspaces', '-> /workspaces'],
    ['super-login', '/super-login', '-> /login (remember /super-login)', 'render super-login'],
    ['workspace', '/project/42', '-> /login (remember /project/42)', 'render workspace'],
    ['password-edit', '/password-edit?token=t0k', 'render password-edit', '-> /'],
    [
      'legal-statement',
      '/legal-statement',
      '-> /login (remember /legal-statement)',
      'render legal-statement',
    ],
    ['campaign-files', `/campaign/${U}/files`, 'render campaign-files', 'render campaign-files'],
    [
      'campaign-administration',
      `/admin/campaigns/${U}`,
      `-> /login (remember /admin/campaigns/${U})`,
      'render campaign-administration',
    ],
    [
      'manage-campaign',
      `/campaign/${U}/manage`,
      `-> /login (remember /campaign/${U}/manage)`,
      'render manage-campaign',
    ],
    [
      'campaigns-files-list',
      '/campaigns-files-list',
      '-> /login (remember /campaigns-files-list)',
      'render campaigns-files-list',
    ],
    [
      'coring-macro-campaigns',
      '/coring-macro-campaigns',
      '-> /login (remember /coring-macro-campaigns)',
      'render coring-macro-campaigns',
    ],
    ['workspaces', '/workspaces', '-> /login (remember /workspaces)', 'render workspaces'],
    [
      'organization-administration',
      `/admin/organizations/${U}`,
      `-> /login (remember /admin/organizations/${U})`,
      'render organization-administration',
    ],
    [
      'organizations-administration',
      '/admin/organizations',
      '-> /login (remember /admin/organizations)',
      'render organizations-administration',
    ],
    ['audit-trail', '/admin/audit', '-> /login (remember /admin/audit)', 'render audit-trail'],
    ['bin', '/admin/bin', '-> /login (remember /admin/bin)', 'render bin'],
    [
      'coring-campaign-map',
      '/coring-campaign/7/map',
      '-> /login (remember /coring-campaign/7/map)',
      'render coring-campaign-map',
    ],
    [
      'campaign-deliverables',
      `/campaign/${U}/deliverables`,
      `-> /login (remember /campaign/${U}/deliverables)`,
      'render campaign-deliverables',
    ],
    [
      'coring-campaign',
      `/coring-campaign/${U}`,
      `-> /login (remember /coring-campaign/${U})`,
      'render coring-campaign',
    ],
    [
      'auscultation-campaign-map',
      `/auscultation-campaign/${U}/map`,
      'render auscultation-campaign-map',
      'render auscultation-campaign-map',
    ],
    [
      'coring-campaign-dashboard',
      `/coring-campaign/${U}/dashboard`,
      `-> /login (remember /coring-campaign/${U}/dashboard)`,
      'render coring-campaign-dashboard',
    ],
    [
      'coring-campaign-prestations',
      `/coring-campaign/${U}/prestations`,
      `-> /login (remember /coring-campaign/${U}/prestations)`,
      'render coring-campaign-prestations',
    ],
    [
      'auscultation-campaign-dashboard',
      `/auscultation-campaign/${U}/dashboard`,
      'render auscultation-campaign-dashboard',
      'render auscultation-campaign-dashboard',
    ],
    ['index', '/', '-> /login (remember /)', '-> /workspaces'],
    [
      'coring-campaign-dashboard-guest',
      `/guests/coring-campaign/${U}/dashboard`,
      'render coring-campaign-dashboard-guest',
      'render coring-campaign-dashboard-guest',
    ],
    [
      'coring-campaign-map-guest',
      `/guests/coring-campaign/${U}/map`,
      'render coring-campaign-map-guest',
      'render coring-campaign-map-guest',
    ],
    [
      'macro-campaign-dashboard-guest',
      `/coring-macro-campaigns/${U}`,
      'render macro-campaign-dashboard-guest',
      'render macro-campaign-dashboard-guest',
    ],
    [
      'coring-macro-project-guest',
      `/coring-macro-project/${U}`,
      'render coring-macro-project-guest',
      'render coring-macro-project-guest',
    ],
    [
      'auscultation-campaign-dashboard-guest',
      `/guests/auscultation-campaign/${U}/dashboard`,
      'render auscultation-campaign-dashboard-guest',
      'render auscultation-campaign-dashboard-guest',
    ],
  ];

describe('every route of spec section 2 resolves with its rule', () => {
  it('has one row per route of the table, no more, no less', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(
      [...NAMED_ROUTES, ...GUEST_ROUTES].map((route) => route.name).sort(),
    );
  });

  it.each(rows)('%s (%s): anonymous %s, signed in %s', (_name, url, forAnonymous, forSignedIn) => {
    expect(resolve(url, anonymous)).toBe(forAnonymous);
    expect(resolve(url, signedIn)).toBe(forSignedIn);
  });
});

describe('parameter checks give Page Not Found with status 404', () => {
  it.each([
    [
      'a malformed UUID',
      '/coring-campaign/not-a-uuid',
      '404 Page Not Found: /coring-campaign/not-a-uuid',
    ],
    [
      'a UUID one digit short',
      `/campaign/${U.slice(1)}/files`,
      `404 Page Not Found: /campaign/${U.slice(1)}/files`,
    ],
    [
      'an unknown dashboard tab',
      `/coring-campaign/${U}/charts`,
      `404 Page Not Found: /coring-campaign/${U}/charts`,
    ],
    [
      'a workspaces segment other than archived',
      '/workspaces/other',
      '404 Page Not Found: /workspaces/other',
    ],
    ['password-edit without token', '/password-edit', '404 Page Not Found: /password-edit'],
    [
      'password-edit with an empty token',
      '/password-edit?token=',
      '404 Page Not Found: /password-edit',
    ],
    ['an unknown path', '/nowhere', '404 Page Not Found: /nowhere'],
  ])('%s', (_case, url, expected) => {
    expect(resolve(url, signedIn)).toBe(expected);
  });

  it.each([
    ['the all-zero UUID', '00000000-0000-0000-0000-000000000000'],
    ['the all-ones UUID', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
    ['an upper-case UUID', U.toUpperCase()],
  ])('accepts %s', (_case, id) => {
    expect(resolve(`/coring-campaign/${id}`, signedIn)).toBe('render coring-campaign');
  });

  it.each([['structural-synoptic'], ['analyses-synoptic']])('accepts the %s tab', (tab) => {
    expect(resolve(`/coring-campaign/${U}/${tab}`, signedIn)).toBe(
      'render coring-campaign-dashboard',
    );
  });

  it('accepts /workspaces/archived as the same route', () => {
    expect(resolve('/workspaces/archived', signedIn)).toBe('render workspaces');
  });
});

describe('auth rules', () => {
  it('remembers the query too, to come back to the exact page after sign-in', () => {
    expect(resolve('/workspaces/archived?page=2', anonymous)).toBe(
      '-> /login (remember /workspaces/archived?page=2)',
    );
  });

  it('checks parameters before sign-in: an anonymous visitor to an invalid UUID sees the 404', () => {
    expect(resolve('/coring-campaign/zzz', anonymous)).toBe(
      '404 Page Not Found: /coring-campaign/zzz',
    );
  });
});

describe('routes that need a right', () => {
  const notAllowed = "403 Vous n'avez pas les droits nécessaires pour cette action.";

  it.each([
    ['an engineer (NEXTROAD_USER)', signedInAs(['ROLE_NEXTROAD_USER'], 'engineer')],
    ['the office administrator', signedInAs(['ROLE_NEXTROAD_ADMIN'], 'engineer')],
    ['an administrator', signedInAs(['ROLE_ADMIN'], null)],
    ['a main customer', signedInAs(['ROLE_CUSTOMER_MAIN'], null)],
  ])('gives %s the « not allowed » page for /super-login and the bin', (_who, context) => {
    expect(resolve('/super-login', context)).toBe(notAllowed);
    expect(resolve('/admin/bin', context)).toBe(notAllowed);
  });

  it('sends a guest to its own dashboard, as from every staff screen (guest-boundary.ts)', () => {
    expect(resolve('/super-login', guest)).toBe(`-> /guests/coring-campaign/${U}/dashboard`);
  });

  it.each([
    ['an engineer (NEXTROAD_USER)', signedInAs(['ROLE_NEXTROAD_USER'], 'engineer')],
    ['an administrator', signedInAs(['ROLE_ADMIN'], null)],
    ['a main customer', signedInAs(['ROLE_CUSTOMER_MAIN'], null)],
  ])('gives %s the « not allowed » page for the audit trail (/admin/audit)', (_who, context) => {
    expect(resolve('/admin/audit', context)).toBe(notAllowed);
  });

  it('renders /super-login for a super administrator and sends an anonymous visitor to login', () => {
    expect(resolve('/super-login', signedIn)).toBe('render super-login');
    expect(resolve('/super-login', anonymous)).toBe('-> /login (remember /super-login)');
  });
});

describe('share link', () => {
  it('sends an anonymous visitor without token to login, telling that the link is not valid', () => {
    expect(resolve('/share-link', anonymous)).toBe('-> /login?lien=invalide');
    expect(resolve('/share-link?token=', anonymous)).toBe('-> /login?lien=invalide');
  });

  it('sends a signed-in user without token to workspaces', () => {
    expect(resolve('/share-link', signedIn)).toBe('-> /workspaces');
  });

  it('sends a guest already signed in to its guest dashboard', () => {
    expect(resolve('/share-link?token=abc', guest)).toBe(
      `-> /guests/coring-campaign/${U}/dashboard`,
    );
    expect(resolve('/share-link', guest)).toBe(`-> /guests/coring-campaign/${U}/dashboard`);
  });

  it('sends a macro campaign guest to the macro campaign page', () => {
    const macroGuest = { ...guest, guestCampaign: { id: U, type: 'macro' as const } };
    expect(resolve('/share-link', macroGuest)).toBe(`-> /coring-macro-campaigns/${U}`);
  });
});

describe('maintenance', () => {
  const duringMaintenance = { ...signedIn, isMaintenanceOn: true };

  it.each([['/workspaces'], ['/login'], ['/profile'], ['/nowhere'], [`/coring-campaign/${U}`]])(
    'sends %s to maintenance while the flag is on',
    (url) => {
      expect(resolve(url, duringMaintenance)).toBe('-> /maintenance');
      expect(resolve(url, { ...anonymous, isMaintenanceOn: true })).toBe('-> /maintenance');
    },
  );

  it('shows the maintenance page while the flag is on', () => {
    expect(resolve('/maintenance', duringMaintenance)).toBe('render maintenance');
  });
});
