import { timestamp, varchar } from 'drizzle-orm/pg-core';

/** When a row was created; set by the database. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was last changed; repositories set it on every update. */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The postal contact columns shared by organizations, sites and laboratories. */
export const postalContact = () => ({
  address: varchar('address', { length: 255 }),
  zipCode: varchar('zip_code', { length: 5 }),
  city: varchar('city', { length: 255 }),
  phone: varchar('phone', { length: 32 }),
});
