import type { DomainDeps } from '../app/domain-deps.js';
import { createCsvExportService } from '../document-tools/csv-export.service.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createDownloadWorker, type DownloadWorker, type WorkerLog } from './download-worker.js';
import { createDownloadRepository } from './download.repository.js';
import { downloadsHandlers } from './downloads.routes.js';
import { createDownloadsService } from './downloads.service.js';
import { createRawDataExport } from './raw-data-export.js';

/** The background exports: their routes, and the worker the process starts and stops. */
interface DownloadJobs {
  routes: RouteModule;
  worker: DownloadWorker;
}

/** The worker of this process, with the runner of each download type. */
function createDownloadJobsWorker(deps: DomainDeps, log: WorkerLog): DownloadWorker {
  return createDownloadWorker({
    repository: createDownloadRepository(deps.db),
    runners: {
      raw_data: createRawDataExport({ ...deps, csvExport: createCsvExportService(deps) }),
    },
    now: deps.now,
    log,
  });
}

/** Background exports (issue 22): the routes wake the worker of their process. */
export function createDownloadJobs(deps: DomainDeps, log: WorkerLog): DownloadJobs {
  const worker = createDownloadJobsWorker(deps, log);
  return {
    worker,
    routes: downloadsHandlers({
      downloads: createDownloadsService({
        ...deps,
        wake: () => {
          worker.wake();
        },
      }),
    }),
  };
}
