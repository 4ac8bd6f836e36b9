import { versionConditionOf, versionedAnswer } from '../../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../../http/operation-handler.js';
import type { AuscultationCampaignsService } from './auscultation-campaigns.service.js';

/** The contract's Auscultation campaigns operations of issue 8 (creation, reading, status). */
export function auscultationCampaignRoutes(service: AuscultationCampaignsService): RouteModule {
  return {
    createAuscultationCampaign: async (input) => ({
      status: 201,
      body: await service.createAuscultationCampaign(requirePrincipal(input).user, input.body),
    }),

    getAuscultationCampaign: async (input) =>
      versionedAnswer(
        await service.getAuscultationCampaign(requirePrincipal(input).user, input.params.id),
      ),

    updateAuscultationCampaignStatus: async (input) =>
      versionedAnswer(
        await service.updateAuscultationCampaignStatus(
          requirePrincipal(input).user,
          input.params.id,
          input.body,
          versionConditionOf(input.headers),
        ),
      ),
  };
}
