import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { THROTTLING_STATE_WRITE } from '../db/data-generation.js';
import { rowsOf } from '../db/raw-rows.js';
import { rateLimitCounters } from '../db/schema.js';

/** A counter after one more hit: how many in its window, and when that window started. */
export interface CounterState {
  hits: number;
  windowStartedAt: Date;
}

/** One hit to count: the counter's key and the length of its fixed window. */
export interface Hit {
  key: string;
  windowMs: number;
}

/** The SQL of the rate limits: one atomic statement a request, on PGlite and PostgreSQL alike. */
export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts `hits` (all the rules of one request) in one upsert: each key's fixed window of
     * `windowMs`, the first hit after a window ends starting the next. One statement, so that two
     * servers hitting the same key at once both count, and a request pays one round trip whatever
     * its number of rules (a public page counted per address and per link paid two). The states
     * come back in the order of `hits`; a key given twice is counted twice.
     */
    async hitAll(hits: readonly Hit[], at: Date): Promise<CounterState[]> {
      if (hits.length === 0) return [];
      const byKey = new Map<string, { count: number; endedBefore: Date }>();
      for (const { key, windowMs } of hits) {
        const known = byKey.get(key);
        if (known) known.count += 1;
        else byKey.set(key, { count: 1, endedBefore: new Date(at.getTime() - windowMs) });
      }
      const values = sql.join(
        [...byKey].map(
          ([key, { count, endedBefore }]) =>
            sql`(${key}::text, ${count}::integer, ${endedBefore}::timestamptz)`,
        ),
        sql`, `,
      );
      // Rows are written in the keys' order: two requests counting the same keys lock them in the
      // same order, so that they wait for each other instead of deadlocking on PostgreSQL.
      // `excluded` holds the table's columns only: each key's window end is read back from `hit`.
      const windowEnded = sql`${rateLimitCounters.windowStartedAt} <= (select hit.ended_before from hit where hit.key = excluded.key)`;
      // Counters are no data an answer is computed from: the statement leaves the generation of
      // the data still (db/data-generation.ts), so counting a request drops no kept answer.
      const result = await db.execute(sql`${sql.raw(THROTTLING_STATE_WRITE)}
        with hit (key, hits, ended_before) as (values ${values})
        insert into ${rateLimitCounters} (key, window_started_at, hits)
        select hit.key, ${at}::timestamptz, hit.hits from hit order by hit.key
        on conflict (key) do update set
          hits = case when ${windowEnded} then excluded.hits
            else ${rateLimitCounters.hits} + excluded.hits end,
          window_started_at = case when ${windowEnded} then excluded.window_started_at
            else ${rateLimitCounters.windowStartedAt} end
        returning key, hits, round(extract(epoch from window_started_at) * 1000)::float8 as started_ms`);
      const states = new Map<string, CounterState>();
      for (const row of rowsOf(result)) {
        states.set(String(row.key), {
          hits: Number(row.hits),
          windowStartedAt: new Date(Number(row.started_ms)),
        });
      }
      return hits.map(({ key }) => {
        const state = states.get(key);
        if (!state) throw new Error(`The rate limit counter ${key} was not written.`);
        return state;
      });
    },

    /** Forgets the counters whose window started before `before` (they count nothing any more). */
    async forgetBefore(before: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, before));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
