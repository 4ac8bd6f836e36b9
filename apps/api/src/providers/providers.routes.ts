import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { ProvidersService } from './providers.service.js';

/** The contract's Providers tag. */
export function providerRoutes(providers: ProvidersService): RouteModule {
  return {
    listProviders: async (input) => ({
      status: 200,
      body: await providers.listProviders(requirePrincipal(input).user, input.query),
    }),

    listProviderLaboratories: async (input) => ({
      status: 200,
      body: await providers.listLaboratories(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),

    listProviderPrestations: async (input) => ({
      status: 200,
      body: await providers.listPrestations(
        requirePrincipal(input).user,
        input.params.id,
        input.query,
      ),
    }),
  };
}
