import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Request counters of the rate limits (src/rate-limits), in the database so that every server
 * sharing it counts the same requests. One row per operation, rule and counted value (an address,
 * a user, a token), whose value is kept only as a SHA-256: the table holds no e-mail or token.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  /** The fixed window the hits belong to starts here; a hit after it ends starts a new one. */
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  hits: integer('hits').notNull(),
});
