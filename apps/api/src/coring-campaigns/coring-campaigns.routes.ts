import { versionConditionOf, versionedAnswer } from '../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
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

    updateCoringCampaign: async (input) =>
      versionedAnswer(
        await campaigns.update(
          requirePrincipal(input).user,
          input.params.id,
          input.body,
          versionConditionOf(input.headers),
        ),
      ),

    updateCoringCampaignStatus: async (input) =>
      versionedAnswer(
        await statuses.changeStatus(
          requirePrincipal(input).user,
          input.params.id,
          input.body.status,
          versionConditionOf(input.headers),
        ),
      ),

    validateCampaignCores: async (input) => ({
      status: 200,
      body: await statuses.validateCores(requirePrincipal(input).user, input.params.id),
    }),

    updateCoringCampaignCustomerAccess: async (input) =>
      versionedAnswer(
        await campaigns.setCustomerAccess(
          requirePrincipal(input).user,
          input.params.id,
          input.body.hasCustomerAccess,
          versionConditionOf(input.headers),
        ),
      ),

    updateCoringCampaignCustomerValidation: async (input) =>
      versionedAnswer(
        await campaigns.setCustomerValidation(
          requirePrincipal(input).user,
          input.params.id,
          input.body.validateCustomer,
          versionConditionOf(input.headers),
        ),
      ),

    updateCoringCampaignShouldValidateCustomer: async (input) =>
      versionedAnswer(
        await campaigns.setShouldValidateCustomer(
          requirePrincipal(input).user,
          input.params.id,
          input.body.shouldValidateCustomer,
          versionConditionOf(input.headers),
        ),
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

    setCoringCampaignPrestationsAndProviders: async (input) =>
      versionedAnswer(
        await settings.setProvidersAndPrestations(
          requirePrincipal(input).user,
          input.params.id,
          input.body,
          versionConditionOf(input.headers),
        ),
      ),
  };
}
