import { versionedAnswer } from '../http/entity-version.js';
import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { versionedWrite } from '../http/versioned-write.js';
import type { CoreListService } from './core-list.service.js';
import type { CoresService } from './cores.service.js';

/** The contract's page defaults (Limit.yaml, Offset.yaml); the HTTP layer applies them too. */
const page = (query: { limit?: number; offset?: number }) => ({
  limit: query.limit ?? 20,
  offset: query.offset ?? 0,
});

/** Cores: POST /cores, GET/PUT/PATCH/DELETE /cores/{id} and the campaign's lists. */
export function coreCrudRoutes(cores: CoresService, lists: CoreListService): RouteModule {
  return {
    createCore: async (input) => ({
      status: 201,
      body: await cores.createCore(requirePrincipal(input).user, input.body),
    }),

    getCore: async (input) =>
      versionedAnswer(await cores.getCore(requirePrincipal(input).user, input.params.id)),

    updateCore: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        cores.updateCore(user, id, body, condition),
      ),

    patchCore: (input) =>
      versionedWrite(input, (user, id, body, condition) =>
        cores.patchCore(user, id, body, condition),
      ),

    deleteCore: async (input) => {
      const force = input.query.force ?? false;
      await cores.deleteCore(requirePrincipal(input).user, input.params.id, force);
      return { status: 204 };
    },

    listCampaignCores: async (input) => ({
      status: 200,
      body: await lists.listCampaignCores(requirePrincipal(input).user, input.params.id, {
        coringResult: input.query.coringResult ?? false,
        showPrestations: input.query.showPrestations ?? false,
        ...page(input.query),
      }),
    }),

    listCampaignOtherMaterials: async (input) => ({
      status: 200,
      body: await lists.listCampaignOtherMaterials(
        requirePrincipal(input).user,
        input.params.id,
        page(input.query),
      ),
    }),
  };
}
