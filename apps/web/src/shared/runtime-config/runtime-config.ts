import type { ChausseeClient, components } from '@chaussee/sdk';

export type RuntimeConfig = components['schemas']['RuntimeConfig'];

/**
 * How long a read configuration is trusted. Short, so that switching the maintenance flag on the
 * server reaches open tabs at their next navigation without a rebuild.
 */
const RUNTIME_CONFIG_TTL_MS = 30 * 1000;

/**
 * Reads GET /runtime-config at most once per TTL; a failed read leaves maintenance off. Callers
 * that ask while a read is under way share it (the cold start asks before the router's guard does).
 */
export function createRuntimeConfigReader(client: ChausseeClient, now: () => number = Date.now) {
  let cached: { config: Promise<RuntimeConfig | null>; askedAt: number } | undefined;
  return function readRuntimeConfig(): Promise<RuntimeConfig | null> {
    if (cached && now() - cached.askedAt < RUNTIME_CONFIG_TTL_MS) return cached.config;
    const config = client
      .GET('/runtime-config')
      .then(({ data }) => data)
      .catch(() => null);
    cached = { config, askedAt: now() };
    return config;
  };
}
