import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { createDeliveryService } from './delivery.service.js';
import { createDocumentRecordsService } from './document-records.service.js';
import { createDocumentUploadService } from './document-upload.service.js';
import { documentHandlers } from './documents.routes.js';
import { createDocumentsService } from './documents.service.js';
import { createDownloadLinksService } from './download-links.service.js';
import { createFoldersService } from './folders.service.js';
import { createRequiredDocumentsService } from './required-documents.service.js';

/**
 * A campaign's file manager (issue 21): uploads, documents, folders, file requests, download
 * links and the delivery zip.
 */
export function documentRoutes(deps: DomainDeps): RouteModule {
  return documentHandlers({
    uploads: createDocumentUploadService(deps),
    records: createDocumentRecordsService(deps),
    documents: createDocumentsService(deps),
    folders: createFoldersService(deps),
    requests: createRequiredDocumentsService(deps),
    links: createDownloadLinksService(deps),
    delivery: createDeliveryService(deps),
  });
}
