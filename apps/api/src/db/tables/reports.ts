import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { documents } from './documents.js';
import { organizations, users } from './identity.js';
import { campaigns } from './projects.js';

type Schemas = components['schemas'];

/*
 * Reports and exports of a campaign (issue 22): the layout settings of the PDF reports, and the
 * background download jobs that end as a document of the campaign.
 */

/**
 * The layout of the PDF reports (spec section 3 « PDF parameters »): of an organization (its
 * default, the first one created) or of one campaign, never both. Images are storage keys.
 */
export const pdfParameters = pgTable(
  'pdf_parameters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 254 }).notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, {
      onDelete: 'cascade',
    }),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    headerText: varchar('header_text', { length: 255 }),
    footerText: varchar('footer_text', { length: 255 }),
    withCoverImage: boolean('with_cover_image').notNull().default(false),
    logoPath: text('logo_path'),
    coverImagePath: text('cover_image_path'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'pdf_parameters_one_owner',
      sql`(${table.organizationId} is null) <> (${table.campaignId} is null)`,
    ),
    index('pdf_parameters_organization_idx').on(table.organizationId, table.createdAt),
    index('pdf_parameters_campaign_idx').on(table.campaignId, table.createdAt),
  ],
);

/**
 * A background export of a campaign (GET /campaigns/{id}/downloads): pending → processing →
 * finished or failed. A worker takes a pending job, or a processing one whose lease ran out (its
 * process died), with FOR UPDATE SKIP LOCKED, and renews the lease as it progresses.
 */
export const campaignDownloads = pgTable(
  'campaign_downloads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<Schemas['CampaignDownload']['type']>(),
    format: text('format').notNull().$type<Schemas['CampaignDownload']['format']>(),
    status: text('status').notNull().$type<Schemas['CampaignDownload']['status']>(),
    progress: integer('progress').notNull().default(0),
    failureMessage: text('failure_message'),
    fileName: varchar('file_name', { length: 254 }),
    size: bigint('size', { mode: 'number' }),
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    requestedById: uuid('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** How many times a worker took the job (a job whose process died is taken again). */
    attempts: integer('attempts').notNull().default(0),
    /** Until when the worker that took it owns it; past it, another worker may take it again. */
    leaseExpiresAt: timestamp('lease_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    check('campaign_downloads_progress', sql`${table.progress} between 0 and 100`),
    index('campaign_downloads_campaign_idx').on(table.campaignId, table.createdAt),
    index('campaign_downloads_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.status} in ('pending', 'processing')`),
  ],
);
