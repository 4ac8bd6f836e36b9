import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createCoringCampaignServices } from './coring-campaign-services.js';
import { coringCampaignRouteHandlers } from './coring-campaigns.routes.js';

/** Coring campaigns, their lifecycle and settings (issue 9): the route handlers, wired on the domain's services. */
export const coringCampaignRoutes = ({ db, membership, now }: DomainDeps): RouteModule =>
  coringCampaignRouteHandlers(createCoringCampaignServices({ db, now, membership }));
