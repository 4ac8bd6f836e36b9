import type { ChausseeClient } from './client-types.js';

/**
 * The client the generated React Query hooks use. orval calls its mutator with a URL and a
 * RequestInit only, so the hooks reach the client through this module-level slot, set once when
 * the app starts (before the first render) and in test setup.
 */
let configured: ChausseeClient | undefined;

/** Makes `client` the one the hooks of `@chaussee/sdk/react` send their requests through. */
export function configureChausseeClient(client: ChausseeClient): void {
  configured = client;
}

export function getConfiguredClient(): ChausseeClient {
  if (!configured) {
    throw new Error(
      'No Chaussée client configured: call configureChausseeClient(createChausseeClient(...)) first.',
    );
  }
  return configured;
}
