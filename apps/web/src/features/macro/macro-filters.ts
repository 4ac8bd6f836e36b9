import type { CampaignStatus, ListUserMacroCoresParams } from '@chaussee/sdk/react';
import { contentClasses, type MeasuredPollutant } from '@chaussee/validation';
import { campaignStatusesOf } from '../../shared/campaigns/campaign-choices.js';

/**
 * The macro filters of spec section 3 as the screens keep them in the address (French names, so
 * that a link reads like the screen) and as the API takes them (`pahMin`, `thMin`, …). The
 * thresholds offered are the lower bounds of the classes of packages/validation (PAH 0, 50, 500,
 * 1000; TH 0, 500): they are read from there, never written here.
 */
const MACRO_QUERY = {
  pahMin: 'hap',
  thMin: 'hct',
  asbestos: 'amiante',
  campaignStatus: 'statut',
  startDate: 'du',
  endDate: 'au',
  road: 'route',
  organizationId: 'organisation',
} as const;

export type MacroFilterKey = keyof typeof MACRO_QUERY;

/** The filters of every macro list: the params of the generated hooks, without the page. */
export type MacroFilters = Omit<ListUserMacroCoresParams, 'limit' | 'offset'>;

/** The thresholds of a pollutant, highest first as spec section 3 lists them (1000, 500, 50, 0). */
export function thresholdsOf(pollutant: MeasuredPollutant): number[] {
  return contentClasses[pollutant].map(({ from }) => from).reverse();
}

/** The statuses a coring campaign can have, labelled (the macro views hold coring campaigns only). */
export const coringStatuses: readonly { code: CampaignStatus; label: string }[] =
  campaignStatusesOf('coring');

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function thresholdOf(pollutant: MeasuredPollutant, value: string | null): number | undefined {
  if (value === null) return undefined;
  const threshold = Number(value);
  return thresholdsOf(pollutant).includes(threshold) ? threshold : undefined;
}

/**
 * The filters in the address. A value the screen does not offer (a threshold outside the classes,
 * a date that is not one, an unknown status) is left out rather than sent to be refused.
 */
export function readMacroFilters(query: URLSearchParams): MacroFilters {
  const filters: MacroFilters = {};
  const pahMin = thresholdOf('PAH', query.get(MACRO_QUERY.pahMin));
  if (pahMin !== undefined) filters.pahMin = pahMin;
  const thMin = thresholdOf('TH', query.get(MACRO_QUERY.thMin));
  if (thMin !== undefined) filters.thMin = thMin;
  const asbestos = query.get(MACRO_QUERY.asbestos);
  if (asbestos === 'oui' || asbestos === 'non') filters.asbestos = asbestos === 'oui';
  const status = query.get(MACRO_QUERY.campaignStatus);
  const campaignStatus = coringStatuses.find(({ code }) => code === status)?.code;
  if (campaignStatus !== undefined) filters.campaignStatus = campaignStatus;
  const startDate = query.get(MACRO_QUERY.startDate) ?? '';
  if (ISO_DATE.test(startDate)) filters.startDate = startDate;
  const endDate = query.get(MACRO_QUERY.endDate) ?? '';
  if (ISO_DATE.test(endDate)) filters.endDate = endDate;
  const road = query.get(MACRO_QUERY.road)?.trim() ?? '';
  if (road !== '') filters.road = road.slice(0, 255);
  const organizationId = query.get(MACRO_QUERY.organizationId) ?? '';
  if (UUID.test(organizationId)) filters.organizationId = organizationId;
  return filters;
}

/** The value of a filter as the address writes it ('' for none). */
export function queryValueOf(filters: MacroFilters, key: MacroFilterKey): string {
  const value = filters[key];
  if (value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'oui' : 'non';
  return String(value);
}

/** The address with one filter changed ('' removes it); the other parameters are kept. */
export function withMacroFilter(
  query: URLSearchParams,
  key: MacroFilterKey,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value === '') next.delete(MACRO_QUERY[key]);
  else next.set(MACRO_QUERY[key], value);
  return next;
}

/** The address without any macro filter. */
export function withoutMacroFilters(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const name of Object.values(MACRO_QUERY)) next.delete(name);
  return next;
}
