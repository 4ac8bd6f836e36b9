import { CORE_FILTER_KEYS, type CoreFilterKey } from '@chaussee/validation';
import { CoreStatus, LayerType, type GetCampaignSynopticParams } from '@chaussee/sdk/react';

/** The contract's core filters, the same query for the charts' contents and the synoptic. */
type CoreFilterParams = GetCampaignSynopticParams;

/**
 * The filters every chart and both synoptics of a campaign share, kept in the URL's query so a
 * filtered view can be bookmarked, shared and opened from the cores grid. The keys are the ones
 * the API's charts declare in their filterColumns (and the synoptic takes as query parameters).
 */
const DASHBOARD_FILTER_KEYS = CORE_FILTER_KEYS;

export type DashboardFilterKey = CoreFilterKey;

export type DashboardFilters = Partial<Record<DashboardFilterKey, string>>;

/** The filters a URL query holds: known keys with a non-blank value only. */
export function readDashboardFilters(query: URLSearchParams): DashboardFilters {
  const filters: DashboardFilters = {};
  for (const key of DASHBOARD_FILTER_KEYS) {
    const value = query.get(key)?.trim() ?? '';
    if (value !== '') filters[key] = value;
  }
  return filters;
}

/**
 * The query with one filter set (or removed when blank); the query's other parameters (the
 * selected category, the synoptic's pollutant) are kept.
 */
export function withDashboardFilter(
  query: URLSearchParams,
  key: DashboardFilterKey,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value.trim() === '') next.delete(key);
  else next.set(key, value.trim());
  return next;
}

/** The query without any filter. */
export function withoutDashboardFilters(query: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(query);
  for (const key of DASHBOARD_FILTER_KEYS) next.delete(key);
  return next;
}

/** The filters a chart accepts: those it declares in its filterColumns. */
export function chartFilters(
  filters: DashboardFilters,
  filterColumns: readonly { key: string }[],
): DashboardFilters {
  const accepted: DashboardFilters = {};
  for (const key of DASHBOARD_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined && filterColumns.some((column) => column.key === key)) {
      accepted[key] = value;
    }
  }
  return accepted;
}

function isOneOf<T extends string>(
  values: Record<string, T>,
  value: string | undefined,
): value is T {
  return value !== undefined && Object.values<string>(values).includes(value);
}

function landmarkNumber(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d+$/u.test(value)) return undefined;
  return Number(value);
}

/**
 * The query of a chart's content or of the synoptic (the contract's CoreFilter* parameters) for
 * the dashboard's filters. A value the contract would refuse (a PR that is
 * not a whole number, an unknown material or status typed into the URL) is left out rather than
 * turning the whole synoptic into an error.
 */
export function coreFilterParams(filters: DashboardFilters): CoreFilterParams {
  const prFrom = landmarkNumber(filters.prFrom);
  const prTo = landmarkNumber(filters.prTo);
  return {
    ...(filters.road === undefined ? {} : { road: filters.road }),
    ...(filters.direction === undefined ? {} : { direction: filters.direction }),
    ...(filters.lane === undefined ? {} : { lane: filters.lane }),
    ...(prFrom === undefined ? {} : { prFrom }),
    ...(prTo === undefined ? {} : { prTo }),
    ...(isOneOf(LayerType, filters.material) ? { material: filters.material } : {}),
    ...(isOneOf(CoreStatus, filters.status) ? { status: filters.status } : {}),
  };
}
