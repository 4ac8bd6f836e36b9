import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  text,
  uuid,
  varchar,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { organizations } from './identity.js';

type Schemas = components['schemas'];

/*
 * What the platform keeps about itself (issue 25): the release notes of each product, and the
 * sign-ins of external users that the statistics count.
 */

/** A released version of a product (the versions page); its number is unique per product. */
export const productVersions = pgTable(
  'product_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    product: text('product').notNull().$type<Schemas['VersionProduct']>(),
    version: varchar('version', { length: 64 }).notNull(),
    releasedAt: date('released_at', { mode: 'string' }).notNull(),
    notes: varchar('notes', { length: 1000 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // « v1.2.0 » and « 1.2.0 » are one number.
    uniqueIndex('product_versions_number_unique').on(
      table.product,
      sql`ltrim(lower(${table.version}), 'v')`,
    ),
    index('product_versions_released_idx').on(table.product, table.releasedAt),
  ],
);

/** Who signed in, as the external-users statistic needs it. */
export type SignInKind = 'customer' | 'guest';

/**
 * Sign-ins of external users (customers and guests), one row per sign-in, kept
 * `SIGN_IN_RETENTION_DAYS` (src/statistics/sign-ins.repository.ts purges older rows on each write).
 * No personal data beyond the statistic's needs: the day (no time, no address, no device), the kind
 * of user, their organization, and an opaque subject (the user's id, or the share link's for a
 * guest) only so that distinct users can be counted; nothing is kept about internal users.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull().$type<SignInKind>(),
    subjectId: uuid('subject_id').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    /** Sign-ins of one subject the same day are one row with a count (bounded growth). */
    count: integer('count').notNull().default(1),
  },
  (table) => [
    uniqueIndex('sign_ins_day_subject_unique').on(table.day, table.subjectId),
    index('sign_ins_organization_idx').on(table.organizationId),
  ],
);
