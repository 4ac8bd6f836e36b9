import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import { contentDispositionOf } from '../storage/media-type.js';
import type { GeneratedPdf, ReportsService } from './reports.service.js';

/** The 200 answer of a PDF: its bytes, saved under its name, never kept by a cache. */
function pdfAnswer({ fileName, bytes }: GeneratedPdf) {
  return {
    status: 200 as const,
    body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    headers: {
      'content-disposition': contentDispositionOf(fileName, fileName),
      'cache-control': 'private, no-store',
    },
  };
}

/** The PDF reports of the Coring campaigns tag. */
export function reportsHandlers({ reports }: { reports: ReportsService }): RouteModule {
  return {
    generateCoringCampaignPdf: async (input) => {
      const { pdf, document } = await reports.campaignReport(
        requirePrincipal(input).user,
        input.params.id,
        { save: input.query.save ?? false, stream: input.query.stream ?? true },
        input.body,
      );
      if (document !== undefined && input.query.stream === false) {
        return { status: 201, body: document };
      }
      return pdfAnswer(pdf);
    },

    generateCoringCampaignCoresPdf: async (input) =>
      pdfAnswer(
        await reports.coreSheets(requirePrincipal(input).user, input.params.id, input.body),
      ),

    generateCorePdf: async (input) =>
      pdfAnswer(await reports.coreSheet(requirePrincipal(input).user, input.params.id, input.body)),
  };
}
