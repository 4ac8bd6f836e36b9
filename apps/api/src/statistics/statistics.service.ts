import { isGuest, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import { hasRight } from '../access/access-rules.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import {
  coringStatistics,
  type CoringStatisticsFilter,
  type CoringStatisticsRow,
  type StatisticsGroup,
} from './coring-statistics.repository.js';
import { signInStatistics, type SignInRange } from './sign-in-statistics.repository.js';

type Schemas = components['schemas'];

/** The most buckets one answer holds (a day period over 2 years and a half at most). */
const MAX_BUCKETS = 1000;

const PERIOD_DAYS: Record<Schemas['StatisticsPeriod'], number> = {
  day: 1,
  week: 7,
  month: 28,
  year: 365,
};

/** Statistics are for SUPER_ADMIN and ROLE_ACCESS_STATS (spec section 6 Global), in French. */
function assertMayReadStatistics(caller: SessionUser): void {
  if (isGuest(caller) || !hasRight(caller, 'read', 'Statistics')) {
    throw new AppError('statistics_forbidden');
  }
}

/** 400 startBeforeEnd on startDate when the range is backwards (the operations' description). */
function assertRange(startDate: string | undefined, endDate: string | undefined): void {
  if (startDate !== undefined && endDate !== undefined && startDate > endDate) {
    throw invalid([createViolation('startDate', 'startBeforeEnd')]);
  }
}

function invalid(violations: Violation[]): AppError {
  return new AppError('validation_failed', { violations });
}

/** The figures of a month, an agency or a site (the analysed cores are counted in all only). */
const groupFiguresOf = (row: CoringStatisticsRow): Omit<StatisticsGroup, 'analysedCoresCount'> => ({
  campaignsCount: row.campaignsCount,
  coresCount: row.coresCount,
  analysesCount: row.analysesCount,
  resultsDelayDays: row.resultsDelayDays,
});

const figuresOf = (row: CoringStatisticsRow): StatisticsGroup => ({
  ...groupFiguresOf(row),
  analysedCoresCount: row.analysedCoresCount,
});

const EMPTY: StatisticsGroup = {
  campaignsCount: 0,
  coresCount: 0,
  analysedCoresCount: 0,
  analysesCount: 0,
  resultsDelayDays: null,
};

/** By most campaigns, then by name, so that a chart reads its bars in a stable order. */
function byCampaignsThenName(
  a: { count: number; name: string },
  b: { count: number; name: string },
) {
  return b.count - a.count || a.name.localeCompare(b.name, 'fr');
}

/**
 * The statistics page (issue 25): the activity of the coring campaigns and the sign-ins of the
 * external users. Figures are computed by SQL (see the repositories); the service checks the
 * right and shapes the answer.
 */
export function createStatisticsService(deps: { db: Db }) {
  const { db } = deps;

  return {
    async coringCampaigns(
      caller: SessionUser,
      filter: CoringStatisticsFilter,
    ): Promise<Schemas['StatisticsCoringCampaigns']> {
      assertMayReadStatistics(caller);
      assertRange(filter.startDate, filter.endDate);
      const rows = await coringStatistics(db, filter);
      const all = rows.find((row) => row.grouping === 'all');
      const group = (grouping: CoringStatisticsRow['grouping']) =>
        rows.filter((row) => row.grouping === grouping);
      return {
        startDate: filter.startDate ?? null,
        endDate: filter.endDate ?? null,
        agencyId: filter.agencyId ?? null,
        siteId: filter.siteId ?? null,
        ...(all ? figuresOf(all) : EMPTY),
        byStatus: group('status').flatMap((row) =>
          row.status === null ? [] : [{ status: row.status, count: row.campaignsCount }],
        ),
        byMonth: group('month')
          .flatMap((row) => {
            return row.month === null ? [] : [{ month: row.month, ...groupFiguresOf(row) }];
          })
          .sort((a, b) => a.month.localeCompare(b.month)),
        byAgency: group('agency')
          .flatMap((row) => {
            return row.agencyId === null
              ? []
              : [
                  {
                    agency: { id: row.agencyId, name: row.agencyName ?? '' },
                    ...groupFiguresOf(row),
                  },
                ];
          })
          .sort((a, b) =>
            byCampaignsThenName(
              { count: a.campaignsCount, name: a.agency.name },
              { count: b.campaignsCount, name: b.agency.name },
            ),
          ),
        bySite: group('site')
          .flatMap((row) => {
            return row.siteId === null
              ? []
              : [{ site: { id: row.siteId, name: row.siteName ?? '' }, ...groupFiguresOf(row) }];
          })
          .sort((a, b) =>
            byCampaignsThenName(
              { count: a.campaignsCount, name: a.site.name },
              { count: b.campaignsCount, name: b.site.name },
            ),
          ),
      };
    },

    async externalUsersConnexions(
      caller: SessionUser,
      query: Omit<SignInRange, 'period'> & { period?: Schemas['StatisticsPeriod'] | undefined },
    ): Promise<Schemas['StatisticsExternalUsersConnexions']> {
      assertMayReadStatistics(caller);
      assertRange(query.startDate, query.endDate);
      const period = query.period ?? 'month';
      const days =
        (Date.parse(query.endDate) - Date.parse(query.startDate)) / (24 * 3600 * 1000) + 1;
      if (days / PERIOD_DAYS[period] > MAX_BUCKETS) {
        throw invalid([createViolation('period', 'tooManyPeriods', MAX_BUCKETS)]);
      }
      const figures = await signInStatistics(db, { ...query, period });
      return { period, startDate: query.startDate, endDate: query.endDate, ...figures };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
