import { versionedAnswer } from '../../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../../http/operation-handler.js';
import { versionedWrite } from '../../http/versioned-write.js';
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

    updateAuscultationCampaignStatus: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        service.updateAuscultationCampaignStatus(user, id, body, condition),
      ),
  };
}
