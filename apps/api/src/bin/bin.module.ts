import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createBinPurge, type BinPurge, type PurgeLog } from './bin-purge.js';
import { binRouteHandlers } from './bin.routes.js';
import { createBinService } from './bin.service.js';

/** The bin (issue 27): its routes, and the purge the process starts and stops. */
export function createBin(
  deps: DomainDeps,
  options: { retentionDays: number; log: PurgeLog },
): { routes: RouteModule; purge: BinPurge } {
  const { db, now, storage } = deps;
  return {
    routes: binRouteHandlers(createBinService({ db, now, retentionDays: options.retentionDays })),
    purge: createBinPurge({ db, storage, now, ...options }),
  };
}
