import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperationId } from '../http/operation-handler.js';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import {
  PROJECT_CALLERS,
  startProjectsAuthorizationBed,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { DEMO, type ProjectsTestbed } from '../workspaces/testing/projects-testbed.js';
import { writeCampaignTeam } from './campaign-team.js';

/**
 * The authorization table of the campaigns domain (every type, members, share links, contact and
 * the auscultation campaigns): the status of every demo account (every role and job), of a
 * non-member who holds every campaign right (a NEXTROAD_ADMIN engineer outside the workspace), of
 * a guest of a campaign elsewhere and of an anonymous caller. The campaigns live in a workspace
 * whose members are every demo account but ADMIN and SUPER_ADMIN, so that a refusal comes from the
 * right; operations that change or delete get a fresh campaign per call. Note the role hierarchy:
 * NEXTROAD_USER includes CUSTOMER_MAIN, hence the staff's members, contact and link rights.
 */
const FLAGS = { isTeamMember: false, isDiffused: false, isMainCustomer: false };

describe('Authorization table of campaigns, their members, share links and auscultation campaigns', () => {
  let table: ProjectsAuthorizationBed;
  let bed: ProjectsTestbed;
  let workspaceId: string;
  let coringId: string;
  let auscultationId: string;

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    ({ bed, workspaceId } = table);
    coringId = await fresh('coring');
    auscultationId = await fresh('auscultation');
  });
  afterAll(() => bed.server.close());

  /**
   * A campaign of the workspace whose engineer is ingenieur@ and study manager charge-affaires@
   * (campaign members): either may leave the team, one of them stays.
   */
  async function fresh(type: 'coring' | 'auscultation' = 'coring'): Promise<string> {
    const id = await bed.insertCampaign({ workspaceId, type, name: 'Campagne', coresCount: 1 });
    await writeCampaignTeam(bed.db, id, {
      engineerId: bed.userId(DEMO.engineer),
      studyManagerId: bed.userId(DEMO.studyManager),
      technicianIds: [],
      mainCustomerId: null,
    });
    return id;
  }

  const at = (id: string) => ({ params: { path: { id } } });
  const paged = (id: string) => ({ params: { path: { id }, query: {} } });
  const member = (id: string, email: string) => ({
    params: { path: { id, userId: bed.userId(email) } },
  });

  const calls: Record<string, TableCall> = {
    getCampaign: (c) => c.GET('/campaigns/{id}', at(coringId)),
    'patchCampaign isArchived': (c) =>
      c.PATCH('/campaigns/{id}', { ...at(coringId), body: { isArchived: false } }),
    'patchCampaign globalComment': (c) =>
      c.PATCH('/campaigns/{id}', { ...at(coringId), body: { globalComment: 'Commentaire' } }),
    deleteCampaign: async (c) => c.DELETE('/campaigns/{id}', at(await fresh())),
    listCampaignUsers: (c) => c.GET('/campaigns/{id}/users', paged(coringId)),
    listCampaignMemberships: (c) => c.GET('/campaigns/{id}/user-campaigns', paged(coringId)),
    replaceCampaignMembers: async (c) =>
      c.PUT('/campaigns/{id}/users', {
        ...at(await fresh()),
        body: {
          members: [
            { userId: bed.userId(DEMO.engineer), ...FLAGS, isTeamMember: true },
            { userId: bed.userId(DEMO.commercial), ...FLAGS },
          ],
        },
      }),
    addCampaignMember: async (c) =>
      c.POST('/campaigns/{id}/users/{userId}', {
        ...member(await fresh(), DEMO.commercial),
        body: FLAGS,
      }),
    updateCampaignMember: async (c) =>
      c.PUT('/campaigns/{id}/users/{userId}', {
        ...member(await fresh(), DEMO.engineer),
        body: { ...FLAGS, isTeamMember: true },
      }),
    removeCampaignMember: async (c) =>
      c.DELETE('/campaigns/{id}/users/{userId}', member(await fresh(), DEMO.engineer)),
    contactCampaignEngineer: (c) =>
      c.POST('/campaigns/{id}/contact', {
        ...at(coringId),
        body: { subject: 'Objet', message: 'Bonjour' },
      }),
    createCampaignShareLink: (c) => c.POST('/campaigns/{id}/share', { ...at(coringId), body: {} }),
    createAuscultationCampaign: (c) =>
      c.POST('/auscultation-campaigns', {
        body: {
          workspaceId,
          name: 'Relevé',
          engineerId: bed.userId(DEMO.engineer),
          hasCustomerAccess: false,
        },
      }),
    getAuscultationCampaign: (c) => c.GET('/auscultation-campaigns/{id}', at(auscultationId)),
    updateAuscultationCampaignStatus: async (c) =>
      c.PATCH('/auscultation-campaigns/{id}', {
        ...at(await fresh('auscultation')),
        body: { status: 'processing' },
      }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                    SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   GST  ANON
    ['getCampaign',                       200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['patchCampaign isArchived',          200, 200, 200, 403, 403, 403, 403, 403, 403, 200, 403, 403, 403, 403, 403, 403, 401],
    ['patchCampaign globalComment',       200, 200, 200, 200, 403, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['deleteCampaign',                    204, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['listCampaignUsers',                 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['listCampaignMemberships',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['replaceCampaignMembers',            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 401],
    ['addCampaignMember',                 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 401],
    ['updateCampaignMember',              200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 401],
    ['removeCampaignMember',              204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 403, 403, 403, 403, 403, 401],
    ['contactCampaignEngineer',           204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 204, 403, 403, 403, 403, 401],
    ['createCampaignShareLink',           201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 201, 403, 403, 403, 403, 403, 401],
    ['createAuscultationCampaign',        201, 201, 201, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401],
    ['getAuscultationCampaign',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
    ['updateAuscultationCampaignStatus',  200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(PROJECT_CALLERS, call, table.clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the domain, each in a row of its own', () => {
    const operations: OperationId[] = [
      'getCampaign',
      'patchCampaign',
      'deleteCampaign',
      'listCampaignUsers',
      'listCampaignMemberships',
      'replaceCampaignMembers',
      'addCampaignMember',
      'updateCampaignMember',
      'removeCampaignMember',
      'contactCampaignEngineer',
      'createCampaignShareLink',
      'createAuscultationCampaign',
      'getAuscultationCampaign',
      'updateAuscultationCampaignStatus',
    ];
    expect([...new Set(TABLE.map(([row]) => row.split(' ')[0]))].sort()).toEqual(
      [...operations].sort(),
    );
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(calls).sort());
  });
});
