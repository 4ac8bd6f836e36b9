import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { CoresGroupsService } from './cores-groups.service.js';

/** Cores groups (the /v2/ operations, answered as application/ld+json). */
export function coresGroupRoutes(groups: CoresGroupsService): RouteModule {
  return {
    listCoresGroups: async (input) => ({
      status: 200,
      body: await groups.listCoresGroups(requirePrincipal(input).user, input.params.id, {
        limit: input.query.limit ?? 20,
        offset: input.query.offset ?? 0,
      }),
    }),

    createCoresGroup: async (input) => ({
      status: 201,
      body: await groups.createCoresGroup(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      ),
    }),

    updateCoresGroup: async (input) => ({
      status: 200,
      body: await groups.updateCoresGroup(
        requirePrincipal(input).user,
        input.params.id,
        input.body,
      ),
    }),

    deleteCoresGroup: async (input) => {
      await groups.deleteCoresGroup(requirePrincipal(input).user, input.params.id);
      return { status: 204 };
    },
  };
}
