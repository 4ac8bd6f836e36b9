import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_DEGRADATIONS } from '../db/demo/demo-degradations.js';
import { degradations, surveyItems } from '../db/schema.js';
import type { OperationId } from '../http/operation-handler.js';
import { statusesByCaller, type TableCall } from '../testing/authorization-table.js';
import {
  CAMPAIGN_CALLERS,
  campaignCallerClients,
  startProjectsAuthorizationBed,
  type CampaignCallerClients,
  type ProjectsAuthorizationBed,
} from '../workspaces/testing/projects-authorization-bed.js';
import { statisticTableId } from './survey-statistics.js';

/**
 * The authorization table of the survey of an auscultation campaign (issue 23): reads for the
 * campaign's members and its guests (the history for members only); the import with « prepare
 * campaign » (ADMIN and SUPER_ADMIN or a staff job, a design of ours); the edit with « edit
 * auscultation point fields » (spec section 6: NEXTROAD_ADMIN, ADMIN, SUPER_ADMIN,
 * CUSTOMER_SUPERVISOR, CUSTOMER_MAIN; the office's NEXTROAD_USER and NEXTROAD_MAIN accounts reach
 * it through the role hierarchy, as packages/permissions' rights-campaigns table says). Every demo account, an office account outside the
 * workspace, a customer of another organization, a guest of this campaign, a guest of another
 * campaign, a token ended by a new session version and no token.
 */
const SURVEY =
  'route;pr;abscisse;code;gravite;longueur_surface;lat;lng\nRD 9;1;20;pothole;2;1;45.1;5.7';

describe('Authorization table of the survey of an auscultation campaign', () => {
  let table: ProjectsAuthorizationBed;
  let campaignId: string;
  let itemId: string;
  let callers: CampaignCallerClients;

  beforeAll(async () => {
    table = await startProjectsAuthorizationBed();
    const { bed } = table;
    const [known] = await bed.db.select({ total: count() }).from(degradations);
    if ((known?.total ?? 0) === 0) await bed.db.insert(degradations).values([...DEMO_DEGRADATIONS]);
    const [degradation] = await bed.db.select().from(degradations).limit(1);
    campaignId = await bed.insertCampaign({
      workspaceId: table.workspaceId,
      name: 'Relevé RD 9',
      type: 'auscultation',
    });
    const [item] = await bed.db
      .insert(surveyItems)
      .values({
        campaignId,
        kind: 'point',
        geometry: { type: 'Point', coordinates: [5.7, 45.1] },
        road: 'RD 9',
        prStart: 1,
        abscissaStart: 20,
        degradationId: degradation?.id ?? '',
        severity: 2,
      })
      .returning({ id: surveyItems.id });
    itemId = item?.id ?? '';
    callers = await campaignCallerClients(table, campaignId);
  });
  afterAll(() => table.bed.server.close());

  const calls: Record<string, TableCall> = {
    listAuscultationSurveyItems: (c) =>
      c.GET('/auscultation-campaigns/{id}/survey-items', {
        params: { path: { id: campaignId }, query: {} },
      }),
    listAuscultationStatisticTables: (c) =>
      c.GET('/auscultation-campaigns/{id}/statistic-tables', {
        params: { path: { id: campaignId }, query: {} },
      }),
    getAuscultationStatisticTable: (c) =>
      c.GET('/auscultation-campaigns/{id}/statistic-tables/{tableId}', {
        params: {
          path: { id: campaignId, tableId: statisticTableId(campaignId, null) },
          query: { sectionLength: 100 },
        },
      }),
    importAuscultationSurvey: (c) =>
      c.POST('/auscultation-campaigns/{id}/survey-imports', {
        params: { path: { id: campaignId } },
        body: { file: 'releve.csv' },
        bodySerializer: () => {
          const form = new FormData();
          form.append('file', new Blob([SURVEY]), 'releve.csv');
          return form;
        },
      }),
    updateSurveyItem: (c) =>
      c.PATCH('/survey-items/{id}', { params: { path: { id: itemId } }, body: { severity: 3 } }),
    listSurveyItemHistory: (c) =>
      c.GET('/survey-items/{id}/history', { params: { path: { id: itemId }, query: {} } }),
  };

  // prettier-ignore
  const TABLE: [string, ...number[]][] = [
    //                                   SA   A    BA   CA   COL  COM  ING  CHA  TEC  CS   CP   CU   LEC  STA  NM   FCU  GHR  GST  OLD  ANON
    ['listAuscultationSurveyItems',      200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['listAuscultationStatisticTables',  200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['getAuscultationStatisticTable',    200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 200, 403, 401, 401],
    ['importAuscultationSurvey',         200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['updateSurveyItem',                 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 403, 403, 403, 401, 401],
    ['listSurveyItemHistory',            200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 403, 403, 403, 403, 401, 401],
  ];

  it.each(TABLE)('%s', async (row, ...expected) => {
    const call = calls[row];
    if (!call) throw new Error(`No call written for ${row}`);
    const statuses = await statusesByCaller(CAMPAIGN_CALLERS, call, callers.clientOf, expected);
    expect(statuses.actual).toEqual(statuses.expected);
  });

  it('covers every operation of the domain, each in a row of its own', () => {
    const operations: OperationId[] = [
      'listAuscultationSurveyItems',
      'listAuscultationStatisticTables',
      'getAuscultationStatisticTable',
      'importAuscultationSurvey',
      'updateSurveyItem',
      'listSurveyItemHistory',
    ];
    expect(TABLE.map(([row]) => row).sort()).toEqual([...operations].sort());
    expect(Object.keys(calls).sort()).toEqual([...operations].sort());
  });
});
