import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { roads } from './coring.js';
import { dashboardCategories } from './dashboards.js';
import { campaigns } from './projects.js';

type Schemas = components['schemas'];

/* Maps: the layers of a campaign's map, their fields and filters, and the PR landmarks (issue 24). */

/**
 * The layers of the maps. A campaign's layers are created the first time its map is listed
 * (`on conflict do nothing` on `(campaign, kind)`, so two first reads at once create them once);
 * the common PR layer has no campaign and is one row for every campaign (its data is read per
 * campaign). The look of a layer (`valueField`, colour, order) is stored; its features are read
 * from the domain tables (cores, survey items, PR landmarks), never copied.
 */
export const mapLayers = pgTable(
  'map_layers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<Schemas['MapLayerKind']>(),
    name: varchar('name', { length: 254 }).notNull(),
    geometryType: text('geometry_type').notNull().$type<Schemas['MapLayer']['geometryType']>(),
    position: integer('position').notNull(),
    isVisibleByDefault: boolean('is_visible_by_default').notNull().default(true),
    color: varchar('color', { length: 7 }).notNull(),
    valueField: varchar('value_field', { length: 100 }),
    categoryId: uuid('category_id').references(() => dashboardCategories.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('map_layers_campaign_kind_unique').on(table.campaignId, table.kind),
    uniqueIndex('map_layers_common_kind_unique')
      .on(table.kind)
      .where(sql`${table.campaignId} is null`),
  ],
);

/**
 * The fields of a layer for one campaign, once saved by PUT /map-layers/{id}/dynamic-schemas/{x};
 * without a row the layer's default fields (in code, per kind) apply.
 */
export const mapLayerSchemas = pgTable(
  'map_layer_schemas',
  {
    mapLayerId: uuid('map_layer_id')
      .notNull()
      .references(() => mapLayers.id, { onDelete: 'cascade' }),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').notNull().$type<Schemas['MapLayerField'][]>(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.mapLayerId, table.campaignId] })],
);

/**
 * The dynamic filters of a campaign: one per filterable field of each layer, created with the
 * layers (and when a field becomes filterable), holding the selection shared by the campaign's
 * viewers. `min` and `max` are JSON so that a number stays a number and a date an ISO string.
 */
export const dynamicFilters = pgTable(
  'dynamic_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    mapLayerId: uuid('map_layer_id')
      .notNull()
      .references(() => mapLayers.id, { onDelete: 'cascade' }),
    field: varchar('field', { length: 254 }).notNull(),
    selectedValues: jsonb('selected_values')
      .notNull()
      .$type<Schemas['ScalarValue'][]>()
      .default(sql`'[]'::jsonb`),
    min: jsonb('min').$type<number | string | null>(),
    max: jsonb('max').$type<number | string | null>(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('dynamic_filters_layer_field_unique').on(
      table.campaignId,
      table.mapLayerId,
      table.field,
    ),
  ],
);

/**
 * The PR landmarks (points de repère) of a road, the common PR layer: the WGS84 position of each
 * numbered landmark. PR referencing interpolates between consecutive landmarks (`map-layers/pr-referencing.ts`).
 */
export const roadPrs = pgTable(
  'road_prs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roadId: uuid('road_id')
      .notNull()
      .references(() => roads.id, { onDelete: 'cascade' }),
    pr: integer('pr').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('road_prs_road_pr_unique').on(table.roadId, table.pr),
    index('road_prs_position_idx').on(table.lat, table.lng),
  ],
);
