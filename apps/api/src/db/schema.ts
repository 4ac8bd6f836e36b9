import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about the installation itself, such as when the demo data was seeded, so that a second
 * start does not seed again.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
