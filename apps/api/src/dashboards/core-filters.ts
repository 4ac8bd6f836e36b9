import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import { AppError } from '../errors/app-error.js';

type Schemas = components['schemas'];

/**
 * The filters of the dashboard, shared by every chart, the synoptic and its export (the web keeps
 * them in the URL): each selects cores, and a chart aggregates the selected cores' data. `material`
 * keeps the cores with at least one layer of that type; the PR range compares the number of the
 * core's landmark (« PR 12 » → 12).
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

export type CoreFilterKey = keyof CoreFilters;

/** The filter keys, in the order the dashboard shows them (the charts' filterColumns). */
export const CORE_FILTER_KEYS = [
  'road',
  'direction',
  'lane',
  'prFrom',
  'prTo',
  'material',
  'status',
] as const satisfies readonly CoreFilterKey[];

const LAYER_TYPES: readonly Schemas['LayerType'][] = [
  'CA',
  'CS',
  'EB',
  'MTLH',
  'GTLH',
  'BETON',
  'OTHER',
] satisfies readonly Schemas['LayerType'][];
const CORE_STATUSES: readonly Schemas['CoreStatus'][] = [
  'empty',
  'cancelled',
  'validated',
  'sent_to_study_manager',
] satisfies readonly Schemas['CoreStatus'][];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;
const PR_NUMBER = /^\d{1,6}$/u;
const MAX_TEXT = 50;

function isCoreFilterKey(key: string): key is CoreFilterKey {
  return (CORE_FILTER_KEYS as readonly string[]).includes(key);
}

function oneOf<T extends string>(values: readonly T[], value: string): T | undefined {
  return values.find((candidate) => candidate === value);
}

/**
 * The filters of GET /charts/{id}/generate-content, whose query is free (one parameter per filter
 * column): an unknown key or a value of the wrong kind is a 400 naming it. An empty value is no
 * filter (a cleared field of the filter bar).
 */
export function parseCoreFilters(query: Readonly<Record<string, string>>): CoreFilters {
  const filters: CoreFilters = {};
  const violations: Violation[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (!isCoreFilterKey(key)) {
      violations.push(createViolation(key, 'unexpectedField'));
      continue;
    }
    if (value === '') continue;
    switch (key) {
      case 'road':
        if (UUID.test(value)) filters.road = value.toLowerCase();
        else violations.push(createViolation(key, 'uuid'));
        break;
      case 'direction':
      case 'lane':
        if (value.length <= MAX_TEXT) filters[key] = value;
        else violations.push(createViolation(key, 'maxLength', MAX_TEXT));
        break;
      case 'prFrom':
      case 'prTo':
        if (PR_NUMBER.test(value)) filters[key] = Number(value);
        else violations.push(createViolation(key, 'integer'));
        break;
      case 'material': {
        const material = oneOf(LAYER_TYPES, value);
        if (material === undefined) violations.push(createViolation(key, 'choice'));
        else filters.material = material;
        break;
      }
      case 'status': {
        const status = oneOf(CORE_STATUSES, value);
        if (status === undefined) violations.push(createViolation(key, 'choice'));
        else filters.status = status;
        break;
      }
    }
  }
  if (violations.length > 0) throw new AppError('validation_failed', { violations });
  return filters;
}

/** The filters as the answers echo them (ChartContent.filters, CampaignSynoptic.filters). */
export function filterValues(filters: CoreFilters): Record<string, string> {
  const values: Record<string, string> = {};
  for (const key of CORE_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) values[key] = String(value);
  }
  return values;
}
