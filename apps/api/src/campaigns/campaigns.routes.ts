import { versionedAnswer } from '../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { CampaignMembersService } from './campaign-members.service.js';
import type { CampaignShareService } from './campaign-share.service.js';
import type { CampaignsService } from './campaigns.service.js';

export interface CampaignRoutesDeps {
  campaigns: CampaignsService;
  members: CampaignMembersService;
  share: CampaignShareService;
}

const pagingOf = (query: { limit?: number | undefined; offset?: number | undefined }) => ({
  limit: query.limit ?? 20,
  offset: query.offset ?? 0,
});

/** The contract's Campaigns operations common to every type: reading, archiving, members, links. */
export function campaignRoutesOf({ campaigns, members, share }: CampaignRoutesDeps): RouteModule {
  return {
    getCampaign: async (input) =>
      versionedAnswer(await campaigns.getCampaign(requirePrincipal(input).user, input.params.id)),

    patchCampaign: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        campaigns.patchCampaign(user, id, body, condition),
      ),

    deleteCampaign: async (input) => {
      await campaigns.deleteCampaign(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    listCampaignUsers: async (input) => ({
      status: 200,
      body: await members.listCampaignUsers(
        requirePrincipal(input).user,
        input.params.id,
        pagingOf(input.query),
      ),
    }),

    listCampaignMemberships: async (input) => ({
      status: 200,
      body: await members.listCampaignMemberships(
        requirePrincipal(input).user,
        input.params.id,
        {
          teamMember: input.query.teamMember,
          diffusedStudyManagersOnly: input.query.diffusedStudyManagersOnly ?? false,
        },
        pagingOf(input.query),
      ),
    }),

    replaceCampaignMembers: async (input) => ({
      status: 200,
      body: await members.replaceCampaignMembers(
        requirePrincipal(input).user,
        input.params.id,
        input.body.members,
      ),
    }),

    addCampaignMember: async (input) => ({
      status: 201,
      body: await members.addCampaignMember(
        requirePrincipal(input).user,
        input.params.id,
        input.params.userId,
        // The body is optional: an absent one means every flag false.
        input.body ?? {},
      ),
    }),

    updateCampaignMember: async (input) => ({
      status: 200,
      body: await members.updateCampaignMember(
        requirePrincipal(input).user,
        input.params.id,
        input.params.userId,
        input.body,
      ),
    }),

    removeCampaignMember: async (input) => {
      await members.removeCampaignMember(
        requirePrincipal(input).user,
        input.params.id,
        input.params.userId,
      );
      return { status: 204 };
    },

    contactCampaignEngineer: async (input) => {
      await share.contactCampaignEngineer(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      );
      return { status: 204 };
    },

    createCampaignShareLink: async (input) => ({
      status: 201,
      body: await share.createCampaignShareLink(
        requirePrincipal(input).user,
        input.params.id,
        // The web app may send no body at all to only get the link.
        input.body ?? {},
      ),
    }),

    listCampaignShareLinks: async (input) => ({
      status: 200,
      body: await share.listCampaignShareLinks(requirePrincipal(input).user, input.params.id),
    }),

    revokeCampaignShareLink: async (input) => {
      await share.revokeCampaignShareLink(
        requirePrincipal(input).user,
        input.params.id,
        input.params.linkId,
      );
      return { status: 204 };
    },
  };
}
