import { defineAbilityFor } from '@chaussee/permissions';
import { describe, expect, it } from 'vitest';
import { GUEST_ROUTES, NAMED_ROUTES } from '../../shared/routes/route-table.js';
import { resolveRoute, type NavigationContext, type RouteDecision } from './resolve-route.js';

/** The guest's own campaign, and another one. */
const OWN = '6f1c2b7e-3a4d-4c5e-9f60-718293a4b5c6';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const OWN_DASHBOARD = `/guests/coring-campaign/${OWN}/dashboard`;
const guestOf = (type: 'coring' | 'auscultation' | 'macro'): NavigationContext => ({
  isAuthenticated: true,
  guestCampaign: { id: OWN, type },
  isMaintenanceOn: false,
  ability: defineAbilityFor({ id: 'guest', roles: [], job: null, invitedBy: 'someone' }),
});

function resolve(url: string, context: NavigationContext): string {
  const decision: RouteDecision = resolveRoute(new URL(url, 'http://chaussee.test'), context);
  if (decision.kind === 'render') return `render ${decision.route.name}`;
  if (decision.kind === 'redirect') return `-> ${decision.to}`;
  return `${String(decision.status)} ${decision.message}`;
}

// Every route, opened by the guest of a coring campaign: the guest screens of its campaign and the
// pages about no campaign render; every staff screen sends it to its guest dashboard. Written out.
const rows: readonly (readonly [name: string, url: string, guest: string])[] = [
  ['login', '/login', `-> ${OWN_DASHBOARD}`],
  ['profile', '/profile', `-> ${OWN_DASHBOARD}`],
  ['download', '/download?token=abc', 'render download'],
  ['versions', '/versions', `-> ${OWN_DASHBOARD}`],
  ['share-link', '/share-link?token=abc', `-> ${OWN_DASHBOARD}`],
  ['statistics', '/statistics', `-> ${OWN_DASHBOARD}`],
  ['maintenance', '/maintenance', '-> /workspaces'],
  ['super-login', '/super-login', `-> ${OWN_DASHBOARD}`],
  ['workspace', '/project/42', `-> ${OWN_DASHBOARD}`],
  ['password-edit', '/password-edit?token=t0k', `-> ${OWN_DASHBOARD}`],
  ['legal-statement', '/legal-statement', 'render legal-statement'],
  ['campaign-files', `/campaign/${OWN}/files`, `-> ${OWN_DASHBOARD}`],
  ['campaign-administration', `/admin/campaigns/${OWN}`, `-> ${OWN_DASHBOARD}`],
  ['manage-campaign', `/campaign/${OWN}/manage`, `-> ${OWN_DASHBOARD}`],
  ['campaigns-files-list', '/campaigns-files-list', `-> ${OWN_DASHBOARD}`],
  ['coring-macro-campaigns', '/coring-macro-campaigns', `-> ${OWN_DASHBOARD}`],
  ['workspaces', '/workspaces', `-> ${OWN_DASHBOARD}`],
  ['organization-administration', `/admin/organizations/${OWN}`, `-> ${OWN_DASHBOARD}`],
  ['organizations-administration', '/admin/organizations', `-> ${OWN_DASHBOARD}`],
  ['audit-trail', '/admin/audit', `-> ${OWN_DASHBOARD}`],
  ['bin', '/admin/bin', `-> ${OWN_DASHBOARD}`],
  ['coring-campaign-map', `/coring-campaign/${OWN}/map`, `-> ${OWN_DASHBOARD}`],
  ['campaign-deliverables', `/campaign/${OWN}/deliverables`, `-> ${OWN_DASHBOARD}`],
  ['coring-campaign', `/coring-campaign/${OWN}`, `-> ${OWN_DASHBOARD}`],
  ['auscultation-campaign-map', `/auscultation-campaign/${OWN}/map`, `-> ${OWN_DASHBOARD}`],
  ['coring-campaign-dashboard', `/coring-campaign/${OWN}/dashboard`, `-> ${OWN_DASHBOARD}`],
  ['coring-campaign-prestations', `/coring-campaign/${OWN}/prestations`, `-> ${OWN_DASHBOARD}`],
  [
    'auscultation-campaign-dashboard',
    `/auscultation-campaign/${OWN}/dashboard`,
    `-> ${OWN_DASHBOARD}`,
  ],
  ['index', '/', `-> ${OWN_DASHBOARD}`],
  ['coring-campaign-dashboard-guest', OWN_DASHBOARD, 'render coring-campaign-dashboard-guest'],
  [
    'coring-campaign-map-guest',
    `/guests/coring-campaign/${OWN}/map`,
    'render coring-campaign-map-guest',
  ],
  ['macro-campaign-dashboard-guest', `/coring-macro-campaigns/${OWN}`, `-> ${OWN_DASHBOARD}`],
  ['coring-macro-project-guest', `/coring-macro-project/${OWN}`, `-> ${OWN_DASHBOARD}`],
  [
    'auscultation-campaign-dashboard-guest',
    `/guests/auscultation-campaign/${OWN}/dashboard`,
    `-> ${OWN_DASHBOARD}`,
  ],
];

describe('a guest session never reaches a staff screen', () => {
  it('has one row per route of the table', () => {
    expect(rows.map(([name]) => name).sort()).toEqual(
      [...NAMED_ROUTES, ...GUEST_ROUTES].map((route) => route.name).sort(),
    );
  });

  it.each(rows)('%s (%s): %s', (_name, url, expected) => {
    expect(resolve(url, guestOf('coring'))).toBe(expected);
  });

  it('opens the guest screens of its own campaign only, not those of another campaign', () => {
    expect(resolve(`/guests/coring-campaign/${OTHER}/dashboard`, guestOf('coring'))).toBe(
      `-> ${OWN_DASHBOARD}`,
    );
    expect(resolve(`/guests/coring-campaign/${OTHER}/map`, guestOf('coring'))).toBe(
      `-> ${OWN_DASHBOARD}`,
    );
    expect(resolve(`/coring-campaign/${OTHER}`, guestOf('coring'))).toBe(`-> ${OWN_DASHBOARD}`);
    expect(resolve(`/guests/coring-campaign/${OWN.toUpperCase()}/map`, guestOf('coring'))).toBe(
      'render coring-campaign-map-guest',
    );
  });

  it('opens the guest screens of its campaign type only', () => {
    const auscultation = `/guests/auscultation-campaign/${OWN}/dashboard`;
    expect(resolve(auscultation, guestOf('auscultation'))).toBe(
      'render auscultation-campaign-dashboard-guest',
    );
    expect(resolve(`/guests/coring-campaign/${OWN}/map`, guestOf('auscultation'))).toBe(
      `-> ${auscultation}`,
    );
    expect(resolve(`/auscultation-campaign/${OWN}/map`, guestOf('auscultation'))).toBe(
      `-> ${auscultation}`,
    );
    expect(resolve(`/coring-macro-campaigns/${OWN}`, guestOf('macro'))).toBe(
      'render macro-campaign-dashboard-guest',
    );
    expect(resolve(`/coring-macro-project/${OWN}`, guestOf('macro'))).toBe(
      `-> /coring-macro-campaigns/${OWN}`,
    );
  });

  it('still answers Page Not Found for a malformed address, and maintenance first', () => {
    expect(resolve('/coring-campaign/not-a-uuid', guestOf('coring'))).toBe(
      '404 Page Not Found: /coring-campaign/not-a-uuid',
    );
    expect(
      resolve(`/coring-campaign/${OWN}`, { ...guestOf('coring'), isMaintenanceOn: true }),
    ).toBe('-> /maintenance');
  });
});
