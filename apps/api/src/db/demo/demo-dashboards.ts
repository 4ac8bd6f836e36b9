import type { SessionUser } from '@chaussee/permissions';
import type { DomainDeps } from '../../app/domain-deps.js';
import { createDashboardsService } from '../../dashboards/dashboards.service.js';

/**
 * The shared diagnostic's dashboard as the office leaves it for the road owner: the default
 * catalogue, the « Ref. BE » PAH chart kept for the office (hidden from customers and guests),
 * and two comments under the charts the owner reads first. Through the domain's service, as a
 * user would, in a few queries.
 */
export async function seedDemoDashboard(
  deps: Pick<DomainDeps, 'db' | 'membership' | 'now'>,
  actor: SessionUser,
  campaignId: string,
): Promise<void> {
  const dashboards = createDashboardsService(deps);
  const { items } = await dashboards.listCategories(actor, campaignId, { limit: 200 });
  await dashboards.configureDashboard(actor, campaignId, {
    categories: items.map((category) => ({
      id: category.id,
      name: category.name,
      charts: category.charts.map((chart) => ({
        chartType: chart.chartType,
        visibleToCustomers: chart.chartType !== 'pah_ref_be_class_by_layer',
      })),
    })),
  });
  const charts = items.flatMap((category) => category.charts);
  const comments = {
    cores_by_waste_route:
      'Les carottes « Indéterminée » attendent encore un résultat amiante ou HAP : ne pas programmer le rabotage de ces sections avant réception.',
    bituminous_thickness_along_road:
      'Épaisseur bitumineuse variable d’une carotte à l’autre : comparer les deux sens avant de fixer l’épaisseur de rabotage.',
  } as const;
  for (const [chartType, comment] of Object.entries(comments)) {
    const chart = charts.find((item) => item.chartType === chartType);
    if (chart !== undefined) await dashboards.commentChart(actor, chart.id, { comment });
  }
}
