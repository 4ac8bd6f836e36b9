import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { CsvExportService } from './csv-export.service.js';
import type { FilesZipService } from './files-zip.service.js';
import type { PdfDocumentsService } from './pdf-documents.service.js';
import { zipAnswer } from './zip-answer.js';

export interface DocumentToolsHandlersDeps {
  csvExport: CsvExportService;
  filesZip: FilesZipService;
  pdfDocuments: PdfDocumentsService;
}

/** The document tools of the Documents tag: zips of files and of CSV exports, PDF merge and split. */
export function documentToolsHandlers({
  csvExport,
  filesZip,
  pdfDocuments,
}: DocumentToolsHandlersDeps): RouteModule {
  return {
    zipCoringCampaignCsvExports: async (input) => {
      const user = requirePrincipal(input).user;
      return zipAnswer(await csvExport.exportCampaign(user, input.params.id), input.log);
    },

    zipFiles: async (input) => {
      const user = requirePrincipal(input).user;
      return zipAnswer(await filesZip.zip(user, input.body), input.log);
    },

    mergePdfDocuments: async (input) => ({
      status: 201,
      body: await pdfDocuments.merge(requirePrincipal(input).user, input.body),
    }),

    splitPdfDocument: async (input) => ({
      status: 201,
      body: await pdfDocuments.split(requirePrincipal(input).user, input.body),
    }),
  };
}
