import type { components } from '@chaussee/sdk';

type Schemas = components['schemas'];

export type LaboratoryOrderStatus = Schemas['LaboratoryOrderStatus'];
export type LayerType = Schemas['LayerType'];

/**
 * The analyses a laboratory performs on a sample: the contract's pollutant kinds without the
 * 'Ref. BE' ones, which the engineering office enters by hand and never orders.
 */
export type LaboratoryAnalysis = Extract<Schemas['PollutantKind'], 'asbestos' | 'PAH' | 'TH'>;

/** In the order the order form and the CSV list them. */
export const laboratoryAnalyses = [
  'asbestos',
  'PAH',
  'TH',
] as const satisfies readonly LaboratoryAnalysis[];

/** One sample of a core layer, with the analyses asked on it. */
export interface OrderSample {
  /** Identifier of the sample (the core layer's sample uuid); the laboratory answers with it. */
  sampleId: string;
  /** Display name of the core the layer belongs to (C12, PR4-C3…). */
  coreDisplayName: string;
  /** Position of the layer in its core, from the surface (1 = top). */
  layerOrder: number;
  layerType: LayerType;
  /** Name of the material category (béton bitumineux…); null when not described. */
  materialCategory: string | null;
  thicknessMm: number | null;
  analyses: readonly LaboratoryAnalysis[];
}

/**
 * Everything a laboratory needs to perform an order: who orders, for which site, which samples
 * and which analyses. The coring domain assembles it from its tables; the provider adapters only
 * read it. The API resource listing orders is the contract's `LaboratoryOrder`.
 */
export interface OrderToLaboratory {
  id: string;
  /** Our reference, printed on the form and quoted by the laboratory (CMD-2026-0042). */
  reference: string;
  /** ISO date-time of the order's creation. */
  createdAt: string;
  campaign: { id: string; name: string; reference: string | null };
  engineeringOffice: { name: string };
  site: { name: string; customerCode: string | null };
  provider: Schemas['LaboratoryOrder']['provider'];
  laboratory: Pick<Schemas['Laboratory'], 'id' | 'name' | 'email'> & {
    /** Base URL of the laboratory's API (LABORATORY-API.md); null for a laboratory ordered by e-mail. */
    apiUrl: string | null;
  };
  samples: readonly OrderSample[];
}

/** The order's sample identifiers, the set a results import or a laboratory answer is checked against. */
export function sampleIdsOf(order: Pick<OrderToLaboratory, 'samples'>): ReadonlySet<string> {
  return new Set(order.samples.map(({ sampleId }) => sampleId));
}
