import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { StatisticsService } from './statistics.service.js';

/** The contract's Statistics tag. */
export function statisticsRouteHandlers(statistics: StatisticsService): RouteModule {
  return {
    getCoringCampaignStatistics: async (input) => ({
      status: 200,
      body: await statistics.coringCampaigns(requirePrincipal(input).user, input.query),
    }),

    getExternalUsersConnexionStatistics: async (input) => ({
      status: 200,
      body: await statistics.externalUsersConnexions(requirePrincipal(input).user, input.query),
    }),
  };
}
