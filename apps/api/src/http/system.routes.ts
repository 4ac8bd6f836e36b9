import { readFileSync } from 'node:fs';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/database.js';
import { apiPackageFile } from '../paths.js';
import { isJsonObject } from './contract/contract-document.js';
import type { RouteModule } from './operation-handler.js';

function readApiVersion(): string {
  const manifest: unknown = JSON.parse(readFileSync(apiPackageFile, 'utf8'));
  return isJsonObject(manifest) && typeof manifest.version === 'string'
    ? manifest.version
    : '0.0.0';
}

export interface SystemRoutesOptions {
  database: Database;
  config: Pick<AppConfig, 'environment' | 'maintenance' | 'binRetentionDays'>;
  isShuttingDown: () => boolean;
}

/**
 * The System tag: the health check (the server accepts requests and its database answers a query)
 * and the public runtime configuration the web app reads first.
 */
export function systemRoutes({
  database,
  config,
  isShuttingDown,
}: SystemRoutesOptions): RouteModule {
  const version = readApiVersion();
  return {
    getHealth: async ({ log }) => {
      const unavailable = {
        status: 503,
        body: { status: 'unavailable', database: database.kind },
      } as const;
      if (isShuttingDown()) return unavailable;
      try {
        await database.ping();
        return { status: 200, body: { status: 'ok', database: database.kind } };
      } catch (error) {
        log.error({ err: error }, 'health check: the database did not answer');
        return unavailable;
      }
    },
    getRuntimeConfig: () =>
      Promise.resolve({
        status: 200,
        body: {
          maintenance: config.maintenance.enabled,
          maintenanceMessage: config.maintenance.message ?? null,
          version,
          minimumWebVersion: null,
          environment: config.environment,
          binRetentionDays: config.binRetentionDays,
        },
      }),
  };
}
