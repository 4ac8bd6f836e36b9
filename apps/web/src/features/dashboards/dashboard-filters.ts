/**
 * The filters every chart and both synoptics of a campaign share, kept in the URL's query so a
 * filtered view can be bookmarked, shared and opened from the cores grid. The keys are the ones
 * the API's charts declare in their filterColumns (and the synoptic takes as query parameters).
 */
export const DASHBOARD_FILTER_KEYS = [
  'road',
  'direction',
  'lane',
  'prFrom',
  'prTo',
  'material',
  'status',
] as const;

export type DashboardFilterKey = (typeof DASHBOARD_FILTER_KEYS)[number];

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

/** The filters a chart accepts: the API refuses (400) a key the chart does not declare. */
export function chartFilters(
  filters: DashboardFilters,
  filterColumns: readonly { key: string }[],
): Record<string, string> {
  const accepted: Record<string, string> = {};
  for (const { key } of filterColumns) {
    const value = (filters as Partial<Record<string, string>>)[key];
    if (value !== undefined) accepted[key] = value;
  }
  return accepted;
}
