import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { CsvExportService } from './csv-export.service.js';
import { zipAnswer } from './zip-answer.js';

export interface DocumentToolsHandlersDeps {
  csvExport: CsvExportService;
}

/** The document tools of the Documents tag: zips of files and of CSV exports, PDF merge and split. */
export function documentToolsHandlers({ csvExport }: DocumentToolsHandlersDeps): RouteModule {
  return {
    zipCoringCampaignCsvExports: async (input) => {
      const user = requirePrincipal(input).user;
      return zipAnswer(await csvExport.exportCampaign(user, input.params.id), input.log);
    },
  };
}
