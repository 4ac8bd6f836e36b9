import type { ChausseeClient } from '@chaussee/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, present } from '../users/testing/http-identity.js';
import { demoUserId } from './demo/demo-organizations.js';
import { DEMO_SHARED_CAMPAIGN_KEY, DEMO_WORKSPACES } from './demo/demo-projects.js';
import {
  startDemoDatasetServer,
  type DemoDatasetServer,
} from './demo/testing/demo-dataset-server.js';

const SUPER_ADMIN = 'super-admin@demo.chaussee.fr';

/**
 * Every read whose SQL groups rows of a live view (workspaces, campaigns, cores, documents: src/db/
 * live-views.ts), sent through its endpoint on the demo dataset, so that none stops before its
 * query for want of rows. PostgreSQL infers from a table's primary key that its other columns
 * depend on it (`group by cores.id` then `select cores.display_name`), but not from a view, which
 * has no key: such a query, valid on the tables before the bin, fails on the views at planning
 * time, whatever the rows (« must appear in the GROUP BY clause »). Each row names the query it
 * reaches; a query grouping a view's rows added later belongs here.
 */
describe('reads grouping rows of the live views', () => {
  let demo: DemoDatasetServer;
  let client: ChausseeClient;
  const workspace = DEMO_WORKSPACES.find((each) =>
    each.coring.some((campaign) => campaign.key === DEMO_SHARED_CAMPAIGN_KEY),
  );
  const campaignId = present(
    workspace?.coring.find((campaign) => campaign.key === DEMO_SHARED_CAMPAIGN_KEY),
  ).id;
  const workspaceId = present(workspace).id;
  const siteId = present(workspace).siteId;
  const userId = demoUserId(SUPER_ADMIN);

  beforeAll(async () => {
    demo = await startDemoDatasetServer();
    client = demo.server.clientAs(await demo.signIn(SUPER_ADMIN));
  }, 300_000);
  afterAll(() => demo.close());

  /** The ids of the shared campaign's charts, by type, and of its cores' map layer. */
  async function chartIdOf(chartType: string): Promise<string> {
    const { data } = await client.GET('/campaigns/{id}/categories', {
      params: { path: { id: campaignId }, query: {} },
    });
    const chart = present(data)
      .items.flatMap((category) => category.charts)
      .find((each) => each.chartType === chartType);
    return present(chart).id;
  }
  async function coresLayerId(): Promise<string> {
    const { data } = await client.GET('/campaigns/{id}/map-layers', {
      params: { path: { id: campaignId }, query: {} },
    });
    return present(present(data).items.find((layer) => layer.kind === 'cores')).id;
  }
  const chart = async (chartType: string) =>
    client.GET('/charts/{id}/generate-content', {
      params: { path: { id: await chartIdOf(chartType) }, query: {} },
    });
  const valueClasses = async (measure: string) =>
    client.GET('/map-layers/{id}/value-classes', {
      params: { path: { id: await coresLayerId() }, query: { measure } },
    });

  /**
   * Each read: the query it reaches, and for a read that skips its grouped query on an empty list
   * (no workspace, site, folder, link or campaign to count for), an id its answer names, which
   * shows that the query had rows to group.
   */
  const reads: {
    query: string;
    read: () => Promise<{ data?: unknown; response: Response }>;
    names?: string;
  }[] = [
    {
      query: 'workspaces/campaign-list.repository countCampaigns',
      read: () =>
        client.GET('/workspaces/{id}/campaignsInfos', { params: { path: { id: workspaceId } } }),
    },
    {
      query: 'workspaces/workspace.repository loadWorkspaceSummaryViews',
      read: () =>
        client.GET('/users/{id}/workspaces', { params: { path: { id: userId }, query: {} } }),
      names: workspaceId,
    },
    {
      query: 'statistics/coring-statistics.repository coringStatistics',
      read: () => client.GET('/stats/coring-campaigns/v2', { params: { query: {} } }),
    },
    {
      query: 'sites/sites.repository viewsWhere (workspaces per site)',
      read: () => client.GET('/sites', { params: { query: {} } }),
      names: siteId,
    },
    { query: 'dashboards/structure-charts coresByStatus', read: () => chart('cores_by_status') },
    { query: 'dashboards/structure-charts layersByType', read: () => chart('layers_by_type') },
    {
      query: 'dashboards/structure-charts thicknessDistribution',
      read: () => chart('thickness_distribution'),
    },
    {
      query: 'dashboards/structure-charts bituminousThicknessAlongRoad',
      read: () => chart('bituminous_thickness_along_road'),
    },
    {
      query: 'dashboards/pollutant-charts classesByLayer (PAH)',
      read: () => chart('pah_class_by_layer'),
    },
    {
      query: 'dashboards/pollutant-charts classesByLayer (PAH, Ref. BE)',
      read: () => chart('pah_ref_be_class_by_layer'),
    },
    {
      query: 'dashboards/pollutant-charts classesByLayer (TH)',
      read: () => chart('th_class_by_layer'),
    },
    {
      query: 'dashboards/pollutant-charts classesByLayer (asbestos)',
      read: () => chart('asbestos_by_layer'),
    },
    {
      query: 'dashboards/pollutant-charts coresByWasteRoute',
      read: () => chart('cores_by_waste_route'),
    },
    {
      query: 'reference-data/display-name-prefixes.repository listByCampaign',
      read: () =>
        client.GET('/coring-campaigns/{id}/display-name-prefixes', {
          params: { path: { id: campaignId }, query: {} },
        }),
    },
    {
      query: 'documents/folder.repository countsOf',
      read: () => client.GET('/campaigns/{id}/folders', { params: { path: { id: campaignId } } }),
      names: campaignId,
    },
    {
      query: 'documents/download-link.repository withFacts',
      read: () =>
        client.GET('/campaigns/{id}/download-links', {
          params: { path: { id: campaignId }, query: {} },
        }),
      names: campaignId,
    },
    {
      query: 'documents/document.repository countsByCategory',
      read: () =>
        client.GET('/campaigns/{id}/documents-stats', { params: { path: { id: campaignId } } }),
    },
    {
      query: 'documents/documents-counts.repository documentsCountsOf',
      read: () =>
        client.GET('/users/{id}/campaigns', {
          params: { path: { id: userId }, query: { showDocuments: true } },
        }),
      names: campaignId,
    },
    {
      query: 'map-layers/feature-sources coreFacts',
      read: async () =>
        client.GET('/map-layers/{id}/data/{campaignId}', {
          params: { path: { id: await coresLayerId(), campaignId }, query: {} },
        }),
    },
    {
      query: 'map-layers/map-data.repository valueCounts',
      read: () => valueClasses('pahClass'),
    },
    {
      query: 'map-layers/map-data.repository rangeCounts',
      read: () => valueClasses('bituminousThickness'),
    },
    {
      query: 'cores/core-layers.repository otherMaterials',
      read: () =>
        client.GET('/campaigns/{id}/other-materials', {
          params: { path: { id: campaignId }, query: {} },
        }),
    },
    {
      query: 'macro/macro-statistics coreFigures (campaigns)',
      read: () =>
        client.GET('/users/{id}/macro-campaigns', { params: { path: { id: userId }, query: {} } }),
      names: campaignId,
    },
    {
      query: 'macro/macro-statistics coreFigures (projects)',
      read: () =>
        client.GET('/users/{id}/macro-projects', { params: { path: { id: userId }, query: {} } }),
      names: workspaceId,
    },
    {
      query: 'macro/macro-statistics coreFigures (organizations)',
      read: () =>
        client.GET('/users/{id}/macro-organizations', {
          params: { path: { id: userId }, query: {} },
        }),
    },
  ];

  it('answers each of them on the views, with rows to group', async () => {
    const answers: { query: string; status: number; namesIt: boolean }[] = [];
    for (const { query, read, names } of reads) {
      const call = read();
      const { status } = await answerOf(call);
      const body = status === 200 ? JSON.stringify((await call).data) : '';
      answers.push({ query, status, namesIt: names === undefined || body.includes(names) });
    }
    expect(answers).toEqual(reads.map(({ query }) => ({ query, status: 200, namesIt: true })));
  });
});
