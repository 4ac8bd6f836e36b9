import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { BinService } from './bin.service.js';

/** GET /bin and POST /bin/{kind}/{id}/restore (tag Bin, issue 27). */
export function binRouteHandlers(bin: BinService): RouteModule {
  return {
    listBinItems: async (input) => ({
      status: 200,
      body: await bin.list(requirePrincipal(input).user, input.query),
    }),

    restoreBinItem: async (input) => {
      await bin.restore(requirePrincipal(input).user, input.params.kind, input.params.id);
      return { status: 204 };
    },
  };
}
