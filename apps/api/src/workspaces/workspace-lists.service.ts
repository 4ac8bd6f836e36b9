import { isInternal, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertNotGuest } from '../access/access-rules.js';
import type { DomainDeps } from '../app/domain-deps.js';
import { toCampaignSummary } from '../campaigns/campaign-presenter.js';
import { loadCampaignSummaryViews } from '../campaigns/campaign-view.repository.js';
import { AppError } from '../errors/app-error.js';
import { campaignConditions, countCampaigns, pageCampaignIds } from './campaign-list.repository.js';
import type { Page, PageRequest } from '../http/paging.js';
import {
  pageCities,
  pageRoads,
  type CityItem,
  type RoadItem,
} from './workspace-places.repository.js';
import { toWorkspaceSummary } from './workspace-presenter.js';
import {
  loadWorkspaceSummaryViews,
  isOrganizationSeenBy,
  organizationWorkspaces,
  pageWorkspaceIds,
} from './workspace.repository.js';
import { viewerOf } from './viewer.js';

type Schemas = components['schemas'];

export interface WorkspaceCampaignQuery extends PageRequest {
  coresCount: boolean;
  query?: string | undefined;
  status?: Schemas['CampaignStatus'] | undefined;
  campaignType?: Schemas['CampaignType'] | undefined;
  reference?: string | undefined;
  archived?: boolean | undefined;
}

/** What is listed inside a workspace (its campaigns, their counts, roads, cities) and by organization. */
export function createWorkspaceListsService(deps: Pick<DomainDeps, 'db' | 'membership'>) {
  const { db, membership } = deps;

  return {
    /** GET /workspaces/{id}/campaigns: the workspace's campaigns the caller sees, filtered, newest first. */
    async listWorkspaceCampaigns(
      user: SessionUser,
      workspaceId: string,
      query: WorkspaceCampaignQuery,
    ): Promise<Page<Schemas['CampaignSummary']>> {
      await membership.readableWorkspace(user, workspaceId);
      const where = campaignConditions({
        viewer: viewerOf(user),
        workspaceId,
        query: query.query,
        status: query.status,
        type: query.campaignType,
        reference: query.reference,
        archived: query.archived,
      });
      const { total, ids } = await pageCampaignIds(db, where, query, 'newest');
      const views = await loadCampaignSummaryViews(db, ids, { countCores: query.coresCount });
      return {
        total,
        limit: query.limit,
        offset: query.offset,
        items: views.map(toCampaignSummary),
      };
    },

    /** GET /workspaces/{id}/campaignsInfos: counts over the campaigns the caller sees. */
    async getWorkspaceCampaignsInfo(
      user: SessionUser,
      workspaceId: string,
    ): Promise<Schemas['WorkspaceCampaignsInfo']> {
      await membership.readableWorkspace(user, workspaceId);
      const { groups, coresCount } = await countCampaigns(
        db,
        campaignConditions({ viewer: viewerOf(user), workspaceId }),
      );
      const byType = { coring: 0, auscultation: 0, macro: 0 };
      const byStatus = new Map<Schemas['CampaignStatus'], number>();
      let total = 0;
      let archived = 0;
      for (const group of groups) {
        total += group.count;
        if (group.isArchived) archived += group.count;
        byType[group.type] += group.count;
        byStatus.set(group.status, (byStatus.get(group.status) ?? 0) + group.count);
      }
      return {
        total,
        archived,
        byType,
        byStatus: [...byStatus]
          .map(([status, count]) => ({ status, count }))
          .sort((a, b) => a.status.localeCompare(b.status)),
        coresCount,
      };
    },

    /** GET /workspaces/{id}/roads. */
    async listWorkspaceRoads(
      user: SessionUser,
      workspaceId: string,
      paging: PageRequest,
    ): Promise<Page<RoadItem>> {
      await membership.readableWorkspace(user, workspaceId);
      return pageRoads(db, workspaceId, paging);
    },

    /** GET /workspaces/{id}/cities. */
    async listWorkspaceCities(
      user: SessionUser,
      workspaceId: string,
      paging: PageRequest,
    ): Promise<Page<CityItem>> {
      await membership.readableWorkspace(user, workspaceId);
      return pageCities(db, workspaceId, paging);
    },

    /**
     * GET /organizations/{id}/workspaces: the workspaces of the organization's sites the caller
     * sees (all for ADMIN and SUPER_ADMIN, their memberships for the others), by name.
     */
    async listOrganizationWorkspaces(
      user: SessionUser,
      organizationId: string,
      query: PageRequest & { archived?: boolean | undefined },
    ): Promise<Page<Schemas['WorkspaceSummary']>> {
      assertNotGuest(user);
      const caller = { id: user.id, isInternal: isInternal(user) };
      if (!(await isOrganizationSeenBy(db, organizationId, caller))) {
        throw new AppError('not_found');
      }
      const viewer = viewerOf(user);
      const where = organizationWorkspaces(organizationId, viewer, query.archived);
      const { total, ids } = await pageWorkspaceIds(db, where, query);
      const views = await loadWorkspaceSummaryViews(db, ids, viewer);
      return {
        total,
        limit: query.limit,
        offset: query.offset,
        items: views.map(toWorkspaceSummary),
      };
    },
  };
}

export type WorkspaceListsService = ReturnType<typeof createWorkspaceListsService>;
