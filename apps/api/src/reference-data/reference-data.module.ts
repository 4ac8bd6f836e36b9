import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createDisplayNamePrefixesService } from './display-name-prefixes.service.js';
import { createPlacesRepository } from './places.repository.js';
import { createPlacesService } from './places.service.js';
import { createReferenceCatalogueRepository } from './reference-catalogue.repository.js';
import { createReferenceCatalogueService } from './reference-catalogue.service.js';
import { referenceDataRouteHandlers } from './reference-data.routes.js';

/** Roads, cities, display-name prefixes, material categories, degradations (issue 9): the route handlers, wired on the domain's services. */
export const referenceDataRoutes = ({ db, membership }: DomainDeps): RouteModule =>
  referenceDataRouteHandlers({
    places: createPlacesService({ places: createPlacesRepository(db), membership }),
    prefixes: createDisplayNamePrefixesService({ db, membership }),
    catalogue: createReferenceCatalogueService({
      catalogue: createReferenceCatalogueRepository(db),
    }),
  });
