import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { VersionsService } from './versions.service.js';

/** GET/POST /{product}-versions and PUT /{product}-versions/{id} (tag Reference data). */
export function versionRouteHandlers(versions: VersionsService): RouteModule {
  return {
    listProductVersions: async (input) => ({
      status: 200,
      body: await versions.list(requirePrincipal(input).user, input.params.product, input.query),
    }),

    createProductVersion: async (input) => ({
      status: 201,
      body: await versions.create(requirePrincipal(input).user, input.params.product, input.body),
    }),

    updateProductVersion: async (input) => ({
      status: 200,
      body: await versions.update(
        requirePrincipal(input).user,
        input.params.product,
        input.params.id,
        input.body,
      ),
    }),
  };
}
