import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { DisplayNamePrefixesService } from './display-name-prefixes.service.js';
import type { PlacesService } from './places.service.js';
import type { ReferenceCatalogueService } from './reference-catalogue.service.js';

/** Contract defaults (filled by the HTTP layer; the generated types still mark them optional). */
const page = (query: { limit?: number | undefined; offset?: number | undefined }) => ({
  limit: query.limit ?? 20,
  offset: query.offset ?? 0,
});

/**
 * The contract's Reference data tag, plus the prefix list of a coring campaign (kept with the
 * other prefix operations).
 */
export function referenceDataRouteHandlers(services: {
  places: PlacesService;
  prefixes: DisplayNamePrefixesService;
  catalogue: ReferenceCatalogueService;
}): RouteModule {
  const { places, prefixes, catalogue } = services;
  return {
    createRoad: async (input) => ({
      status: 201,
      body: await places.createRoad(requirePrincipal(input).user, input.body),
    }),

    createCity: async (input) => ({
      status: 201,
      body: await places.createCity(requirePrincipal(input).user, input.body),
    }),

    listCoringCampaignDisplayNamePrefixes: async (input) => ({
      status: 200,
      body: await prefixes.list(requirePrincipal(input).user, input.params.id, page(input.query)),
    }),

    createDisplayNamePrefix: async (input) => ({
      status: 201,
      body: await prefixes.create(requirePrincipal(input).user, input.body),
    }),

    deleteDisplayNamePrefix: async (input) => {
      await prefixes.delete(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },

    listMaterialCategories: async (input) => ({
      status: 200,
      body: await catalogue.listMaterialCategories(requirePrincipal(input).user, {
        organizationId: input.query.organizationId,
        ...page(input.query),
      }),
    }),

    listDegradations: async (input) => {
      requirePrincipal(input);
      return { status: 200, body: await catalogue.listDegradations(page(input.query)) };
    },
  };
}
