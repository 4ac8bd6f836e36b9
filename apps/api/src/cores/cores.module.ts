import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Cores, layers, interfaces and groups (issue 9): the route handlers, wired on the domain's services. */
export const coreRoutes: (deps: DomainDeps) => RouteModule = () => ({});
