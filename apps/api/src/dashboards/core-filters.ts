import type { components } from '@chaussee/sdk';
import { CORE_FILTER_KEYS as SHARED_FILTER_KEYS } from '@chaussee/validation';

type Schemas = components['schemas'];

/**
 * The filters of the dashboard, shared by every chart, the synoptic and its export (the web keeps
 * them in the URL; the contract's CoreFilter* query parameters, validated by the HTTP layer): each
 * selects cores, and a chart aggregates the selected cores' data. `material` keeps the cores with
 * at least one layer of that type; the PR range compares the number of the core's landmark
 * (« PR 12 » → 12).
 */
export interface CoreFilters {
  road?: string | undefined;
  direction?: string | undefined;
  lane?: string | undefined;
  prFrom?: number | undefined;
  prTo?: number | undefined;
  material?: Schemas['LayerType'] | undefined;
  status?: Schemas['CoreStatus'] | undefined;
}

// The keys are the catalogue's (packages/validation, shared with the web app); each must be a
// filter here.
export const CORE_FILTER_KEYS: readonly (keyof CoreFilters)[] = SHARED_FILTER_KEYS;

export const LAYER_TYPES: readonly Schemas['LayerType'][] = [
  'CA',
  'CS',
  'EB',
  'MTLH',
  'GTLH',
  'BETON',
  'OTHER',
] satisfies readonly Schemas['LayerType'][];
export const CORE_STATUSES: readonly Schemas['CoreStatus'][] = [
  'empty',
  'cancelled',
  'validated',
  'sent_to_study_manager',
] satisfies readonly Schemas['CoreStatus'][];

/** The filters as the answers echo them (ChartContent.filters, CampaignSynoptic.filters). */
export function filterValues(filters: CoreFilters): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of CORE_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) values[key] = String(value);
  }
  return values;
}
