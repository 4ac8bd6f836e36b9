import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { AuditService } from './audit.service.js';

/** The history operations (Campaigns, Cores tags) and the search of the trail (Audit trail tag). */
export function auditRouteHandlers(audit: AuditService): RouteModule {
  return {
    listCampaignHistory: async (input) => ({
      status: 200,
      body: await audit.campaignHistory(requirePrincipal(input).user, input.params.id, input.query),
    }),

    listCoreHistory: async (input) => ({
      status: 200,
      body: await audit.coreHistory(requirePrincipal(input).user, input.params.id, input.query),
    }),

    searchAuditEvents: async (input) => ({
      status: 200,
      body: await audit.search(requirePrincipal(input).user, input.query),
    }),
  };
}
