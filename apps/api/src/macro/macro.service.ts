import { isGuest, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import { seesEverything } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import { liveUsersByIds } from '../campaigns/campaign-create.repository.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { jsonPage, pageRequest, type PageQuery } from '../http/paging.js';
import { type SerializedJson, serializedPage } from '../http/serialized-json.js';
import type { OrganizationAccess } from '../organizations/organization-access.js';
import { campaignsSeenBy, viewerOf, type Viewer } from '../workspaces/viewer.js';
import type { MacroFilters, MacroScope } from './macro-filters.js';
import { pageMacroCores } from './macro-cores.repository.js';
import {
  pageMacroCampaigns,
  pageMacroOrganizations,
  pageMacroProjects,
} from './macro-groups.repository.js';
import { toMacroCampaign, toMacroOrganization, toMacroProject } from './macro-presenter.js';

type Schemas = components['schemas'];

export type MacroQuery = PageQuery & MacroFilters;

/** Whose macro view: one user's (GET /users/{id}/macro-*), an organization's or a project's. */
export type MacroTarget =
  | { kind: 'user'; userId: string }
  | { kind: 'organization'; organizationId: string }
  | { kind: 'project'; workspaceId: string };

export interface MacroServiceDeps {
  db: Db;
  membership: MembershipGuard;
  organizations: OrganizationAccess;
}

/**
 * The macro views (issue 25): the coring campaigns and cores a user may see across workspaces,
 * with the macro filters. Visibility is the rule of src/access (`campaignVisibleTo`, through the
 * viewer of src/workspaces), never a copy: an internal user sees the campaigns they are a member of
 * (ADMIN and SUPER_ADMIN all), a customer their own organization's campaigns they are a member of
 * and that are open to them, a guest nothing (403, also refused by the HTTP layer).
 *
 * - /users/{id}/…: a user reads their own view; ADMIN and SUPER_ADMIN read anyone's (the campaigns
 *   that user may see); anybody else is refused (403 before 404, like the other user lists).
 * - /organizations/{id}/…: the organization must be visible to the caller (src/organizations'
 *   rule: 404 otherwise), then the caller's own view restricted to it.
 * - /projects/{id}/…: the membership guard of the workspace (404, 403 not_member), then the
 *   caller's view restricted to it.
 */
export function createMacroService({ db, membership, organizations }: MacroServiceDeps) {
  async function scopeOf(caller: SessionUser, target: MacroTarget): Promise<MacroScope> {
    if (isGuest(caller)) throw new AppError('forbidden');
    const own = (viewer: Viewer) => campaignsSeenBy(viewer);
    switch (target.kind) {
      case 'user': {
        if (caller.id === target.userId) return { visible: own(viewerOf(caller)) };
        if (!seesEverything(caller)) throw new AppError('forbidden');
        if ((await liveUsersByIds(db, [target.userId])).length === 0) {
          throw new AppError('not_found');
        }
        return { visible: own({ kind: 'member', userId: target.userId }) };
      }
      case 'organization':
        await organizations.assertVisible(caller, target.organizationId);
        return { visible: own(viewerOf(caller)), organizationId: target.organizationId };
      case 'project':
        await membership.readableWorkspace(caller, target.workspaceId);
        return { visible: own(viewerOf(caller)), workspaceId: target.workspaceId };
    }
  }

  function filtersOf(query: MacroQuery): MacroFilters {
    if (
      query.startDate !== undefined &&
      query.endDate !== undefined &&
      query.startDate > query.endDate
    ) {
      throw new AppError('validation_failed', {
        violations: [createViolation('startDate', 'startBeforeEnd')],
      });
    }
    return query;
  }

  return {
    async cores(
      caller: SessionUser,
      target: MacroTarget,
      query: MacroQuery,
    ): Promise<SerializedJson<Schemas['MacroCorePage']>> {
      const filters = filtersOf(query);
      const scope = await scopeOf(caller, target);
      const page = pageRequest(query);
      const { total, itemsJson } = await pageMacroCores(db, scope, filters, page);
      return serializedPage(page, total, itemsJson);
    },

    async campaigns(
      caller: SessionUser,
      target: MacroTarget,
      query: MacroQuery,
    ): Promise<Schemas['MacroCampaignPage']> {
      const filters = filtersOf(query);
      const scope = await scopeOf(caller, target);
      const page = pageRequest(query);
      return jsonPage(page, await pageMacroCampaigns(db, scope, filters, page), toMacroCampaign);
    },

    async projects(caller: SessionUser, target: MacroTarget, query: MacroQuery) {
      const filters = filtersOf(query);
      const scope = await scopeOf(caller, target);
      const page = pageRequest(query);
      return jsonPage(page, await pageMacroProjects(db, scope, filters, page), toMacroProject);
    },

    async organizations(caller: SessionUser, target: MacroTarget, query: MacroQuery) {
      const filters = filtersOf(query);
      const scope = await scopeOf(caller, target);
      const page = pageRequest(query);
      return jsonPage(
        page,
        await pageMacroOrganizations(db, scope, filters, page),
        toMacroOrganization,
      );
    },
  };
}

export type MacroService = ReturnType<typeof createMacroService>;
