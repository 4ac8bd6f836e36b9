import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { mapLayersRoutes } from './map-layers.routes.js';
import { createMapLayersService } from './map-layers.service.js';

/** The maps of the campaigns (issue 24): the route handlers, wired on the service. */
export const mapLayersModuleRoutes = (deps: DomainDeps): RouteModule =>
  mapLayersRoutes(createMapLayersService(deps));
