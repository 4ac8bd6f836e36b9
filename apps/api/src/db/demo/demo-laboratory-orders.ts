import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { runLaboratoryOrderFlow } from '../../analyses/laboratory-demo.js';
import { createOrderSamplesRepository } from '../../analyses/order-samples.repository.js';
import { createResultsImportService } from '../../analyses/results-import.service.js';
import type { DomainDeps } from '../../app/domain-deps.js';
import type { BulkCoreResult } from '../../cores/cores-bulk.js';
import type { ProviderAdapter } from '../../laboratory/provider-adapter.js';
import type { DemoCore, DemoLayer } from './demo-cores.js';
import { DEMO_PROVIDERS } from './demo-providers.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/** The campaign statuses that come after the laboratory orders left. */
export const ORDERED_STATUSES: ReadonlySet<CampaignStatus> = new Set([
  'sent_for_analysis',
  'results_obtained',
  'finished',
]);

/** The statuses whose campaign has its laboratory results back. */
const WITH_RESULTS: ReadonlySet<CampaignStatus> = new Set(['results_obtained', 'finished']);

function demoLaboratory() {
  const found = DEMO_PROVIDERS.find((provider) => provider.values.isLaboratory === true);
  if (found === undefined) throw new Error('The demo has an analysis laboratory.');
  return found;
}
const laboratory = demoLaboratory();
const coringCompany = DEMO_PROVIDERS.find((provider) => provider.values.isLaboratory !== true);

/**
 * What every demo coring campaign offers, as chosen while preparing it: both providers, the
 * laboratory's three analyses at its one laboratory, and the coring.
 */
export const DEMO_CAMPAIGN_OFFER: components['schemas']['CoringCampaignProvidersUpdate'] = {
  providerIds: DEMO_PROVIDERS.map((provider) => provider.id),
  prestations: [
    ...laboratory.prestations.map((prestation) => ({
      prestationId: prestation.id,
      laboratoryId: laboratory.laboratories[0]?.id ?? null,
    })),
    ...(coringCompany?.prestations ?? []).map((prestation) => ({
      prestationId: prestation.id,
      laboratoryId: null,
    })),
  ],
};

/** The layers the laboratory analyses: those its prestations accept (demo-providers). */
export function isAnalysedLayer(layer: DemoLayer): boolean {
  return layer.type === 'CA' || layer.type === 'EB' || layer.type === 'OTHER';
}

/**
 * Seeding sends nothing anywhere: the demo laboratory takes orders by e-mail, and this adapter
 * answers as the e-mail channel does (our own reference), without writing to the outbox.
 */
const quietEmailAdapter: ProviderAdapter = {
  channel: 'email',
  sendOrder: (order) => Promise.resolve({ externalReference: order.reference }),
  fetchResults: () => Promise.resolve({ state: 'pending' }),
};

const decimal = (value: number) => String(value).replace('.', ',');

/** The laboratory's results file of an order: the demo layer's own values, one line a sample. */
function resultsFile(
  samples: readonly { sampleId: string; layerId: string }[],
  resultsByLayer: ReadonlyMap<string, NonNullable<DemoLayer['results']>>,
  analysedAt: string,
): Buffer {
  const lines = samples.flatMap(({ sampleId, layerId }) => {
    const results = resultsByLayer.get(layerId);
    if (results === undefined) return [];
    const asbestos = results.asbestosDetected ? 'Présence' : 'Absence';
    return [
      [sampleId, decimal(results.pahMgKg), decimal(results.thMgKg), asbestos, analysedAt].join(';'),
    ];
  });
  return Buffer.from(
    ['Identifiant échantillon;HAP (mg/kg);HCT (mg/kg);Amiante;Date d’analyse', ...lines].join('\n'),
  );
}

export interface DemoOrderDates {
  /** When the orders left. */
  sentAt: Date;
  /** When the results file came back and was imported. */
  resultsAt: Date;
  /** The day the laboratory analysed the samples. */
  analysedAt: string;
}

/**
 * The laboratory orders a demo campaign's status implies, through the analyses domain as staff
 * would go: the analyses asked on every analysed layer, the orders sent (the campaign moves from
 * taking_validated to sent_for_analysis), and for a campaign with results the laboratory's file
 * imported (orders ResultsSent, campaign results_obtained). `written` is what the bulk insert
 * wrote for `cores`, in the same order; each analysed layer has its core sample.
 */
export async function seedDemoLaboratoryOrders(
  deps: DomainDeps,
  actor: SessionUser,
  campaign: { id: string; status: CampaignStatus },
  cores: readonly DemoCore[],
  written: readonly BulkCoreResult[],
  dates: DemoOrderDates,
): Promise<void> {
  const withResults = WITH_RESULTS.has(campaign.status);
  const resultsByLayer = new Map<string, NonNullable<DemoLayer['results']>>();
  const pairs = cores.flatMap((core, coreIndex) =>
    core.layers.flatMap((layer, layerIndex) => {
      const layerId = written[coreIndex]?.layerIds[layerIndex];
      if (layerId === undefined || !isAnalysedLayer(layer)) return [];
      if (withResults && layer.results === null) return [];
      if (layer.results !== null) resultsByLayer.set(layerId, layer.results);
      return laboratory.prestations.map((prestation) => ({ layerId, prestationId: prestation.id }));
    }),
  );
  const run = await runLaboratoryOrderFlow(
    {
      db: deps.db,
      now: () => dates.sentAt,
      membership: deps.membership,
      adapterFor: () => quietEmailAdapter,
    },
    actor,
    campaign.id,
    pairs,
    { fetchResults: false },
  );
  if (!withResults) return;
  const imports = createResultsImportService({
    db: deps.db,
    membership: deps.membership,
    now: () => dates.resultsAt,
  });
  const samples = createOrderSamplesRepository(deps.db);
  for (const order of run.sent.orders) {
    const file = resultsFile(
      await samples.orderedSamples(order.id),
      resultsByLayer,
      dates.analysedAt,
    );
    const report = await imports.importResultsAs(actor, order.id, file);
    if (report.fileError !== null || report.refused.length > 0) {
      throw new Error(`The demo results of order ${order.id} were refused.`);
    }
  }
}
