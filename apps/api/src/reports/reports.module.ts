import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { pdfParametersHandlers } from './pdf-parameters.routes.js';
import { createPdfParametersService } from './pdf-parameters.service.js';
import { reportsHandlers } from './reports.routes.js';
import { createReportsService } from './reports.service.js';

/** The PDF reports of coring campaigns and their layout settings (issue 22). */
export function reportRoutes(deps: DomainDeps): RouteModule {
  return {
    ...reportsHandlers({ reports: createReportsService(deps) }),
    ...pdfParametersHandlers({ parameters: createPdfParametersService(deps) }),
  };
}
