import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { MacroService } from './macro.service.js';

/**
 * The nine macro operations (tags Users, Organizations and Macro projects), in one module since
 * they share one service: the same lists seen from a user, an organization or a project.
 */
export function macroRouteHandlers(macro: MacroService): RouteModule {
  return {
    listUserMacroCores: async (input) => ({
      status: 200,
      body: await macro.cores(
        requirePrincipal(input).user,
        { kind: 'user', userId: input.params.id },
        input.query,
      ),
    }),
    listUserMacroCampaigns: async (input) => ({
      status: 200,
      body: await macro.campaigns(
        requirePrincipal(input).user,
        { kind: 'user', userId: input.params.id },
        input.query,
      ),
    }),
    listUserMacroProjects: async (input) => ({
      status: 200,
      body: await macro.projects(
        requirePrincipal(input).user,
        { kind: 'user', userId: input.params.id },
        input.query,
      ),
    }),
    listUserMacroOrganizations: async (input) => ({
      status: 200,
      body: await macro.organizations(
        requirePrincipal(input).user,
        { kind: 'user', userId: input.params.id },
        input.query,
      ),
    }),
    listOrganizationMacroCores: async (input) => ({
      status: 200,
      body: await macro.cores(
        requirePrincipal(input).user,
        { kind: 'organization', organizationId: input.params.id },
        input.query,
      ),
    }),
    listOrganizationMacroCampaigns: async (input) => ({
      status: 200,
      body: await macro.campaigns(
        requirePrincipal(input).user,
        { kind: 'organization', organizationId: input.params.id },
        input.query,
      ),
    }),
    listOrganizationMacroProjects: async (input) => ({
      status: 200,
      body: await macro.projects(
        requirePrincipal(input).user,
        { kind: 'organization', organizationId: input.params.id },
        input.query,
      ),
    }),
    listProjectMacroCores: async (input) => ({
      status: 200,
      body: await macro.cores(
        requirePrincipal(input).user,
        { kind: 'project', workspaceId: input.params.id },
        input.query,
      ),
    }),
    listProjectMacroCampaigns: async (input) => ({
      status: 200,
      body: await macro.campaigns(
        requirePrincipal(input).user,
        { kind: 'project', workspaceId: input.params.id },
        input.query,
      ),
    }),
  };
}
