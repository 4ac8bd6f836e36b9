import { versionedAnswer } from '../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { pageRequest } from '../http/paging.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { UserListsService } from './user-lists.service.js';
import type { WorkspaceListsService } from './workspace-lists.service.js';
import type { WorkspacesService } from './workspaces.service.js';

export interface WorkspaceRoutesDeps {
  workspaces: WorkspacesService;
  lists: WorkspaceListsService;
  userLists: UserListsService;
}

/** The contract's Workspaces operations and the my-projects lists of GET /users/{id}/…. */
export function workspaceRoutesOf({
  workspaces,
  lists,
  userLists,
}: WorkspaceRoutesDeps): RouteModule {
  return {
    createWorkspace: async (input) => ({
      status: 201,
      body: await workspaces.createWorkspace(requirePrincipal(input).user, input.body),
    }),

    getWorkspace: async (input) =>
      versionedAnswer(await workspaces.getWorkspace(requirePrincipal(input).user, input.params.id)),

    updateWorkspace: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        workspaces.updateWorkspace(user, id, body, condition),
      ),

    patchWorkspace: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        workspaces.patchWorkspace(user, id, body, condition),
      ),

    deleteWorkspace: async (input) => {
      await workspaces.deleteWorkspace(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    getWorkspaceCampaignsInfo: async (input) => ({
      status: 200,
      body: await lists.getWorkspaceCampaignsInfo(requirePrincipal(input).user, input.params.id),
    }),

    listWorkspaceCampaigns: async (input) => ({
      status: 200,
      body: await lists.listWorkspaceCampaigns(requirePrincipal(input).user, input.params.id, {
        ...pageRequest(input.query),
        coresCount: input.query.coresCount ?? false,
        query: input.query.query,
        status: input.query.status,
        campaignType: input.query.campaignType,
        reference: input.query.reference,
        archived: input.query.archived,
      }),
    }),

    listWorkspaceRoads: async (input) => ({
      status: 200,
      body: await lists.listWorkspaceRoads(
        requirePrincipal(input).user,
        input.params.id,
        pageRequest(input.query),
      ),
    }),

    listWorkspaceCities: async (input) => ({
      status: 200,
      body: await lists.listWorkspaceCities(
        requirePrincipal(input).user,
        input.params.id,
        pageRequest(input.query),
      ),
    }),

    listOrganizationWorkspaces: async (input) => ({
      status: 200,
      body: await lists.listOrganizationWorkspaces(requirePrincipal(input).user, input.params.id, {
        ...pageRequest(input.query),
        archived: input.query.archived,
      }),
    }),

    listUserWorkspaces: async (input) => ({
      status: 200,
      body: await userLists.listUserWorkspaces(requirePrincipal(input).user, input.params.id, {
        ...pageRequest(input.query),
        displayCampaigns: input.query.displayCampaigns ?? false,
        archived: input.query.archived ?? false,
        workspaceName: input.query.workspaceName,
        campaignName: input.query.campaignName,
        campaignType: input.query.campaignType,
        reference: input.query.reference,
        organizationId: input.query.organization,
        siteId: input.query.site,
      }),
    }),

    listUserCampaigns: async (input) => ({
      status: 200,
      body: await userLists.listUserCampaigns(requirePrincipal(input).user, input.params.id, {
        ...pageRequest(input.query),
        admin: input.query.admin ?? false,
        showDocuments: input.query.showDocuments ?? false,
        filter: input.query.filter,
        isGroundSurvey: input.query.isGroundSurvey,
      }),
    }),
  };
}
