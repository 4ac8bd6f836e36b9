import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { auscultationCampaignRoutes } from './auscultation/auscultation-campaigns.routes.js';
import { createAuscultationCampaignsService } from './auscultation/auscultation-campaigns.service.js';
import { createCampaignMembersService } from './campaign-members.service.js';
import { createCampaignShareService } from './campaign-share.service.js';
import { createCampaignsService } from './campaigns.service.js';
import { campaignRoutesOf } from './campaigns.routes.js';

/**
 * The services of the campaigns domain. The demo seed calls, with an acting user:
 * `auscultation.createAuscultationCampaign(actor, { id, workspaceId, name, status, … })`,
 * `campaigns.patchCampaign(actor, id, { isArchived: true })`,
 * `members.addCampaignMember(actor, campaignId, userId, flags)` and
 * `share.createCampaignShareLink(actor, campaignId, {})` (answers the url to print). Coring
 * campaigns are created by the coring-campaigns domain, through `createCampaign` of
 * campaigns.service.ts.
 */
export function createCampaignDomain(deps: DomainDeps) {
  return {
    campaigns: createCampaignsService(deps),
    members: createCampaignMembersService(deps),
    share: createCampaignShareService(deps),
    auscultation: createAuscultationCampaignsService(deps),
  };
}

/** Campaigns of every type, membership and share links (issue 8): the route handlers, wired on the domain's services. */
export const campaignRoutes = (deps: DomainDeps): RouteModule => {
  const domain = createCampaignDomain(deps);
  return { ...campaignRoutesOf(domain), ...auscultationCampaignRoutes(domain.auscultation) };
};
