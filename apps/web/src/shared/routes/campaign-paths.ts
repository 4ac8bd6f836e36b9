import type { CampaignType } from '@chaussee/permissions';
import { coringDashboardPath } from './route-params.js';
import { pathOf } from './route-table.js';

/** The page a campaign opens on, by its type: the cores of a coring campaign, the dashboards else. */
export function campaignPath(campaign: { id: string; type: CampaignType }): string {
  switch (campaign.type) {
    case 'coring':
      return pathOf('coring-campaign', { id: campaign.id });
    case 'auscultation':
      return pathOf('auscultation-campaign-dashboard', { id: campaign.id });
    case 'macro':
      return pathOf('macro-campaign-dashboard-guest', { id: campaign.id });
  }
}

/** The pages of one coring campaign, for its header's navigation. */
export function coringCampaignPaths(id: string) {
  return {
    cores: pathOf('coring-campaign', { id }),
    dashboard: coringDashboardPath(id),
    prestations: pathOf('coring-campaign-prestations', { id }),
    manage: pathOf('manage-campaign', { id }),
    administration: pathOf('campaign-administration', { id }),
  };
}

export function workspacePath(id: string): string {
  return pathOf('workspace', { id });
}

/** The query parameter limiting a synoptic to some cores (their ids, comma separated). */
export const SYNOPTIC_CORES_PARAMETER = 'carottes';

/** The structural synoptic of a coring campaign, limited to some cores when given. */
export function coringSynopticPath(id: string, coreIds: readonly string[] | null): string {
  const path = coringDashboardPath(id, 'structural-synoptic');
  return coreIds === null
    ? path
    : `${path}?${new URLSearchParams({ [SYNOPTIC_CORES_PARAMETER]: coreIds.join(',') }).toString()}`;
}

/** The query parameter of a coring campaign's cores screen that opens a core's sheet. */
export const CORE_SHEET_PARAMETER = 'carotte';

/** A core's sheet: its campaign's cores screen, the sheet open. */
export function coreSheetPath(campaignId: string, coreId: string): string {
  const query = new URLSearchParams({ [CORE_SHEET_PARAMETER]: coreId });
  return `${pathOf('coring-campaign', { id: campaignId })}?${query.toString()}`;
}
