import type { components } from '@chaussee/sdk';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { campaigns } from './projects.js';

type Schemas = components['schemas'];

/**
 * One row per campaign whose dashboard was created: the lock of the default catalogue. The first
 * read inserts it `on conflict do nothing` in the transaction that writes the default tabs and
 * charts, so that two first reads at once create them once (the second waits on the first's row,
 * then finds it).
 */
export const campaignDashboards = pgTable('campaign_dashboards', {
  campaignId: uuid('campaign_id')
    .primaryKey()
    .references(() => campaigns.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** The tabs of a campaign's dashboard, in `position` order. */
export const dashboardCategories = pgTable(
  'dashboard_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 255 }).notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('dashboard_categories_campaign_idx').on(table.campaignId, table.position)],
);

/**
 * The charts of a campaign's dashboard: one of the catalogue (`chartType`, at most once a
 * campaign), placed in a tab, with the office's comment and whether customers see it.
 */
export const dashboardCharts = pgTable(
  'dashboard_charts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => dashboardCategories.id, { onDelete: 'cascade' }),
    chartType: text('chart_type').notNull().$type<Schemas['DashboardChartType']>(),
    kind: text('kind').notNull().$type<Schemas['ChartKind']>(),
    position: integer('position').notNull(),
    unit: varchar('unit', { length: 50 }),
    comment: varchar('comment', { length: 1000 }),
    isVisibleToCustomers: boolean('is_visible_to_customers').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('dashboard_charts_campaign_type_unique').on(table.campaignId, table.chartType),
    index('dashboard_charts_category_idx').on(table.categoryId, table.position),
  ],
);
