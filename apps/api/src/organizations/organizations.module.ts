import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Organizations, agencies, sites and providers (issue 8): the route handlers, wired on the domain's services. */
export const organizationRoutes: (deps: DomainDeps) => RouteModule = () => ({});
