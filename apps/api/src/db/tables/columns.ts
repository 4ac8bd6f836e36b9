import { integer, timestamp, varchar } from 'drizzle-orm/pg-core';

/** When a row was created; set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was last changed; repositories set it on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The edit version of a row a client edits as a whole (`ETag` / `If-Match`, apps/api
 * src/http/entity-version.ts): every write of the row adds one in the statement that writes it,
 * so a write sent with an older version changes nothing and answers 412.
 */
export const version = () => integer('version').notNull().default(1);

/** The postal contact columns shared by organizations, sites and laboratories. */
export const postalContact = () => ({
  address: varchar('address', { length: 255 }),
  zipCode: varchar('zip_code', { length: 5 }),
  city: varchar('city', { length: 255 }),
  phone: varchar('phone', { length: 32 }),
});
