import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { rateLimitCounters } from '../db/schema.js';

/** A counter after one more hit: how many in its window, and when that window started. */
export interface CounterState {
  hits: number;
  windowStartedAt: Date;
}

/** The SQL of the rate limits: one atomic statement a hit, on PGlite and PostgreSQL alike. */
export function createRateLimitRepository(db: Db) {
  return {
    /**
     * Counts a hit in the fixed window of `windowMs`: the first hit after a window ends starts
     * the next. One upsert, so that two servers hitting the same key at once both count.
     */
    async hit(key: string, at: Date, windowMs: number): Promise<CounterState> {
      const windowEnded = sql`${rateLimitCounters.windowStartedAt} <= ${new Date(at.getTime() - windowMs)}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, windowStartedAt: at, hits: 1 })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`case when ${windowEnded} then 1 else ${rateLimitCounters.hits} + 1 end`,
            windowStartedAt: sql`case when ${windowEnded} then ${at} else ${rateLimitCounters.windowStartedAt} end`,
          },
        })
        .returning({
          hits: rateLimitCounters.hits,
          windowStartedAt: rateLimitCounters.windowStartedAt,
        });
      if (!row) throw new Error(`The rate limit counter ${key} was not written.`);
      return row;
    },

    /** Forgets the counters whose window started before `before` (they count nothing any more). */
    async forgetBefore(before: Date): Promise<void> {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStartedAt, before));
    },
  };
}

export type RateLimitRepository = ReturnType<typeof createRateLimitRepository>;
