import { isInternal, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { pageRequest, type PageQuery } from '../http/paging.js';
import type { ChartData } from './chart-data.js';
import { filterValues, type CoreFilters } from './core-filters.js';
import { toChart, toDashboardCategory } from './dashboard-presenter.js';
import {
  createDashboardRepository,
  type CategoryWithCharts,
  type ChartRow,
} from './dashboard.repository.js';
import { createPollutantChartsRepository } from './pollutant-charts.repository.js';
import { createStructureChartsRepository } from './structure-charts.repository.js';
import { readCampaignSynoptic } from './synoptic-repository.js';

type Schemas = components['schemas'];

export interface DashboardsServiceDeps {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}

/**
 * Staff see every chart; customers, guests and anyone else outside the office only the charts
 * configured as visible to customers (a hidden chart does not exist for them: 404).
 */
function seesHiddenCharts(user: SessionUser): boolean {
  return isInternal(user);
}

/** The dashboards of coring campaigns: tabs, charts and their data, the synoptic (spec § 6, § 7). */
export function createDashboardsService({ db, membership, now }: DashboardsServiceDeps) {
  const dashboards = createDashboardRepository(db);
  const structure = createStructureChartsRepository(db);
  const pollutants = createPollutantChartsRepository(db);

  /** A coring campaign the user may read; another type has no such dashboard (400). */
  async function readableCoring(
    user: SessionUser,
    campaignId: string,
  ): Promise<CampaignWithMembers> {
    const found = await membership.readableCampaign(user, campaignId);
    if (found.campaign.type !== 'coring') {
      throw new AppError('bad_request', { detail: 'This operation is for coring campaigns only' });
    }
    return found;
  }

  /** The campaign's tabs with the charts the user may see, the default catalogue written first. */
  async function visibleCategories(
    user: SessionUser,
    campaignId: string,
  ): Promise<CategoryWithCharts[]> {
    await dashboards.ensureDashboard(campaignId);
    const categories = await dashboards.categoriesOf(campaignId);
    if (seesHiddenCharts(user)) return categories;
    return categories.map(({ category, charts }) => ({
      category,
      charts: charts.filter((chart) => chart.isVisibleToCustomers),
    }));
  }

  /** A chart the user may read: membership of its campaign, and visible to them. */
  async function readableChart(user: SessionUser, chartId: string): Promise<ChartRow> {
    const chart = await dashboards.chartById(chartId);
    if (!chart) throw new AppError('not_found');
    await membership.readableCampaign(user, chart.campaignId);
    if (!chart.isVisibleToCustomers && !seesHiddenCharts(user)) throw new AppError('not_found');
    return chart;
  }

  function chartData(chart: ChartRow, filters: CoreFilters): Promise<ChartData> {
    const { campaignId } = chart;
    switch (chart.chartType) {
      case 'cores_by_status':
        return structure.coresByStatus(campaignId, filters);
      case 'layers_by_type':
        return structure.layersByType(campaignId, filters);
      case 'thickness_distribution':
        return structure.thicknessDistribution(campaignId, filters);
      case 'bituminous_thickness_along_road':
        return structure.bituminousThicknessAlongRoad(campaignId, filters);
      case 'pah_class_by_layer':
        return pollutants.pahClassByLayer(campaignId, filters, 'PAH');
      case 'pah_ref_be_class_by_layer':
        return pollutants.pahClassByLayer(campaignId, filters, 'PAH_ref_be');
      case 'th_class_by_layer':
        return pollutants.thClassByLayer(campaignId, filters);
      case 'asbestos_by_layer':
        return pollutants.asbestosByLayer(campaignId, filters);
      case 'cores_by_waste_route':
        return pollutants.coresByWasteRoute(campaignId, filters);
    }
  }

  return {
    async listCategories(
      user: SessionUser,
      campaignId: string,
      query: PageQuery & { hasChart?: boolean | undefined; hasCarto?: boolean | undefined },
    ): Promise<Schemas['DashboardCategoryPage']> {
      const found = await membership.readableCampaign(user, campaignId);
      // Only coring campaigns have a catalogue of charts; the other types have no tab yet.
      const categories =
        found.campaign.type === 'coring'
          ? (await visibleCategories(user, campaignId)).map(toDashboardCategory)
          : [];
      const matching = categories.filter(
        (category) =>
          (query.hasChart === undefined || category.hasChart === query.hasChart) &&
          (query.hasCarto === undefined || category.hasCarto === query.hasCarto),
      );
      const { limit, offset } = pageRequest(query);
      return {
        total: matching.length,
        limit,
        offset,
        items: matching.slice(offset, offset + limit),
      };
    },

    async getChart(
      user: SessionUser,
      campaignId: string,
      chartId: string,
    ): Promise<Schemas['Chart']> {
      await readableCoring(user, campaignId);
      await dashboards.ensureDashboard(campaignId);
      const chart = await readableChart(user, chartId);
      if (chart.campaignId !== campaignId) throw new AppError('not_found');
      return toChart(chart);
    },

    async generateContent(
      user: SessionUser,
      chartId: string,
      filters: CoreFilters,
    ): Promise<Schemas['ChartContent']> {
      const chart = await readableChart(user, chartId);
      const data = await chartData(chart, filters);
      return {
        chartId: chart.id,
        kind: chart.kind,
        generatedAt: now().toISOString(),
        filters: filterValues(filters),
        labels: data.labels.map((label) => label.label),
        labelKeys: data.labels.map((label) => label.key),
        series: data.series,
      };
    },

    async commentChart(
      user: SessionUser,
      chartId: string,
      body: Schemas['ChartCommentPatch'],
    ): Promise<Schemas['Chart']> {
      const chart = await dashboards.chartById(chartId);
      if (!chart) throw new AppError('not_found');
      await membership.writableCampaign(user, chart.campaignId, 'comment', 'Chart');
      if (body.comment === undefined) return toChart(chart);
      const comment = body.comment === null || body.comment.trim() === '' ? null : body.comment;
      return toChart(await dashboards.setComment(chartId, comment, now()));
    },

    async configureDashboard(
      user: SessionUser,
      campaignId: string,
      body: Schemas['CampaignDashboardUpdate'],
    ): Promise<Schemas['DashboardCategoryPage']> {
      const found = await membership.writableCampaign(user, campaignId, 'configure', 'Dashboard');
      if (found.campaign.type !== 'coring') {
        throw new AppError('bad_request', {
          detail: 'This operation is for coring campaigns only',
        });
      }
      await dashboards.ensureDashboard(campaignId);
      const known = new Set(await dashboards.categoryIdsOf(campaignId));
      const violations: Violation[] = [];
      const seenCategories = new Set<string>();
      const seenCharts = new Set<string>();
      for (const [index, category] of body.categories.entries()) {
        const id = category.id ?? null;
        if (id !== null && (!known.has(id) || seenCategories.has(id))) {
          violations.push(createViolation(`categories.${String(index)}.id`, 'invalidValue'));
        }
        if (id !== null) seenCategories.add(id);
        for (const [chartIndex, chart] of category.charts.entries()) {
          if (seenCharts.has(chart.chartType)) {
            violations.push(
              createViolation(
                `categories.${String(index)}.charts.${String(chartIndex)}.chartType`,
                'uniqueItems',
              ),
            );
          }
          seenCharts.add(chart.chartType);
        }
      }
      if (violations.length > 0) throw new AppError('validation_failed', { violations });
      await dashboards.replaceDashboard(
        campaignId,
        {
          categories: body.categories.map((category) => ({
            id: category.id ?? null,
            name: category.name.trim(),
            charts: category.charts,
          })),
        },
        now(),
      );
      const categories = (await dashboards.categoriesOf(campaignId)).map(toDashboardCategory);
      return {
        total: categories.length,
        limit: Math.max(categories.length, 1),
        offset: 0,
        items: categories,
      };
    },

    async synoptic(
      user: SessionUser,
      campaignId: string,
      filters: CoreFilters,
    ): Promise<Schemas['CampaignSynoptic']> {
      await readableCoring(user, campaignId);
      const data = await readCampaignSynoptic(db, campaignId, filters);
      return { ...data, generatedAt: now().toISOString() };
    },
  };
}

export type DashboardsService = ReturnType<typeof createDashboardsService>;
