import { sql, type SQL } from 'drizzle-orm';
import { timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * The bin (src/bin/README.md): a workspace, campaign, core or document deleted is kept, with when
 * and by whom, until the purge removes it. Every query of the application reads these tables
 * through views of the live rows (src/db/live-views.ts); only the bin reads the binned ones.
 */
export const binColumns = () => ({
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  deletedById: uuid('deleted_by_id').references(() => users.id, { onDelete: 'set null' }),
});

/** The predicate of the partial indexes: binned rows only (the bin's list and the purge). */
export const isBinned = (deletedAt: AnyPgColumn): SQL => sql`${deletedAt} is not null`;

/** The predicate of unique indexes that hold among live rows only (a binned core frees its number). */
export const isLive = (deletedAt: AnyPgColumn): SQL => sql`${deletedAt} is null`;
