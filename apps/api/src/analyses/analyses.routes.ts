import type { SessionUser } from '@chaussee/permissions';
import { createViolation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import { AppError } from '../errors/app-error.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { CampaignAnalysesService } from './campaign-analyses.service.js';
import type { LayerPrestationsService } from './layer-prestations.service.js';
import type { OrderFlow } from './order-flow.service.js';
import type { ResultsImportService } from './results-import.service.js';

export interface AnalysisHandlersDeps {
  prestations: LayerPrestationsService;
  analyses: CampaignAnalysesService;
  orderFlow: OrderFlow;
  resultsImport: ResultsImportService;
  membership: MembershipGuard;
}

/**
 * The analyses operations: prestations on layers, campaign analyses, the two provider actions of
 * the coring campaign (send-to-provider, get-from-provider) and the results import.
 */
export function analysisHandlers({
  prestations,
  analyses,
  orderFlow,
  resultsImport,
  membership,
}: AnalysisHandlersDeps): RouteModule {
  /** The provider actions act on a coring campaign the caller may see: 404 for another type. */
  async function readableCoring(user: SessionUser, campaignId: string): Promise<SessionUser> {
    const found = await membership.readableCampaign(user, campaignId);
    if (found.campaign.type !== 'coring') throw new AppError('not_found');
    return user;
  }

  return {
    listCampaignPrestations: async (input) => ({
      status: 200,
      body: await prestations.listCampaignPrestations(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    addCampaignPrestations: async (input) => ({
      status: 201,
      body: await prestations.addCampaignPrestations(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      ),
    }),

    listLayerPrestations: async (input) => ({
      status: 200,
      body: await prestations.listLayerPrestations(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    listCampaignAnalyses: async (input) => ({
      status: 200,
      body: await analyses.listCampaignAnalyses(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    deleteCampaignAnalysis: async (input) => {
      await analyses.deleteCampaignAnalysis(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    cancelPendingPrestations: async (input) => ({
      status: 200,
      body: await analyses.cancelPendingPrestations(requirePrincipal(input).user, input.params.id),
    }),

    sendCoringCampaignToProvider: async (input) => {
      const user = await readableCoring(requirePrincipal(input).user, input.params.id);
      return { status: 200, body: await orderFlow.sendCampaignOrders(user, input.params.id) };
    },

    fetchCoringCampaignResults: async (input) => {
      const user = await readableCoring(requirePrincipal(input).user, input.params.id);
      return {
        status: 200,
        body: await orderFlow.fetchCampaignResults(user, input.params.id, input.body ?? {}),
      };
    },

    importLaboratoryOrderResults: async (input) => {
      const file = input.files.find((uploaded) => uploaded.fieldName === 'file');
      if (!file) {
        throw new AppError('validation_failed', {
          violations: [createViolation('file', 'required')],
        });
      }
      return {
        status: 200,
        body: await resultsImport.importLaboratoryOrderResults(
          requirePrincipal(input).user,
          input.params.id,
          file.data,
        ),
      };
    },
  };
}
