import type { DomainDeps } from '../app/domain-deps.js';
import type { RouteModule } from '../http/operation-handler.js';
import { analysisHandlers } from './analyses.routes.js';
import { createCampaignAnalysesService } from './campaign-analyses.service.js';
import { createLayerPrestationsService } from './layer-prestations.service.js';
import { createOrderFlow } from './order-flow.service.js';
import { createProviderAdapterFor, type ProviderAdapterFor } from './provider-channel.js';
import { createResultsImportService } from './results-import.service.js';

/**
 * The domain's services on the composition root's dependencies. `adapterFor` picks how an order
 * reaches its laboratory (HTTP for a provider with an API, e-mail otherwise); the demo seed and the
 * tests may give another.
 */
function createAnalysisServices(
  { db, membership, mailer, now }: Pick<DomainDeps, 'db' | 'membership' | 'mailer' | 'now'>,
  adapterFor: ProviderAdapterFor = createProviderAdapterFor({ mailer }),
) {
  return {
    prestations: createLayerPrestationsService({ db, membership, now }),
    analyses: createCampaignAnalysesService({ db, membership }),
    orderFlow: createOrderFlow({ db, now, adapterFor }),
    resultsImport: createResultsImportService({ db, membership, now }),
  };
}

/** Providers prestations, laboratory orders and results (issue 9): the route handlers, wired on the domain's services. */
export const analysisRoutes = (deps: DomainDeps): RouteModule =>
  analysisHandlers({ ...createAnalysisServices(deps), membership: deps.membership });
