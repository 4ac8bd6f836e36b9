import { versionConditionOf, versionedAnswer } from '../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { CopyLayersService } from './copy-layers.service.js';
import type { CoreLayersService } from './core-layers.service.js';

/** Layers and interfaces of a core, and the copy of layers onto other cores. */
export function coreLayerRoutes(layers: CoreLayersService, copy: CopyLayersService): RouteModule {
  return {
    getCoreLayers: async (input) =>
      versionedAnswer(await layers.getCoreLayers(requirePrincipal(input).user, input.params.id)),

    updateCoreLayers: async (input) =>
      versionedAnswer(
        await layers.updateCoreLayers(requirePrincipal(input).user, input.params.id, input.body, {
          dropSamples: input.query.dropSamples === true,
          condition: versionConditionOf(input.headers),
        }),
      ),

    getCoreInterfaces: async (input) =>
      versionedAnswer(
        await layers.getCoreInterfaces(requirePrincipal(input).user, input.params.id),
      ),

    updateCoreInterfaces: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        layers.updateCoreInterfaces(user, id, body, condition),
      ),

    copyLayersToCores: async (input) => ({
      status: 200,
      body: await copy.copyLayersToCores(requirePrincipal(input).user, input.body),
    }),
  };
}
