import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { binColumns, isBinned } from './bin-columns.js';
import { createdAt, postalContact, updatedAt, version } from './columns.js';
import { sites, users } from './identity.js';

type Schemas = components['schemas'];

/*
 * Workspaces (projects) group the campaigns of a site. Only members of a campaign or of its
 * workspace see it (ADMIN and SUPER_ADMIN see all): membership lives in the two member tables.
 */

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    customerReference: varchar('customer_reference', { length: 255 }),
    isArchived: boolean('is_archived').notNull().default(false),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...binColumns(),
    version: version(),
  },
  (table) => [
    index('workspaces_site_idx').on(table.siteId),
    index('workspaces_binned_idx').on(table.deletedAt).where(isBinned(table.deletedAt)),
    // The lists' order (name, then id): a page is read along the index, not sorted from every row.
    index('workspaces_name_idx').on(table.name, table.id),
  ],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.workspaceId, table.userId] }),
    index('workspace_members_user_idx').on(table.userId),
  ],
);

/**
 * Campaigns of every type in one table (single-table inheritance): the common columns, then the
 * few of coring and auscultation campaigns, null or default for the other types.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull().$type<Schemas['CampaignType']>(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    reference: varchar('reference', { length: 255 }),
    /** Unique when given (« La référence cliente est déjà utilisée »). */
    customerReference: varchar('customer_reference', { length: 255 }),
    status: text('status').notNull().$type<Schemas['CampaignStatus']>(),
    isArchived: boolean('is_archived').notNull().default(false),
    description: varchar('description', { length: 1000 }),
    globalComment: varchar('global_comment', { length: 1000 }),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    engineerId: uuid('engineer_id').references(() => users.id, { onDelete: 'set null' }),
    studyManagerId: uuid('study_manager_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The main customer, whose main-customer role cannot be removed while they hold it. */
    mainCustomerId: uuid('main_customer_id').references(() => users.id),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    hasCustomerAccess: boolean('has_customer_access').notNull().default(false),
    // Coring campaigns.
    shouldValidateCustomer: boolean('should_validate_customer').notNull().default(false),
    validateCustomer: boolean('validate_customer').notNull().default(false),
    // Auscultation campaigns.
    distressTypes: text('distress_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<Schemas['DistressType'][]>(),
    surveyDate: date('survey_date', { mode: 'string' }),
    surveyedLength: doublePrecision('surveyed_length'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...binColumns(),
    version: version(),
  },
  (table) => [
    index('campaigns_binned_idx').on(table.deletedAt).where(isBinned(table.deletedAt)),
    index('campaigns_workspace_idx').on(table.workspaceId),
    index('campaigns_main_customer_idx').on(table.mainCustomerId),
    // The macro lists' order (newest first): a page of campaigns is read along the index.
    index('campaigns_created_idx').on(table.createdAt.desc(), table.id),
    uniqueIndex('campaigns_customer_reference_unique')
      .on(table.customerReference)
      .where(sql`${table.customerReference} is not null and ${table.deletedAt} is null`),
  ],
);

/**
 * Users assigned to a campaign. The engineer, study manager, technicians and main customer are
 * members too (the services add them), so that membership is one question.
 */
export const campaignMembers = pgTable(
  'campaign_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isTeamMember: boolean('is_team_member').notNull().default(false),
    isDiffused: boolean('is_diffused').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('campaign_members_unique').on(table.campaignId, table.userId),
    index('campaign_members_user_idx').on(table.userId),
  ],
);

/** Technicians who take the cores or run the survey of a campaign. */
export const campaignTechnicians = pgTable(
  'campaign_technicians',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.userId] })],
);

/** A campaign share link: its token signs a guest in, read-only, on that campaign alone. */
export const shareTokens = pgTable(
  'share_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    invitedById: uuid('invited_by_id')
      .notNull()
      .references(() => users.id),
    /** Where the link was sent, if it was. */
    email: varchar('email', { length: 255 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('share_tokens_campaign_idx').on(table.campaignId)],
);

/*
 * Providers: laboratories that analyse samples and other companies. A provider with an API is
 * reached through the laboratory HTTP contract (src/laboratory), the others by e-mail.
 */

export const providers = pgTable('providers', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  isLaboratory: boolean('is_laboratory').notNull().default(false),
  email: varchar('email', { length: 255 }),
  phone: varchar('phone', { length: 32 }),
  /** Base URL of the provider's order API; null when orders go by e-mail (hasApi is derived). */
  apiUrl: text('api_url'),
  /** Bearer key of that API. Never answered by the API. */
  apiKey: text('api_key'),
  createdAt: createdAt(),
});

export const laboratories = pgTable(
  'laboratories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 255 }),
    ...postalContact(),
  },
  (table) => [index('laboratories_provider_idx').on(table.providerId)],
);

/** A service a provider sells: an analysis (code, pollutant) for some layer types, or another. */
export const prestations = pgTable(
  'prestations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    code: text('code').$type<Schemas['SampleCode']>(),
    pollutantKind: text('pollutant_kind').$type<Schemas['PollutantKind']>(),
    layerTypes: text('layer_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`)
      .$type<Schemas['LayerType'][]>(),
  },
  (table) => [index('prestations_provider_idx').on(table.providerId)],
);

/** Providers enabled for a site's campaigns, with the site's settings at that provider. */
export const siteProviders = pgTable(
  'site_providers',
  {
    siteId: uuid('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
    isDefault: boolean('is_default').notNull().default(false),
    customerCode: varchar('customer_code', { length: 255 }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.siteId, table.providerId] })],
);
