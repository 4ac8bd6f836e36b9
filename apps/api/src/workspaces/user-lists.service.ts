import { isGuest, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { hasRight, seesEverything } from '../access/access-rules.js';
import type { DomainDeps } from '../app/domain-deps.js';
import { liveUsersByIds } from '../campaigns/campaign-create.repository.js';
import { toCampaignSummary } from '../campaigns/campaign-presenter.js';
import { documentsCountsOf } from '../documents/documents-counts.repository.js';
import { loadCampaignSummaryViews } from '../campaigns/campaign-view.repository.js';
import { AppError } from '../errors/app-error.js';
import {
  campaignIdsByWorkspace,
  campaignConditions,
  pageCampaignIds,
} from './campaign-list.repository.js';
import type { Page, PageRequest } from '../http/paging.js';
import {
  listedWorkspaces,
  shownCampaigns,
  type UserWorkspaceFilter,
} from './user-workspaces.repository.js';
import { toWorkspaceSummary } from './workspace-presenter.js';
import { loadWorkspaceSummaryViews, pageWorkspaceIds } from './workspace.repository.js';
import { EVERYTHING, viewerOf, type Viewer } from './viewer.js';

type Schemas = components['schemas'];

export interface UserWorkspaceQuery extends PageRequest, Omit<UserWorkspaceFilter, 'memberId'> {
  displayCampaigns: boolean;
}

export interface UserCampaignQuery extends PageRequest {
  admin: boolean;
  showDocuments: boolean;
  filter?: string | undefined;
  isGroundSurvey?: boolean | undefined;
}

/**
 * The lists of one user (GET /users/{id}/workspaces and /campaigns). A user reads their own lists;
 * ADMIN and SUPER_ADMIN read anyone's (to help them); nobody else reads another user's, not even to
 * learn that the user exists (403 before 404). Guests have no lists.
 */
export function createUserListsService(deps: Pick<DomainDeps, 'db'>) {
  const { db } = deps;

  async function assertMayReadListsOf(caller: SessionUser, userId: string): Promise<void> {
    if (isGuest(caller)) throw new AppError('forbidden');
    if (caller.id === userId) return;
    if (!seesEverything(caller)) throw new AppError('forbidden');
    if ((await liveUsersByIds(db, [userId])).length === 0) throw new AppError('not_found');
  }

  return {
    /**
     * The "my projects" screen: the user's workspaces in the active or archived view (see
     * UserWorkspaceFilter), by name. An administrator's own list holds every workspace (they see
     * all, which is what the organization and site selects are for).
     */
    async listUserWorkspaces(
      caller: SessionUser,
      userId: string,
      query: UserWorkspaceQuery,
    ): Promise<Page<Schemas['WorkspaceWithCampaigns']>> {
      await assertMayReadListsOf(caller, userId);
      const seesAll = caller.id === userId && seesEverything(caller);
      const filter: UserWorkspaceFilter = { ...query, memberId: seesAll ? undefined : userId };
      const { total, ids } = await pageWorkspaceIds(db, listedWorkspaces(db, filter), query);
      const viewer: Viewer = seesAll ? EVERYTHING : viewerOf(caller);
      const [summaries, campaignIds] = await Promise.all([
        loadWorkspaceSummaryViews(db, ids, viewer),
        query.displayCampaigns
          ? campaignIdsByWorkspace(db, ids, shownCampaigns(filter))
          : new Map<string, string[]>(),
      ]);
      const campaigns = new Map(
        (await loadCampaignSummaryViews(db, [...campaignIds.values()].flat())).map((view) => [
          view.campaign.id,
          toCampaignSummary(view),
        ]),
      );
      return {
        total,
        limit: query.limit,
        offset: query.offset,
        items: summaries.map((summary) => ({
          ...toWorkspaceSummary(summary),
          campaigns: (campaignIds.get(summary.workspace.id) ?? []).flatMap(
            (id) => campaigns.get(id) ?? [],
          ),
        })),
      };
    },

    /**
     * The campaigns the user is assigned to (member of the campaign or of its workspace), by name.
     * With admin: every campaign the caller may administer — all of them for ADMIN and
     * SUPER_ADMIN, the ones they see for the other holders of the members right; 403 without it.
     */
    async listUserCampaigns(
      caller: SessionUser,
      userId: string,
      query: UserCampaignQuery,
    ): Promise<Page<Schemas['UserCampaign']>> {
      await assertMayReadListsOf(caller, userId);
      if (query.admin && !hasRight(caller, 'editRights', 'Member')) throw new AppError('forbidden');
      const viewer: Viewer = query.admin ? viewerOf(caller) : { kind: 'member', userId };
      const where = campaignConditions({
        viewer,
        nameReferenceOrWorkspace: query.filter,
        type: query.isGroundSurvey === true ? 'auscultation' : undefined,
      });
      const { total, ids } = await pageCampaignIds(db, where, query, 'name');
      const [views, counts] = await Promise.all([
        loadCampaignSummaryViews(db, ids),
        query.showDocuments ? documentsCountsOf(db, ids) : undefined,
      ]);
      return {
        total,
        limit: query.limit,
        offset: query.offset,
        items: views.map((view) => ({
          ...toCampaignSummary(view),
          documentsCount: counts?.get(view.campaign.id) ?? null,
        })),
      };
    },
  };
}

export type UserListsService = ReturnType<typeof createUserListsService>;
