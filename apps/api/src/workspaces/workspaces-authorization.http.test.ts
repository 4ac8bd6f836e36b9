import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGANIZATIONS, DEMO_SITES } from '../db/demo/demo-organizations.js';
import type { OperationId } from '../http/operation-handler.js';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import {
  PROJECT_CALLERS,
  WORKSPACE_MEMBERS,
  startProjectsAuthorizationBed,
  type ProjectsAuthorizationBed,
} from './testing/projects-authorization-bed.js';
import { DEMO, type ProjectsTestbed } from './testing/projects-testbed.js';

/**
 * The authorization table of the workspaces domain: for each operation, the status of every demo
 * account (every role and job), of a non-member who holds every workspace right (a
 * NEXTROAD_ADMIN engineer outside the workspace), of a guest of a campaign elsewhere and of an
 * anonymous caller. The target workspace has every demo account but ADMIN and SUPER_ADMIN (who
 * see all anyway) as members, so that a refusal there comes from the right, not the membership.
 * The user lists target the main customer's.
 */
describe('Authorization table of workspaces and the my-projects lists', () => {
  let table: ProjectsAuthorizationBed;
  let bed: ProjectsTestbed;
  let workspaceId: string;

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    ({ bed, workspaceId } = table);
    await bed.insertCampaign({ workspaceId, name: 'Carottage', coresCount: 1 });
    await bed.insertRoad(workspaceId, 'RD 1075');
    await bed.insertCity(workspaceId, 'Vif', '38450');
  });
  afterAll(() => bed.server.close());

  const target = () => ({ params: { path: { id: workspaceId } } });
  const paged = () => ({ params: { path: { id: workspaceId }, query: {} } });
  const ofUser = () => ({ params: { path: { id: bed.userId(DEMO.customerMain) }, query: {} } });
  const body = { name: 'Routes de l’Isère', siteId: DEMO_SITES.isereMobilites.id };

  const calls: Record<string, TableCall> = {
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
        memberIds: WORKSPACE_MEMBERS.map((email) => bed.userId(email)),
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
    ['listOrganizationWorkspaces',  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 200, 403, 401],
    ['listUserWorkspaces',          200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 401],
    ['listUserCampaigns',           200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 401],
  ];

  it.each(TABLE)('%s', async (operationId, ...expected) => {
    const call = calls[operationId];
    if (!call) throw new Error(`No call written for ${operationId}`);
    const statuses = await statusesByCaller(PROJECT_CALLERS, call, table.clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the domain once', () => {
    expect(TABLE.map(([operationId]) => operationId).sort()).toEqual(Object.keys(calls).sort());
  });
});
