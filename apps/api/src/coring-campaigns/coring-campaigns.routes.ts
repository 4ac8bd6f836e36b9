import { versionedAnswer } from '../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { CoringCampaignsService } from './coring-campaigns.service.js';
import type { CoringSettingsService } from './coring-settings.service.js';
import type { CoringStatusService } from './coring-status.service.js';

/**
 * The contract's Coring campaigns operations of issue 9 (the display-name prefix list is served by
 * the reference-data module, with the other prefix operations), plus POST /campaign/{id}/validateCores.
 */
export function coringCampaignRouteHandlers(services: {
  campaigns: CoringCampaignsService;
  statuses: CoringStatusService;
  settings: CoringSettingsService;
}): RouteModule {
  const { campaigns, statuses, settings } = services;
  return {
    createCoringCampaign: async (input) => ({
      status: 201,
      body: await campaigns.create(requirePrincipal(input).user, input.body),
    }),

    getCoringCampaign: async (input) =>
      versionedAnswer(await campaigns.get(requirePrincipal(input).user, input.params.id)),

    updateCoringCampaign: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        campaigns.update(user, id, body, condition),
      ),

    updateCoringCampaignStatus: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        statuses.changeStatus(user, id, body.status, condition),
      ),

    validateCampaignCores: async (input) => ({
      status: 200,
      body: await statuses.validateCores(requirePrincipal(input).user, input.params.id),
    }),

    updateCoringCampaignCustomerAccess: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        campaigns.setCustomerAccess(user, id, body.hasCustomerAccess, condition),
      ),

    updateCoringCampaignCustomerValidation: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        campaigns.setCustomerValidation(user, id, body.validateCustomer, condition),
      ),

    updateCoringCampaignShouldValidateCustomer: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        campaigns.setShouldValidateCustomer(user, id, body.shouldValidateCustomer, condition),
      ),

    getCoringCampaignLayerNames: async (input) => ({
      status: 200,
      body: await settings.layerNames(requirePrincipal(input).user, input.params.id),
    }),

    updateCoringCampaignLayerNames: async (input) => ({
      status: 200,
      body: await settings.replaceLayerNames(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      ),
    }),

    setCoringCampaignPrestationsAndProviders: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        settings.setProvidersAndPrestations(user, id, body, condition),
      ),
  };
}
