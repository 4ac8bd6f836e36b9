import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import { answerOf, present } from '../users/testing/http-identity.js';
import {
  PROJECT_CALLERS,
  startProjectsAuthorizationBed,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { DEMO, type ProjectsTestbed } from '../workspaces/testing/projects-testbed.js';
import { writeCampaignTeam } from './campaign-team.js';

/**
 * Issue 17, finding 9 (hasCustomerAccess): while a campaign is not open to its customers, the
 * members outside the engineering office (customers, read-only and statistics accounts) neither
 * open it nor see it in a list, member of the campaign or of its workspace; the office and the
 * admins are unaffected. Every demo account but the admins is a member of the workspace, and the
 * customers are members of the campaign itself too.
 */
describe('A campaign not open to its customers', () => {
  let table: ProjectsAuthorizationBed;
  let bed: ProjectsTestbed;
  let workspaceId: string;
  let closedId: string;
  let closedAuscultationId: string;

  async function campaignOf(type: 'coring' | 'auscultation', name: string): Promise<string> {
    const id = await bed.insertCampaign({
      workspaceId,
      type,
      name,
      hasCustomerAccess: false,
      memberIds: [DEMO.customerSupervisor, DEMO.customerMain, DEMO.customerUser].map(bed.userId),
    });
    await writeCampaignTeam(bed.db, id, {
      engineerId: bed.userId(DEMO.engineer),
      studyManagerId: null,
      technicianIds: [bed.userId(DEMO.technician)],
      mainCustomerId: bed.userId(DEMO.customerMain),
    });
    return id;
  }

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    ({ bed, workspaceId } = table);
    closedId = await campaignOf('coring', 'Fermée');
    closedAuscultationId = await campaignOf('auscultation', 'Relevé fermé');
  });
  afterAll(() => bed.server.close());

  const at = (id: string) => ({ params: { path: { id } } });

  const calls: Record<string, TableCall> = {
    getCampaign: (c) => c.GET('/campaigns/{id}', at(closedId)),
    getCoringCampaign: (c) => c.GET('/coring-campaigns/{id}', at(closedId)),
    getAuscultationCampaign: (c) => c.GET('/auscultation-campaigns/{id}', at(closedAuscultationId)),
    listCampaignUsers: (c) =>
      c.GET('/campaigns/{id}/users', { params: { path: { id: closedId }, query: {} } }),
    listCampaignCores: (c) =>
      c.GET('/campaigns/{id}/cores', { params: { path: { id: closedId }, query: {} } }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                          SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   GST  ANON
    ['getCampaign',             200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401],
    ['getCoringCampaign',       200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401],
    ['getAuscultationCampaign', 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401],
    ['listCampaignUsers',       200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401],
    ['listCampaignCores',       200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(PROJECT_CALLERS, call, table.clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('tells a customer member why (403 customer_access_closed), a non-member that they are not one', async () => {
    const customer = await answerOf(
      (await bed.as(DEMO.customerMain)).GET('/campaigns/{id}', at(closedId)),
    );
    expect(customer.problem).toMatchObject({ status: 403, code: 'customer_access_closed' });
    const outsider = await answerOf(
      (await table.clientOf('non-member')).GET('/campaigns/{id}', at(closedId)),
    );
    expect(outsider.problem).toMatchObject({ status: 403, code: 'not_member' });
  });

  it('leaves it out of the customers’ lists, not of the office’s', async () => {
    const listed = async (email: string) => {
      const { data } = await (
        await bed.as(email)
      ).GET('/workspaces/{id}/campaigns', {
        params: { path: { id: workspaceId }, query: { limit: 100 } },
      });
      return present(data).items.map((item) => item.id);
    };
    expect(await listed(DEMO.customerMain)).not.toContain(closedId);
    expect(await listed(DEMO.readOnly)).not.toContain(closedId);
    expect(await listed(DEMO.technician)).toContain(closedId);
    const mine = await (
      await bed.as(DEMO.customerMain)
    ).GET('/users/{id}/campaigns', {
      params: { path: { id: bed.userId(DEMO.customerMain) }, query: { limit: 100 } },
    });
    expect(present(mine.data).items.map((item) => item.id)).not.toContain(closedId);
  });

  it('opens to its customers once the office opens it', async () => {
    const id = await campaignOf('coring', 'Bientôt ouverte');
    const customer = await bed.as(DEMO.customerUser);
    expect((await answerOf(customer.GET('/campaigns/{id}', at(id)))).status).toBe(403);
    await (
      await bed.as(DEMO.officeAdmin)
    ).PUT('/coring-campaigns/{id}/update-customer-access', {
      ...at(id),
      body: { hasCustomerAccess: true },
    });
    expect((await answerOf(customer.GET('/campaigns/{id}', at(id)))).status).toBe(200);
  });
});
