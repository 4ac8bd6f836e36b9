import type { Job, Role } from '@chaussee/permissions';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, postalContact, updatedAt, version } from './columns.js';

/**
 * Facts about the installation itself, such as when the demo data was seeded, so that a second
 * start does not seed again.
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/*
 * Organizations own sites; a user's organization is the one of their sites. Agencies group the
 * engineering office's sites and staff.
 * Names are varchar(255) as in the original database, whose error text the spec quotes.
 */

export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  isInternal: boolean('is_internal').notNull().default(false),
  siret: varchar('siret', { length: 14 }),
  ...postalContact(),
  /** Storage key of the logo (reports and header). */
  logoPath: text('logo_path'),
  /** False once deactivated: its users can no longer sign in. */
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});

export const sites = pgTable(
  'sites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id),
    name: varchar('name', { length: 255 }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Agency of the engineering office that follows the site. */
    agencyId: uuid('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    ...postalContact(),
    /** Commercial of the engineering office in charge of the site. */
    commercialId: uuid('commercial_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    index('sites_organization_idx').on(table.organizationId),
    index('sites_agency_idx').on(table.agencyId),
  ],
);

export const agencies = pgTable('agencies', {
  id: uuid('id').primaryKey().defaultRandom(),
  organizationId: uuid('organization_id')
    .notNull()
    .references(() => organizations.id),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: varchar('email', { length: 255 }).notNull(),
    firstName: varchar('first_name', { length: 255 }).notNull(),
    lastName: varchar('last_name', { length: 255 }).notNull(),
    phone: varchar('phone', { length: 32 }),
    job: text('job').$type<Job>(),
    roles: text('roles').array().notNull().$type<Role[]>(),
    /** argon2id; null until an invited user chooses a password. */
    passwordHash: text('password_hash'),
    profilePicturePath: text('profile_picture_path'),
    /** False once deleted (or, later, when the organization is deactivated): no sign-in. */
    isActive: boolean('is_active').notNull().default(true),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Every access token carries the value it was issued under; raising it ends them all at once
     * (password changed or reset, refresh token replayed, roles, job or sites changed, deletion).
     * Read with the user row that authentication loads anyway, so checking it costs no query.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  // One live account per address whatever its case; a deleted user's address may be given again.
  (table) => [
    uniqueIndex('users_email_unique')
      .on(sql`lower(${table.email})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);

export const userSites = pgTable(
  'user_sites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.siteId] }),
    index('user_sites_site_idx').on(table.siteId),
  ],
);

export const userAgencies = pgTable(
  'user_agencies',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: uuid('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.agencyId] }),
    index('user_agencies_agency_idx').on(table.agencyId),
  ],
);

/*
 * Secrets handed to clients (refresh, share and password tokens) are 256-bit random values stored
 * only as their SHA-256: a copy of the database signs nobody in.
 */

/**
 * One row per refresh token. Every token descending from one sign-in shares its `familyId`, so that
 * presenting a used token again revokes the whole family (a stolen token is then worthless).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('refresh_tokens_family_idx').on(table.familyId),
    index('refresh_tokens_user_idx').on(table.userId),
  ],
);

/** Links to choose a password: invitations of new users and account recoveries. Used once. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull().$type<'invitation' | 'recovery'>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer link replaces this one. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('password_tokens_user_idx').on(table.userId)],
);

/** Failed sign-ins, counted per client and per address to slow down password guessing. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientKey: text('client_key').notNull(),
    /** The address as typed, lower-cased; it may belong to nobody. */
    emailKey: text('email_key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('login_failures_key_idx').on(table.clientKey, table.emailKey, table.failedAt),
    index('login_failures_email_idx').on(table.emailKey, table.failedAt),
  ],
);

/** Super-login: when it started and every request made while acting as another user. */
export const impersonationAudit = pgTable(
  'impersonation_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    impersonatorId: uuid('impersonator_id')
      .notNull()
      .references(() => users.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    event: text('event').notNull().$type<'start' | 'request'>(),
    method: text('method'),
    path: text('path'),
    requestId: text('request_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [index('impersonation_audit_impersonator_idx').on(table.impersonatorId, table.at)],
);
