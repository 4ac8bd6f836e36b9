import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../db/demo/demo-organizations.js';
import type { OperationId } from '../http/operation-handler.js';
import { DEMO_CALLERS, statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import { createUsersRepository } from '../users/users.repository.js';
import {
  startProjectsAuthorizationBed,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { insertMacroCores } from './testing/macro-fixture.js';

/**
 * The authorization table of the macro views (issue 25): the same visibility as every list
 * (src/access), so a refusal comes from the rule of each path: /users/{id} is the user's own or
 * an administrator's; /organizations/{id} needs the organization in the caller's view (404
 * outside); /projects/{id} the workspace's membership (403 not_member). The campaign is in the
 * Isère workspace whose members are every demo account but ADMIN and SUPER_ADMIN; the customer of
 * another organization, the office account outside the workspace, the guests of this campaign and
 * of another, an ended session and no token complete the columns.
 */
const CALLERS = [
  ...DEMO_CALLERS,
  'non-member',
  'foreign-customer',
  'guest-here',
  'guest',
  'stale',
  'anonymous',
] as const;
type Caller = (typeof CALLERS)[number];

const FOREIGN_CUSTOMER = 'client@autre-organisation.test';
const STALE = 'session-finie@bureau.test';
const ISERE = DEMO_SITES.isereMobilites.organizationId;

describe('Authorization table of the macro views', () => {
  let table: ProjectsAuthorizationBed;
  let campaignId: string;
  let engineerId: string;
  const clients = new Map<Caller, ChausseeClient>();
  const ids = new Map<Caller, string>();

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    const { bed } = table;
    campaignId = await bed.insertCampaign({ workspaceId: table.workspaceId, name: 'RD 1075' });
    await insertMacroCores(bed.db, { id: campaignId, workspaceId: table.workspaceId }, [
      { name: 'K1', layers: [{ pah: 1200, asbestos: true }] },
      { name: 'K2', layers: [{ pah: 20 }] },
    ]);
    // A campaign of the same workspace still closed to its customers: the office sees it, they don't.
    const closedId = await bed.insertCampaign({
      workspaceId: table.workspaceId,
      name: 'Fermée',
      hasCustomerAccess: false,
    });
    await insertMacroCores(bed.db, { id: closedId, workspaceId: table.workspaceId }, [
      { name: 'F1', layers: [{ pah: 600 }] },
    ]);
    engineerId = bed.userId('ingenieur@demo.chaussee.fr');
    const { siteId } = await bed.insertOrganization('Autre organisation');
    ids.set(
      'foreign-customer',
      await bed.insertUser({
        email: FOREIGN_CUSTOMER,
        roles: ['ROLE_CUSTOMER_MAIN'],
        siteIds: [siteId],
      }),
    );
    const staleId = await bed.insertUser({ email: STALE, roles: ['ROLE_ADMIN'] });
    const staleClient = await bed.as(STALE);
    await createUsersRepository(bed.db).raiseSessionVersion(staleId);
    ids.set('stale', staleId);
    for (const caller of DEMO_CALLERS) ids.set(caller, bed.userId(`${caller}@demo.chaussee.fr`));
    for (const caller of CALLERS) {
      if (caller === 'stale') clients.set(caller, staleClient);
      else if (caller === 'foreign-customer') clients.set(caller, await bed.as(FOREIGN_CUSTOMER));
      else if (caller === 'guest-here') clients.set(caller, await bed.guestOf(campaignId));
      else clients.set(caller, await table.clientOf(caller));
    }
  });
  afterAll(() => table.bed.server.close());

  const clientOf = (caller: Caller) => {
    const client = clients.get(caller);
    if (!client) throw new Error(`No client for ${caller}`);
    return Promise.resolve(client);
  };

  const at = (id: string) => ({ params: { path: { id }, query: { pahMin: 50 } } });

  const calls: Record<string, TableCall> = {
    'listUserMacroCores of the engineer': (c) => c.GET('/users/{id}/macro-cores', at(engineerId)),
    'listUserMacroCampaigns of the engineer': (c) =>
      c.GET('/users/{id}/macro-campaigns', at(engineerId)),
    'listUserMacroProjects of the engineer': (c) =>
      c.GET('/users/{id}/macro-projects', at(engineerId)),
    'listUserMacroOrganizations of the engineer': (c) =>
      c.GET('/users/{id}/macro-organizations', at(engineerId)),
    'listOrganizationMacroCores Isère': (c) => c.GET('/organizations/{id}/macro-cores', at(ISERE)),
    'listOrganizationMacroCampaigns Isère': (c) =>
      c.GET('/organizations/{id}/macro-campaigns', at(ISERE)),
    'listOrganizationMacroProjects Isère': (c) =>
      c.GET('/organizations/{id}/macro-projects', at(ISERE)),
    listProjectMacroCores: (c) => c.GET('/projects/{id}/macro-cores', at(table.workspaceId)),
    listProjectMacroCampaigns: (c) =>
      c.GET('/projects/{id}/macro-campaigns', at(table.workspaceId)),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                              SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   FCU  GHR  GST  OLD  ANON
    ['listUserMacroCores of the engineer',          200, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listUserMacroCampaigns of the engineer',      200, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listUserMacroProjects of the engineer',       200, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listUserMacroOrganizations of the engineer',  200, 200, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listOrganizationMacroCores Isère',            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200, 404, 403, 403, 401, 401],
    ['listOrganizationMacroCampaigns Isère',        200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200, 404, 403, 403, 401, 401],
    ['listOrganizationMacroProjects Isère',         200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200, 404, 403, 403, 401, 401],
    ['listProjectMacroCores',                       200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['listProjectMacroCampaigns',                   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(CALLERS, call, clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every macro operation, each in a row of its own', () => {
    const operations: OperationId[] = [
      'listUserMacroCores',
      'listUserMacroCampaigns',
      'listUserMacroProjects',
      'listUserMacroOrganizations',
      'listOrganizationMacroCores',
      'listOrganizationMacroCampaigns',
      'listOrganizationMacroProjects',
      'listProjectMacroCores',
      'listProjectMacroCampaigns',
    ];
    expect([...new Set(TABLE.map(([row]) => row.split(' ')[0]))].sort()).toEqual(
      [...operations].sort(),
    );
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(calls).sort());
  });

  // What each caller's own macro view holds: the open campaign's two cores for its members, the
  // closed one's core too for the office; nothing for a customer of another organization or an
  // office account outside the workspace (ADMIN and SUPER_ADMIN see everything).
  // prettier-ignore
  const OWN_CORES: [Caller, string[]][] = [
    ['super-admin',        ['F1', 'K1', 'K2']],
    ['admin',              ['F1', 'K1', 'K2']],
    ['ingenieur',          ['F1', 'K1', 'K2']],
    ['technicien',         ['F1', 'K1', 'K2']],
    ['client-principal',   ['K1', 'K2']],
    ['client-utilisateur', ['K1', 'K2']],
    ['lecteur',            ['K1', 'K2']],
    ['foreign-customer',   []],
  ];

  it.each(OWN_CORES)('the own macro cores of %s', async (caller, expected) => {
    const id = ids.get(caller);
    if (id === undefined) throw new Error(`No id for ${caller}`);
    const { data } = await (
      await clientOf(caller)
    ).GET('/users/{id}/macro-cores', {
      params: { path: { id }, query: {} },
    });
    expect(data.items.map((core) => core.displayName).sort()).toEqual(expected);
  });

  it('shows the engineer’s view to an administrator, and only what the engineer sees', async () => {
    const { data } = await (
      await clientOf('admin')
    ).GET('/users/{id}/macro-campaigns', {
      params: { path: { id: engineerId }, query: {} },
    });
    expect(data.items.map((campaign) => [campaign.name, campaign.coresCount]).sort()).toEqual([
      ['Fermée', 1],
      ['RD 1075', 2],
    ]);
    const customerView = await (
      await clientOf('admin')
    ).GET('/users/{id}/macro-campaigns', {
      params: { path: { id: ids.get('client-principal') ?? '' }, query: {} },
    });
    expect(customerView.data.items.map((campaign) => campaign.name)).toEqual(['RD 1075']);
  });
});
