import type { components } from '@chaussee/sdk';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { organizations, signIns } from '../db/schema.js';

type Schemas = components['schemas'];

export interface SignInRange {
  period: Schemas['StatisticsPeriod'];
  /** Inclusive days, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
}

interface SignInFigures {
  connexionsCount: number;
  distinctUsersCount: number;
}

export interface SignInStatistics extends SignInFigures {
  buckets: (SignInFigures & { start: string })[];
  byOrganization: (SignInFigures & { organization: { id: string; name: string } })[];
}

/** A period of the contract as PostgreSQL's date_trunc and interval know it (a closed list). */
const TRUNCATED: Record<Schemas['StatisticsPeriod'], SqlPeriod> = {
  day: { unit: sql.raw(`'day'`), step: sql.raw(`interval '1 day'`) },
  week: { unit: sql.raw(`'week'`), step: sql.raw(`interval '1 week'`) },
  month: { unit: sql.raw(`'month'`), step: sql.raw(`interval '1 month'`) },
  year: { unit: sql.raw(`'year'`), step: sql.raw(`interval '1 year'`) },
};

interface SqlPeriod {
  unit: ReturnType<typeof sql.raw>;
  step: ReturnType<typeof sql.raw>;
}

const toNumber = (value: unknown) => Number(value ?? 0);

/**
 * The sign-ins of external users over a range (table `sign_ins`), in SQL: one bucket per period
 * from the one holding startDate (weeks start on Monday), empty ones included, and the totals per
 * customer organization. Distinct users are distinct subjects (a user, or a guest's share link).
 */
export async function signInStatistics(db: Db, range: SignInRange): Promise<SignInStatistics> {
  const { unit, step } = TRUNCATED[range.period];
  const inRange = and(gte(signIns.day, range.startDate), lte(signIns.day, range.endDate));
  const bucketOf = sql`date_trunc(${unit}, ${signIns.day}::timestamp)::date`;
  const counted = db.$with('counted').as(
    db
      .select({
        start: sql<string>`${bucketOf}`.as('bucket_start'),
        connexions: sql<number>`sum(${signIns.count})`.as('connexions'),
        users: sql<number>`count(distinct ${signIns.subjectId})`.as('users'),
      })
      .from(signIns)
      .where(inRange)
      .groupBy(sql`1`),
  );
  const series = sql`generate_series(date_trunc(${unit}, ${range.startDate}::timestamp), ${range.endDate}::timestamp, ${step})`;
  const bucketStart = sql<string>`to_char(series.start, 'YYYY-MM-DD')`;
  const [buckets, totals, byOrganization] = await Promise.all([
    db
      .with(counted)
      .select({
        start: bucketStart,
        connexions: sql<number>`coalesce(${counted.connexions}, 0)`.mapWith(toNumber),
        users: sql<number>`coalesce(${counted.users}, 0)`.mapWith(toNumber),
      })
      .from(sql`${series} as series(start)`)
      .leftJoin(counted, sql`${counted.start} = series.start::date`)
      .orderBy(sql`series.start`),
    db
      .select({
        connexions: sql<number>`coalesce(sum(${signIns.count}), 0)`.mapWith(toNumber),
        users: sql<number>`count(distinct ${signIns.subjectId})`.mapWith(toNumber),
      })
      .from(signIns)
      .where(inRange),
    db
      .select({
        id: organizations.id,
        name: organizations.name,
        connexions: sql<number>`sum(${signIns.count})`.mapWith(toNumber),
        users: sql<number>`count(distinct ${signIns.subjectId})`.mapWith(toNumber),
      })
      .from(signIns)
      .innerJoin(organizations, eq(organizations.id, signIns.organizationId))
      .where(inRange)
      .groupBy(organizations.id, organizations.name)
      .orderBy(desc(sql`3`), asc(organizations.name)),
  ]);
  const [total] = totals;
  return {
    connexionsCount: total?.connexions ?? 0,
    distinctUsersCount: total?.users ?? 0,
    buckets: buckets.map((row) => ({
      start: row.start,
      connexionsCount: row.connexions,
      distinctUsersCount: row.users,
    })),
    byOrganization: byOrganization.map((row) => ({
      organization: { id: row.id, name: row.name },
      connexionsCount: row.connexions,
      distinctUsersCount: row.users,
    })),
  };
}
