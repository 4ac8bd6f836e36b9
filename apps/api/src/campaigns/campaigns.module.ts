import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { auscultationCampaignRoutes } from './auscultation/auscultation-campaigns.routes.js';
import { createAuscultationCampaignsService } from './auscultation/auscultation-campaigns.service.js';
import { createCampaignMembersService } from './campaign-members.service.js';
import { createCampaignShareService } from './campaign-share.service.js';
import { createCampaignsService } from './campaigns.service.js';
import { campaignRoutesOf } from './campaigns.routes.js';

/** Campaigns of every type, membership and share links (issue 8): the route handlers, wired on the domain's services. */
export const campaignRoutes = (deps: DomainDeps): RouteModule => ({
  ...campaignRoutesOf({
    campaigns: createCampaignsService(deps),
    members: createCampaignMembersService(deps),
    share: createCampaignShareService(deps),
  }),
  ...auscultationCampaignRoutes(createAuscultationCampaignsService(deps)),
});
