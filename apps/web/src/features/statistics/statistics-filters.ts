import type {
  GetCoringCampaignStatisticsParams,
  GetExternalUsersConnexionStatisticsParams,
  StatisticsPeriod,
} from '@chaussee/sdk/react';

/**
 * The statistics filters as the address keeps them (French names, like the other screens) and as
 * the two operations take them. The sign-ins need a range: without one, the last twelve months.
 */
const STATISTICS_QUERY = {
  agencyId: 'agence',
  siteId: 'site',
  startDate: 'du',
  endDate: 'au',
  period: 'periode',
} as const;

export type StatisticsFilterKey = keyof typeof STATISTICS_QUERY;

export const PERIODS: readonly StatisticsPeriod[] = ['day', 'week', 'month', 'year'];

export interface StatisticsFilters {
  agencyId?: string;
  siteId?: string;
  startDate: string;
  endDate: string;
  period: StatisticsPeriod;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/u;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The default range: the twelve months up to today (UTC days, as the server counts). */
function defaultRange(today: Date): { startDate: string; endDate: string } {
  const start = new Date(
    Date.UTC(today.getUTCFullYear() - 1, today.getUTCMonth(), today.getUTCDate() + 1),
  );
  return { startDate: isoDay(start), endDate: isoDay(today) };
}

export function readStatisticsFilters(query: URLSearchParams, today: Date): StatisticsFilters {
  const range = defaultRange(today);
  const startDate = query.get(STATISTICS_QUERY.startDate) ?? '';
  const endDate = query.get(STATISTICS_QUERY.endDate) ?? '';
  const agencyId = query.get(STATISTICS_QUERY.agencyId) ?? '';
  const siteId = query.get(STATISTICS_QUERY.siteId) ?? '';
  const period = PERIODS.find((one) => one === query.get(STATISTICS_QUERY.period)) ?? 'month';
  return {
    ...(UUID.test(agencyId) ? { agencyId } : {}),
    ...(UUID.test(siteId) ? { siteId } : {}),
    startDate: ISO_DATE.test(startDate) ? startDate : range.startDate,
    endDate: ISO_DATE.test(endDate) ? endDate : range.endDate,
    period,
  };
}

export function coringParams(filters: StatisticsFilters): GetCoringCampaignStatisticsParams {
  return {
    ...(filters.agencyId === undefined ? {} : { agencyId: filters.agencyId }),
    ...(filters.siteId === undefined ? {} : { siteId: filters.siteId }),
    startDate: filters.startDate,
    endDate: filters.endDate,
  };
}

export function connexionsParams(
  filters: StatisticsFilters,
): GetExternalUsersConnexionStatisticsParams {
  return { period: filters.period, startDate: filters.startDate, endDate: filters.endDate };
}

/** The address with one filter changed ('' removes it). */
export function withStatisticsFilter(
  query: URLSearchParams,
  key: StatisticsFilterKey,
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(query);
  if (value === '') next.delete(STATISTICS_QUERY[key]);
  else next.set(STATISTICS_QUERY[key], value);
  return next;
}
