import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';

/** Roads, cities, display-name prefixes, material categories, degradations (issue 9): the route handlers, wired on the domain's services. */
export const referenceDataRoutes: (deps: DomainDeps) => RouteModule = () => ({});
