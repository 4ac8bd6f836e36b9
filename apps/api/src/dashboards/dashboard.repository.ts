import type { components } from '@chaussee/sdk';
import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignDashboards, dashboardCategories, dashboardCharts } from '../db/schema.js';
import { CHART_CATALOGUE, DEFAULT_DASHBOARD } from './chart-catalogue.js';

type Schemas = components['schemas'];
type CategoryRow = typeof dashboardCategories.$inferSelect;
export type ChartRow = typeof dashboardCharts.$inferSelect;

/** A tab and its charts, in order. */
export interface CategoryWithCharts {
  category: CategoryRow;
  charts: ChartRow[];
}

/** The dashboard as PUT /campaigns/{id}/dashboard replaces it (validated by the service). */
export interface DashboardLayout {
  categories: {
    id: string | null;
    name: string;
    charts: { chartType: Schemas['DashboardChartType']; visibleToCustomers: boolean }[];
  }[];
}

/** The SQL of dashboards: tabs, charts, the default catalogue and the configuration. */
export function createDashboardRepository(db: Db) {
  return {
    /**
     * Writes the default dashboard of a campaign unless it was written already (idempotent): the
     * campaign's row in campaign_dashboards is inserted `on conflict do nothing` first, in the same
     * transaction, so that of two first reads at once only one writes the catalogue; on
     * PostgreSQL the other waits on the row until the first commits.
     */
    async ensureDashboard(campaignId: string): Promise<void> {
      const [existing] = await db
        .select({ campaignId: campaignDashboards.campaignId })
        .from(campaignDashboards)
        .where(eq(campaignDashboards.campaignId, campaignId));
      if (existing) return;
      await db.transaction(async (tx) => {
        const created = await tx
          .insert(campaignDashboards)
          .values({ campaignId })
          .onConflictDoNothing()
          .returning({ campaignId: campaignDashboards.campaignId });
        if (created.length === 0) return;
        for (const [categoryIndex, category] of DEFAULT_DASHBOARD.entries()) {
          const [row] = await tx
            .insert(dashboardCategories)
            .values({ campaignId, name: category.name, position: categoryIndex + 1 })
            .returning({ id: dashboardCategories.id });
          if (!row) throw new Error('A default dashboard category was not written.');
          await tx.insert(dashboardCharts).values(
            category.chartTypes.map((chartType, index) => ({
              campaignId,
              categoryId: row.id,
              chartType,
              ...CHART_CATALOGUE[chartType],
              position: index + 1,
            })),
          );
        }
      });
    },

    /** The campaign's tabs with their charts, in order. */
    async categoriesOf(campaignId: string): Promise<CategoryWithCharts[]> {
      const [categories, charts] = await Promise.all([
        db
          .select()
          .from(dashboardCategories)
          .where(eq(dashboardCategories.campaignId, campaignId))
          .orderBy(asc(dashboardCategories.position), asc(dashboardCategories.id)),
        db
          .select()
          .from(dashboardCharts)
          .where(eq(dashboardCharts.campaignId, campaignId))
          .orderBy(asc(dashboardCharts.position), asc(dashboardCharts.id)),
      ]);
      return categories.map((category) => ({
        category,
        charts: charts.filter((chart) => chart.categoryId === category.id),
      }));
    },

    async chartById(chartId: string): Promise<ChartRow | undefined> {
      const [row] = await db.select().from(dashboardCharts).where(eq(dashboardCharts.id, chartId));
      return row;
    },

    async setComment(chartId: string, comment: string | null, now: Date): Promise<ChartRow> {
      const [row] = await db
        .update(dashboardCharts)
        .set({ comment, updatedAt: now })
        .where(eq(dashboardCharts.id, chartId))
        .returning();
      if (!row) throw new Error(`The chart ${chartId} was not updated.`);
      return row;
    },

    /** The ids of the campaign's tabs (to check the ids a configuration names). */
    async categoryIdsOf(campaignId: string): Promise<string[]> {
      const rows = await db
        .select({ id: dashboardCategories.id })
        .from(dashboardCategories)
        .where(eq(dashboardCategories.campaignId, campaignId));
      return rows.map((row) => row.id);
    },

    /**
     * Replaces the dashboard in one transaction: tabs kept (renamed, moved) or created, charts
     * kept by type (their comment with them) or created, then what the layout leaves out deleted.
     */
    async replaceDashboard(campaignId: string, layout: DashboardLayout, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const keptCategoryIds: string[] = [];
        const keptChartTypes: Schemas['DashboardChartType'][] = [];
        for (const [categoryIndex, category] of layout.categories.entries()) {
          const values = { campaignId, name: category.name, position: categoryIndex + 1 };
          const [row] =
            category.id === null
              ? await tx.insert(dashboardCategories).values(values).returning()
              : await tx
                  .update(dashboardCategories)
                  .set(values)
                  .where(
                    and(
                      eq(dashboardCategories.id, category.id),
                      eq(dashboardCategories.campaignId, campaignId),
                    ),
                  )
                  .returning();
          if (!row) throw new Error('A dashboard category was not written.');
          keptCategoryIds.push(row.id);
          if (category.charts.length === 0) continue;
          await tx
            .insert(dashboardCharts)
            .values(
              category.charts.map((chart, index) => ({
                campaignId,
                categoryId: row.id,
                chartType: chart.chartType,
                ...CHART_CATALOGUE[chart.chartType],
                position: index + 1,
                isVisibleToCustomers: chart.visibleToCustomers,
                updatedAt: now,
              })),
            )
            .onConflictDoUpdate({
              target: [dashboardCharts.campaignId, dashboardCharts.chartType],
              set: {
                categoryId: sql`excluded.category_id`,
                position: sql`excluded.position`,
                isVisibleToCustomers: sql`excluded.is_visible_to_customers`,
                updatedAt: sql`excluded.updated_at`,
              },
            });
          keptChartTypes.push(...category.charts.map((chart) => chart.chartType));
        }
        await tx
          .delete(dashboardCharts)
          .where(
            and(
              eq(dashboardCharts.campaignId, campaignId),
              keptChartTypes.length === 0
                ? sql`true`
                : notInArray(dashboardCharts.chartType, keptChartTypes),
            ),
          );
        await tx
          .delete(dashboardCategories)
          .where(
            and(
              eq(dashboardCategories.campaignId, campaignId),
              keptCategoryIds.length === 0
                ? sql`true`
                : notInArray(dashboardCategories.id, keptCategoryIds),
            ),
          );
        // A configuration is a dashboard too: no default catalogue on top of it later.
        await tx.insert(campaignDashboards).values({ campaignId }).onConflictDoNothing();
      });
    },
  };
}
