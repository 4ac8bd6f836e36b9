import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Workspaces and the my-projects lists (issue 8): the route handlers, wired on the domain's services. */
export const workspaceRoutes: (deps: DomainDeps) => RouteModule = () => ({});
