import { versionedAnswer } from '../http/entity-version.js';
import { createViolation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { OrganizationLogoService } from './organization-logo.service.js';
import type { OrganizationsService } from './organizations.service.js';

export interface OrganizationRoutesDeps {
  organizations: OrganizationsService;
  logos: OrganizationLogoService;
}

/** The contract's Organizations and Agencies tags (organizations' workspaces: the workspaces domain). */
export function organizationRoutesOf({
  organizations,
  logos,
}: OrganizationRoutesDeps): RouteModule {
  return {
    listOrganizations: async (input) => ({
      status: 200,
      body: await organizations.listOrganizations(requirePrincipal(input).user, input.query),
    }),

    listCustomerOrganizations: async (input) => ({
      status: 200,
      body: await organizations.listCustomerOrganizations(
        requirePrincipal(input).user,
        input.query,
      ),
    }),

    // JSON bodies reach handlers as sent: isInternal may be absent whatever the generated type says.
    createOrganization: async (input) => ({
      status: 201,
      body: await organizations.createOrganization(requirePrincipal(input).user, input.body),
    }),

    getOrganization: async (input) =>
      versionedAnswer(
        await organizations.getOrganization(requirePrincipal(input).user, input.params.id),
      ),

    updateOrganization: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        organizations.updateOrganization(user, id, body, condition),
      ),

    deactivateOrganization: async (input) => ({
      status: 200,
      body: await organizations.deactivateOrganization(
        requirePrincipal(input).user,
        input.params.id,
      ),
    }),

    getOrganizationRelations: async (input) => ({
      status: 200,
      body: await organizations.getRelations(requirePrincipal(input).user, input.params.id),
    }),

    uploadOrganizationLogo: async (input) => {
      const file = input.files.find((uploaded) => uploaded.fieldName === 'file');
      if (!file) {
        throw new AppError('validation_failed', {
          violations: [createViolation('file', 'required')],
        });
      }
      return {
        status: 201,
        body: await logos.uploadLogo(requirePrincipal(input).user, input.params.id, file.data),
      };
    },

    getOrganizationLogoUrl: async (input) => ({
      status: 200,
      body: await logos.logoUrl(requirePrincipal(input).user, input.params.id),
    }),

    listAgencies: async (input) => ({
      status: 200,
      body: await organizations.listAgencies(requirePrincipal(input).user, input.query),
    }),
  };
}
