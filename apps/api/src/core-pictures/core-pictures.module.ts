import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Core pictures (issue 9): the route handlers, wired on the domain's services. */
export const corePictureRoutes: (deps: DomainDeps) => RouteModule = () => ({});
