import type { DomainDeps } from '../app/domain-deps.js';
import { createDocumentAccess } from '../documents/document-access.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createCsvExportService } from './csv-export.service.js';
import { documentToolsHandlers } from './document-tools.routes.js';
import { createFilesZipService } from './files-zip.service.js';
import { createPdfDocumentsService } from './pdf-documents.service.js';

/** Document tools (issue 21): zips of a campaign's files and CSV exports, PDF merge and split. */
export function documentToolsRoutes(deps: DomainDeps): RouteModule {
  const access = createDocumentAccess(deps);
  return documentToolsHandlers({
    csvExport: createCsvExportService(deps),
    filesZip: createFilesZipService({ ...deps, access }),
    pdfDocuments: createPdfDocumentsService({ ...deps, access }),
  });
}
