import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createCsvExportService } from './csv-export.service.js';
import { documentToolsHandlers } from './document-tools.routes.js';

/** Document tools (issue 21): zips of a campaign's files and CSV exports, PDF merge and split. */
export function documentToolsRoutes(deps: DomainDeps): RouteModule {
  return documentToolsHandlers({ csvExport: createCsvExportService(deps) });
}
