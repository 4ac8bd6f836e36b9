import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { degradations } from './coring.js';
import { users } from './identity.js';
import { campaigns } from './projects.js';

type Schemas = components['schemas'];

/* Auscultation: the survey of an auscultation campaign (issue 23). */

/**
 * One import of a survey file. The content hash makes a re-import of the same file a no-op (the
 * unique index also settles two uploads of it at once); the report is kept to answer it again.
 */
export const surveyImports = pgTable(
  'survey_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    /** SHA-256 of the file's bytes, hex. */
    contentHash: varchar('content_hash', { length: 64 }).notNull(),
    format: text('format').notNull().$type<'csv' | 'geojson'>(),
    importedCount: integer('imported_count').notNull(),
    refused: jsonb('refused').notNull().$type<Schemas['SurveyImport']['refused']>(),
    importedById: uuid('imported_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('survey_imports_hash_unique').on(table.campaignId, table.contentHash)],
);

/** A distress surveyed: a point or a segment along a road. */
export const surveyItems = pgTable(
  'survey_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    importId: uuid('import_id').references(() => surveyImports.id, { onDelete: 'set null' }),
    kind: text('kind').notNull().$type<Schemas['SurveyItemKind']>(),
    /** GeoJSON geometry in WGS84 (Point or LineString). */
    geometry: jsonb('geometry').notNull().$type<Schemas['GeoJsonGeometry']>(),
    road: varchar('road', { length: 100 }).notNull(),
    prStart: integer('pr_start').notNull(),
    abscissaStart: doublePrecision('abscissa_start').notNull(),
    prEnd: integer('pr_end'),
    abscissaEnd: doublePrecision('abscissa_end'),
    direction: varchar('direction', { length: 50 }),
    lane: varchar('lane', { length: 50 }),
    degradationId: uuid('degradation_id')
      .notNull()
      .references(() => degradations.id),
    severity: integer('severity').notNull(),
    /** Length (m), area (m²) or count, in the degradation's unit. */
    extent: doublePrecision('extent'),
    comment: varchar('comment', { length: 1000 }),
    photos: jsonb('photos').notNull().$type<string[]>().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // The list and the statistics read a campaign's items by road and position along it.
    index('survey_items_position_idx').on(
      table.campaignId,
      table.road,
      table.prStart,
      table.abscissaStart,
    ),
    index('survey_items_degradation_idx').on(table.campaignId, table.degradationId),
    check('survey_items_severity', sql`${table.severity} between 1 and 3`),
  ],
);

/** One change of a survey item's fields through PATCH /survey-items/{id}. */
export const surveyItemChanges = pgTable(
  'survey_item_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    surveyItemId: uuid('survey_item_id')
      .notNull()
      .references(() => surveyItems.id, { onDelete: 'cascade' }),
    changedById: uuid('changed_by_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    changes: jsonb('changes').notNull().$type<Schemas['SurveyItemHistoryEntry']['changes']>(),
  },
  (table) => [index('survey_item_changes_item_idx').on(table.surveyItemId, table.changedAt)],
);
