import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { coreLayerRoutes } from './core-layers.routes.js';
import { createCopyLayersService } from './copy-layers.service.js';
import { createCoreLayersService } from './core-layers.service.js';
import { createCoreListService } from './core-list.service.js';
import { coreCrudRoutes } from './cores.routes.js';
import { createCoresService } from './cores.service.js';
import { coresGroupRoutes } from './cores-groups.routes.js';
import { createCoresGroupsService } from './cores-groups.service.js';

/** Cores, layers, interfaces and groups (issue 9): the route handlers, wired on the domain's services. */
export function coreRoutes(deps: DomainDeps): RouteModule {
  const { db, membership, now } = deps;
  return {
    ...coreCrudRoutes(
      createCoresService({ db, membership, now }),
      createCoreListService({ db, membership }),
    ),
    ...coreLayerRoutes(
      createCoreLayersService({ db, membership }),
      createCopyLayersService({ db, membership }),
    ),
    ...coresGroupRoutes(createCoresGroupsService({ db, membership, now })),
  };
}
