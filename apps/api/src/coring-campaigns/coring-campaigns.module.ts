import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Coring campaigns, their lifecycle and settings (issue 9): the route handlers, wired on the domain's services. */
export const coringCampaignRoutes: (deps: DomainDeps) => RouteModule = () => ({});
