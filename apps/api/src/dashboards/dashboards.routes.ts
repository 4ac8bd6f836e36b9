import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { contentDispositionOf } from '../storage/media-type.js';
import type { CampaignDataService } from './campaign-data.service.js';
import type { DashboardsService } from './dashboards.service.js';

export interface DashboardsHandlersDeps {
  dashboards: DashboardsService;
  campaignData: CampaignDataService;
}

/** A file to save (attachment under its name), never kept by a cache. */
const fileHeaders = (fileName: string) => ({
  'content-disposition': contentDispositionOf(fileName, fileName),
  'cache-control': 'private, no-store',
});

/** The dashboard operations of the Campaigns tag: tabs, charts and their data, the synoptic. */
export function dashboardsHandlers({
  dashboards,
  campaignData,
}: DashboardsHandlersDeps): RouteModule {
  return {
    listCampaignCategories: async (input) => ({
      status: 200,
      body: await dashboards.listCategories(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    getCampaignChart: async (input) => ({
      status: 200,
      body: await dashboards.getChart(
        requirePrincipal(input).user,
        input.params.id,
        input.params.chartId,
      ),
    }),

    generateChartContent: async (input) => ({
      status: 200,
      body: await dashboards.generateContent(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    commentChart: async (input) => ({
      status: 200,
      body: await dashboards.commentChart(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      ),
    }),

    configureCampaignDashboard: async (input) => ({
      status: 200,
      body: await dashboards.configureDashboard(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      ),
    }),

    getCampaignSynoptic: async (input) => ({
      status: 200,
      body: await dashboards.synoptic(requirePrincipal(input).user, input.params.id, input.query),
    }),

    getCampaignData: async (input) => {
      const answer = await campaignData.campaignData(
        requirePrincipal(input).user,
        input.params.id,
        input.query.type,
        input.query.format ?? 'json',
      );
      if (answer.format === 'json') {
        return { status: 200, body: answer.body, contentType: 'application/json' };
      }
      return {
        status: 200,
        body: answer.body,
        contentType:
          answer.format === 'csv'
            ? 'text/csv'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        headers: fileHeaders(answer.fileName),
      };
    },

    exportCampaignSynoptic: async (input) => {
      const file = await campaignData.synopticWorkbook(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      );
      return { status: 200, body: file.body, headers: fileHeaders(file.fileName) };
    },
  };
}
