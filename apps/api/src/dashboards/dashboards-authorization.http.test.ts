import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardCharts } from '../db/schema.js';
import type { OperationId } from '../http/operation-handler.js';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import {
  CAMPAIGN_CALLERS,
  campaignCallerClients,
  startProjectsAuthorizationBed,
  type CampaignCallerClients,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { createDashboardRepository } from './dashboard.repository.js';
import { insertDashboardFixture } from './testing/dashboard-fixture.js';

/**
 * The authorization table of the dashboards (spec section 6 Campaigns: « configure dashboard »
 * for ADMIN and SUPER_ADMIN or a staff job, « comment dashboard charts » for ADMIN and SUPER_ADMIN
 * or the engineer and study_manager jobs; reads for the campaign's members and its guests, the
 * data exports for its members only): every
 * demo account, an office account outside the workspace, a customer of another organization, a
 * guest of this campaign, a guest of another campaign, a token ended by a new session version and
 * no token. The campaign is in a workspace whose members are every demo account but ADMIN and
 * SUPER_ADMIN (who see every campaign), so that a refusal comes from the right. One chart is
 * hidden from customers: outside the office (customers, READ_ONLY, statistics, guests) it does not
 * exist (404).
 */

describe('Authorization table of the dashboards', () => {
  let table: ProjectsAuthorizationBed;
  let campaignId: string;
  let configuredId: string;
  let visibleChartId: string;
  let hiddenChartId: string;
  let callers: CampaignCallerClients;

  async function chartIdOf(id: string, chartType: 'cores_by_status' | 'pah_ref_be_class_by_layer') {
    const [row] = await table.bed.db
      .select({ id: dashboardCharts.id })
      .from(dashboardCharts)
      .where(and(eq(dashboardCharts.campaignId, id), eq(dashboardCharts.chartType, chartType)));
    if (!row) throw new Error(`No chart ${chartType}`);
    return row.id;
  }

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    const { bed } = table;
    campaignId = (await insertDashboardFixture(bed.db, { workspaceId: table.workspaceId }))
      .campaignId;
    configuredId = (await insertDashboardFixture(bed.db, { workspaceId: table.workspaceId }))
      .campaignId;
    await createDashboardRepository(bed.db).ensureDashboard(campaignId);
    visibleChartId = await chartIdOf(campaignId, 'cores_by_status');
    hiddenChartId = await chartIdOf(campaignId, 'pah_ref_be_class_by_layer');
    await bed.db
      .update(dashboardCharts)
      .set({ isVisibleToCustomers: false })
      .where(eq(dashboardCharts.id, hiddenChartId));
    callers = await campaignCallerClients(table, campaignId);
  });
  afterAll(() => table.bed.server.close());

  const at = (id: string) => ({ params: { path: { id } } });

  const calls: Record<string, TableCall> = {
    listCampaignCategories: (c) =>
      c.GET('/campaigns/{id}/categories', { params: { path: { id: campaignId }, query: {} } }),
    'getCampaignChart visible': (c) =>
      c.GET('/campaigns/{id}/charts/{chartId}', {
        params: { path: { id: campaignId, chartId: visibleChartId } },
      }),
    'getCampaignChart hidden': (c) =>
      c.GET('/campaigns/{id}/charts/{chartId}', {
        params: { path: { id: campaignId, chartId: hiddenChartId } },
      }),
    'generateChartContent visible': (c) =>
      c.GET('/charts/{id}/generate-content', {
        params: { path: { id: visibleChartId }, query: { direction: 'Grenoble', prTo: 10 } },
      }),
    'generateChartContent hidden': (c) =>
      c.GET('/charts/{id}/generate-content', {
        params: { path: { id: hiddenChartId }, query: {} },
      }),
    commentChart: (c) =>
      c.PATCH('/charts/{id}', { ...at(visibleChartId), body: { comment: 'Tronçon homogène' } }),
    configureCampaignDashboard: (c) =>
      c.PUT('/campaigns/{id}/dashboard', {
        ...at(configuredId),
        body: {
          categories: [
            {
              name: 'Synthèse',
              charts: [{ chartType: 'cores_by_waste_route', visibleToCustomers: true }],
            },
          ],
        },
      }),
    getCampaignData: (c) =>
      c.GET('/campaigns/{id}/data', {
        params: { path: { id: campaignId }, query: { type: 'layers', format: 'csv' } },
        parseAs: 'text',
      }),
    exportCampaignSynoptic: (c) =>
      c.GET('/campaigns/{id}/export-synoptic-as-excel', {
        params: { path: { id: campaignId }, query: {} },
        parseAs: 'stream',
      }),
    getCampaignSynoptic: (c) =>
      c.GET('/campaigns/{id}/synoptic', {
        params: { path: { id: campaignId }, query: { direction: 'Grenoble' } },
      }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   FCU  GHR  GST  OLD  ANON
    ['listCampaignCategories',        200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getCampaignChart visible',      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getCampaignChart hidden',       200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 404, 404, 404, 404, 403, 403, 404, 403, 401, 401],
    ['generateChartContent visible',  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['generateChartContent hidden',   200, 200, 200, 200, 200, 200, 200, 200, 200, 404, 404, 404, 404, 404, 403, 403, 404, 403, 401, 401],
    ['commentChart',                  200, 200, 200, 200, 403, 403, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['configureCampaignDashboard',    200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['getCampaignData',               200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['exportCampaignSynoptic',        200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
    ['getCampaignSynoptic',           200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(CAMPAIGN_CALLERS, call, callers.clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the domain, each in a row of its own', () => {
    const operations: OperationId[] = [
      'listCampaignCategories',
      'getCampaignChart',
      'generateChartContent',
      'commentChart',
      'configureCampaignDashboard',
      'getCampaignSynoptic',
      'getCampaignData',
      'exportCampaignSynoptic',
    ];
    expect([...new Set(TABLE.map(([row]) => row.split(' ')[0]))].sort()).toEqual(
      [...operations].sort(),
    );
    expect(TABLE.map(([row]) => row).sort()).toEqual(Object.keys(calls).sort());
  });
});
