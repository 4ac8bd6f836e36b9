import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { DashboardsService } from './dashboards.service.js';

export interface DashboardsHandlersDeps {
  dashboards: DashboardsService;
}

/** The dashboard operations of the Campaigns tag: tabs, charts and their data, the synoptic. */
export function dashboardsHandlers({ dashboards }: DashboardsHandlersDeps): RouteModule {
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
  };
}
