import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  doublePrecision,
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
import { binColumns, isBinned, isLive } from './bin-columns.js';
import { createdAt, updatedAt, version } from './columns.js';
import { organizations } from './identity.js';
import { campaigns, laboratories, prestations, providers, workspaces } from './projects.js';

type Schemas = components['schemas'];

/* Reference data: roads and cities of a workspace, material categories, distress types. */

/** Roads of a workspace; a name once per workspace whatever its case. */
export const roads = pgTable(
  'roads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('roads_workspace_name_unique').on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

/** Cities of a workspace; a name once per workspace whatever its case. */
export const cities = pgTable(
  'cities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    zipCode: varchar('zip_code', { length: 5 }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cities_workspace_name_unique').on(table.workspaceId, sql`lower(${table.name})`),
  ],
);

/** Materials a layer is made of: common ones (no organization) and an organization's own. */
export const materialCategories = pgTable('material_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: varchar('name', { length: 255 }).notNull(),
  layerType: text('layer_type').$type<Schemas['LayerType']>(),
  organizationId: uuid('organization_id').references(() => organizations.id, {
    onDelete: 'cascade',
  }),
});

/** Pavement distress types as the auscultation screens draw and measure them. */
export const degradations = pgTable('degradations', {
  id: uuid('id').primaryKey().defaultRandom(),
  distressType: text('distress_type').notNull().$type<Schemas['DistressType']>(),
  label: varchar('label', { length: 255 }).notNull(),
  color: varchar('color', { length: 7 }).notNull(),
  unit: text('unit').notNull().$type<Schemas['Degradation']['unit']>(),
});

/* Coring campaigns: prefixes, layer names, cores and what hangs from them. */

export const displayNamePrefixes = pgTable(
  'display_name_prefixes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('display_name_prefixes_unique').on(table.campaignId, table.name)],
);

/** The layer names offered in a campaign's layer editor, in order. */
export const campaignLayerNames = pgTable(
  'campaign_layer_names',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    layerType: text('layer_type').$type<Schemas['LayerType']>(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.position] })],
);

/**
 * Cores of a coring campaign, numbered 1..n without gaps. `(campaign, number)` is unique: adding
 * and deleting lock the campaign row, and renumbering shifts numbers through negative values so
 * that the immediate unique check never sees two equal numbers. `sortRank` is the core's place in
 * the campaign's core order (0 first; `compareCores` of packages/validation), kept by every write
 * of a name or a prefix under the campaign's lock (src/cores/core-order.ts), so that a page of the
 * list is read by index at any depth; null only until the start that follows its migration ranks
 * the cores already there.
 */
export const cores = pgTable(
  'cores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    displayName: varchar('display_name', { length: 50 }).notNull(),
    displayNamePrefixId: uuid('display_name_prefix_id').references(() => displayNamePrefixes.id, {
      onDelete: 'set null',
    }),
    nrName: varchar('nr_name', { length: 255 }),
    status: text('status').notNull().$type<Schemas['CoreStatus']>().default('empty'),
    roadId: uuid('road_id').references(() => roads.id, { onDelete: 'set null' }),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    landmark: varchar('landmark', { length: 50 }),
    abscissa: doublePrecision('abscissa'),
    direction: varchar('direction', { length: 50 }),
    lane: varchar('lane', { length: 50 }),
    lateralPosition: varchar('lateral_position', { length: 50 }),
    structureType: varchar('structure_type', { length: 255 }),
    isFullStructure: boolean('is_full_structure').notNull().default(false),
    diameter: doublePrecision('diameter'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    note: varchar('note', { length: 1000 }),
    sortRank: integer('sort_rank'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ...binColumns(),
    version: version(),
  },
  (table) => [
    // Among live cores only: binning a core renumbers the later ones, so its number is taken.
    uniqueIndex('cores_campaign_number_unique')
      .on(table.campaignId, table.number)
      .where(isLive(table.deletedAt)),
    index('cores_binned_idx').on(table.deletedAt).where(isBinned(table.deletedAt)),
    index('cores_campaign_sort_rank_idx').on(table.campaignId, table.sortRank),
    // The map reads a campaign's located cores within a bounding box (map-layers/README.md).
    index('cores_campaign_position_idx').on(table.campaignId, table.lat, table.lng),
  ],
);

/** Layers of a core from the surface (position 1); thickness in millimetres. */
export const coreLayers = pgTable(
  'core_layers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coreId: uuid('core_id')
      .notNull()
      .references(() => cores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: varchar('name', { length: 255 }),
    type: text('type').notNull().$type<Schemas['LayerType']>(),
    materialCategoryId: uuid('material_category_id').references(() => materialCategories.id, {
      onDelete: 'set null',
    }),
    otherMaterial: varchar('other_material', { length: 255 }),
    thickness: doublePrecision('thickness').notNull(),
    condition: text('condition').notNull().$type<Schemas['ConditionDescriptor']>(),
    comment: varchar('comment', { length: 1000 }),
  },
  (table) => [index('core_layers_core_idx').on(table.coreId, table.position)],
);

/** Interfaces between two consecutive layers of a core. */
export const coreInterfaces = pgTable(
  'core_interfaces',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coreId: uuid('core_id')
      .notNull()
      .references(() => cores.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    upperLayerId: uuid('upper_layer_id')
      .notNull()
      .references(() => coreLayers.id, { onDelete: 'cascade' }),
    lowerLayerId: uuid('lower_layer_id')
      .notNull()
      .references(() => coreLayers.id, { onDelete: 'cascade' }),
    bondState: text('bond_state').notNull().$type<Schemas['InterfaceBondState']>(),
    comment: varchar('comment', { length: 1000 }),
  },
  (table) => [index('core_interfaces_core_idx').on(table.coreId)],
);

/** Pictures of a core; `path` is the storage key the server generated at upload. */
export const corePictures = pgTable(
  'core_pictures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coreId: uuid('core_id')
      .notNull()
      .references(() => cores.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    title: varchar('title', { length: 255 }),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('core_pictures_core_idx').on(table.coreId)],
);

export const coresGroups = pgTable(
  'cores_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('cores_groups_campaign_idx').on(table.campaignId)],
);

export const coresGroupCores = pgTable(
  'cores_group_cores',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => coresGroups.id, { onDelete: 'cascade' }),
    coreId: uuid('core_id')
      .notNull()
      .references(() => cores.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.groupId, table.coreId] })],
);

/* Laboratory orders, analyses and results. */

/** Providers chosen for a coring campaign's prestations. */
export const campaignProviders = pgTable(
  'campaign_providers',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.providerId] })],
);

/** Prestations offered for a coring campaign's layers, with the laboratory chosen for each. */
export const campaignPrestations = pgTable(
  'campaign_prestations',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    prestationId: uuid('prestation_id')
      .notNull()
      .references(() => prestations.id, { onDelete: 'cascade' }),
    laboratoryId: uuid('laboratory_id').references(() => laboratories.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.prestationId] })],
);

/** An order of analyses to a laboratory: New → Validated → Sent → Finished → ResultsSent, or Cancel. */
export const laboratoryOrders = pgTable(
  'laboratory_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: varchar('reference', { length: 255 }),
    status: text('status').notNull().$type<Schemas['LaboratoryOrderStatus']>(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    laboratoryId: uuid('laboratory_id').references(() => laboratories.id, {
      onDelete: 'set null',
    }),
    /** The laboratory's own reference of the order (its API answer). */
    externalReference: text('external_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    resultsReceivedAt: timestamp('results_received_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('laboratory_orders_campaign_idx').on(table.campaignId)],
);

/** One analysis asked for a campaign: a prestation of a provider applied to some layers. */
export const campaignAnalyses = pgTable(
  'campaign_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    prestationId: uuid('prestation_id')
      .notNull()
      .references(() => prestations.id),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providers.id),
    laboratoryId: uuid('laboratory_id').references(() => laboratories.id, {
      onDelete: 'set null',
    }),
    laboratoryOrderId: uuid('laboratory_order_id').references(() => laboratoryOrders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (table) => [index('campaign_analyses_campaign_idx').on(table.campaignId)],
);

/** A sample taken from a layer for laboratory tests. */
export const samples = pgTable(
  'samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    layerId: uuid('layer_id')
      .notNull()
      .references(() => coreLayers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<Schemas['CoreSampleKind']>(),
    codes: text('codes').array().notNull().$type<Schemas['SampleCode'][]>(),
    status: text('status').notNull().$type<Schemas['CampaignStatus']>().default('new'),
    laboratoryOrderId: uuid('laboratory_order_id').references(() => laboratoryOrders.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [index('samples_layer_idx').on(table.layerId)],
);

export const sampleResults = pgTable(
  'sample_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sampleId: uuid('sample_id')
      .notNull()
      .references(() => samples.id, { onDelete: 'cascade' }),
    code: text('code').notNull().$type<Schemas['SampleCode']>(),
    value: doublePrecision('value'),
    unit: varchar('unit', { length: 50 }),
    comment: varchar('comment', { length: 1000 }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sample_results_sample_idx').on(table.sampleId)],
);

/** A prestation ordered on one layer, with the order that carries it. */
export const layerPrestations = pgTable(
  'layer_prestations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    layerId: uuid('layer_id')
      .notNull()
      .references(() => coreLayers.id, { onDelete: 'cascade' }),
    prestationId: uuid('prestation_id')
      .notNull()
      .references(() => prestations.id),
    campaignAnalysisId: uuid('campaign_analysis_id').references(
      (): AnyPgColumn => campaignAnalyses.id,
      { onDelete: 'cascade' },
    ),
    sampleId: uuid('sample_id').references(() => samples.id, { onDelete: 'set null' }),
    laboratoryOrderId: uuid('laboratory_order_id').references(() => laboratoryOrders.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<Schemas['LaboratoryOrderStatus']>(),
  },
  (table) => [
    index('layer_prestations_layer_idx').on(table.layerId),
    index('layer_prestations_analysis_idx').on(table.campaignAnalysisId),
  ],
);

/**
 * Pollutant results of a layer: one row per kind. The laboratory's (PAH, TH, asbestos) come with
 * get-from-provider or a results import; the `_ref_be` kinds are the office's reference values.
 */
export const layerPollutantAnalyses = pgTable(
  'layer_pollutant_analyses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    layerId: uuid('layer_id')
      .notNull()
      .references(() => coreLayers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<Schemas['PollutantKind']>(),
    valueMgKg: doublePrecision('value_mg_kg'),
    asbestosPresent: boolean('asbestos_present'),
    analysedAt: date('analysed_at', { mode: 'string' }),
    laboratoryOrderId: uuid('laboratory_order_id').references(() => laboratoryOrders.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('layer_pollutant_analyses_unique').on(table.layerId, table.kind),
    // The macro filters (« PAH from 500 mg/kg »): the results above a threshold by a range scan.
    index('layer_pollutant_analyses_kind_value_idx').on(table.kind, table.valueMgKg, table.layerId),
  ],
);
