import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, DEMO_SITES } from '../db/demo/demo-organizations.js';
import type { OperationId } from '../http/operation-handler.js';
import { DEMO, startProjectsTestbed, type ProjectsTestbed } from './testing/projects-testbed.js';
import { answerOf } from '../users/testing/http-identity.js';

/**
 * The authorization table of the workspaces domain: for each operation, the status of every demo
 * account (every role and job), of a non-member who holds every workspace right (a
 * NEXTROAD_ADMIN engineer outside the workspace), of a guest of a campaign elsewhere and of an
 * anonymous caller. The target workspace has every demo account but ADMIN and SUPER_ADMIN (who
 * see all anyway) as members, so that a refusal there comes from the right, not the membership.
 * The user lists target the main customer's.
 */
const CALLERS = [
  'super-admin',
  'admin',
  'bureau-admin',
  'chef-agence',
  'collaborateur',
  'commercial',
  'ingenieur',
  'charge-affaires',
  'technicien',
  'client-superviseur',
  'client-principal',
  'client-utilisateur',
  'lecteur',
  'statistiques',
  'non-member',
  'guest',
  'anonymous',
] as const;

type Caller = (typeof CALLERS)[number];
type Call = (client: ChausseeClient) => Promise<{ response: Response }>;

const NON_MEMBER = 'non-membre@bureau.test';
const MEMBERS = CALLERS.filter(
  (caller) => !['super-admin', 'admin', 'non-member', 'guest', 'anonymous'].includes(caller),
).map((caller) => `${caller}@demo.chaussee.fr`);

describe('Authorization table of workspaces and the my-projects lists', () => {
  let bed: ProjectsTestbed;
  let workspaceId: string;
  let guestCampaignId: string;

  beforeAll(async () => {
    bed = await startProjectsTestbed();
    await bed.insertUser({
      email: NON_MEMBER,
      roles: ['ROLE_NEXTROAD_ADMIN'],
      job: 'engineer',
      siteIds: [DEMO_SITES.lyon.id],
    });
    workspaceId = await bed.insertWorkspace({
      siteId: DEMO_SITES.isereMobilites.id,
      name: 'Routes de l’Isère',
      memberIds: MEMBERS.map((email) => bed.userId(email)),
    });
    await bed.insertCampaign({ workspaceId, name: 'Carottage', coresCount: 1 });
    await bed.insertRoad(workspaceId, 'RD 1075');
    await bed.insertCity(workspaceId, 'Vif', '38450');
    const elsewhere = await bed.insertWorkspace({ siteId: DEMO_SITES.lyon.id, name: 'Ailleurs' });
    guestCampaignId = await bed.insertCampaign({ workspaceId: elsewhere, name: 'Partagée' });
  });
  afterAll(() => bed.server.close());

  const target = () => ({ params: { path: { id: workspaceId } } });
  const paged = () => ({ params: { path: { id: workspaceId }, query: {} } });
  const ofUser = () => ({ params: { path: { id: bed.userId(DEMO.customerMain) }, query: {} } });
  const body = { name: 'Routes de l’Isère', siteId: DEMO_SITES.isereMobilites.id };

  const calls: Record<string, Call> = {
    createWorkspace: (c) =>
      c.POST('/workspaces', { body: { name: 'Nouveau', siteId: DEMO_SITES.lyon.id } }),
    getWorkspace: (c) => c.GET('/workspaces/{id}', target()),
    updateWorkspace: (c) => c.PUT('/workspaces/{id}', { ...target(), body }),
    patchWorkspace: (c) =>
      c.PATCH('/workspaces/{id}', { ...target(), body: { isArchived: false } }),
    deleteWorkspace: async (c) => {
      const id = await bed.insertWorkspace({
        siteId: DEMO_SITES.isereMobilites.id,
        name: 'À supprimer',
        memberIds: MEMBERS.map((email) => bed.userId(email)),
      });
      return c.DELETE('/workspaces/{id}', { params: { path: { id } } });
    },
    getWorkspaceCampaignsInfo: (c) => c.GET('/workspaces/{id}/campaignsInfos', target()),
    listWorkspaceCampaigns: (c) => c.GET('/workspaces/{id}/campaigns', paged()),
    listWorkspaceRoads: (c) => c.GET('/workspaces/{id}/roads', paged()),
    listWorkspaceCities: (c) => c.GET('/workspaces/{id}/cities', paged()),
    listOrganizationWorkspaces: (c) =>
      c.GET('/organizations/{id}/workspaces', {
        params: { path: { id: DEMO_ORGANIZATIONS.isere.id }, query: {} },
      }),
    listUserWorkspaces: (c) => c.GET('/users/{id}/workspaces', ofUser()),
    listUserCampaigns: (c) => c.GET('/users/{id}/campaigns', ofUser()),
  };

  // prettier-ignore
  const TABLE: [OperationId, ...number[]][] = [
    //                              SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   GST  ANON
    ['createWorkspace',             201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 201, 403, 401],
    ['getWorkspace',                200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['updateWorkspace',             200, 200, 200, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 401],
    ['patchWorkspace',              200, 200, 200, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 401],
    ['deleteWorkspace',             204, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['getWorkspaceCampaignsInfo',   200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['listWorkspaceCampaigns',      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['listWorkspaceRoads',          200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['listWorkspaceCities',         200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['listOrganizationWorkspaces',  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
    ['listUserWorkspaces',          200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 401],
    ['listUserCampaigns',           200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 401],
  ];

  async function clientOf(caller: Caller): Promise<ChausseeClient> {
    if (caller === 'guest') return bed.guestOf(guestCampaignId);
    if (caller === 'anonymous') return bed.server.client;
    if (caller === 'non-member') return bed.as(NON_MEMBER);
    return bed.as(`${caller}@demo.chaussee.fr`);
  }

  async function statusOf(call: Call, client: ChausseeClient): Promise<number> {
    return (await answerOf(call(client))).status;
  }

  it.each(TABLE)('%s', async (operationId, ...expected) => {
    const call = calls[operationId];
    if (!call) throw new Error(`No call written for ${operationId}`);
    const actual: Record<string, number> = {};
    for (const caller of CALLERS) actual[caller] = await statusOf(call, await clientOf(caller));
    expect(actual).toEqual(Object.fromEntries(CALLERS.map((caller, i) => [caller, expected[i]])));
  });

  it('covers every operation of the domain once', () => {
    expect(TABLE.map(([operationId]) => operationId).sort()).toEqual(Object.keys(calls).sort());
  });
});
