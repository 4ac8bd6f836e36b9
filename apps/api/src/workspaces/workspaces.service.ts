import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import { assertRight, seesEverything } from '../access/access-rules.js';
import { assertMembersFit } from '../access/member-organizations.js';
import {
  campaignMemberIdsOfWorkspace,
  organizationOfSite,
} from '../access/member-organizations.repository.js';
import type { DomainDeps } from '../app/domain-deps.js';
import { liveUsersByIds } from '../campaigns/campaign-create.repository.js';
import { assertCampaignsDeletable } from '../campaigns/campaign-deletion.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { staleOrMissing, type VersionCondition, type Versioned } from '../http/entity-version.js';
import { toWorkspace } from './workspace-presenter.js';
import {
  binWorkspaceRow,
  insertWorkspace,
  loadWorkspaceView,
  lockWorkspaceWithCampaigns,
  replaceWorkspaceMembers,
  siteExists,
  updateWorkspaceRow,
  workspaceExists,
} from './workspace.repository.js';
import { viewerOf } from './viewer.js';

type Schemas = components['schemas'];
type Workspace = Schemas['Workspace'];

/** The organization of a site checked to exist (assertReferences). */
async function organizationOf(tx: Db, siteId: string): Promise<string> {
  const organizationId = await organizationOfSite(tx, siteId);
  if (organizationId === undefined) throw new Error(`Site ${siteId} vanished.`);
  return organizationId;
}

/** 403: only an administrator moves a workspace to a site of another organization. */
function workspaceOrganizationLocked(): AppError {
  return new AppError('workspace_organization_locked', {
    detail: 'Only an administrator moves a workspace to another organization',
  });
}

/** What creating a workspace takes (the body of POST /workspaces). */
export type WorkspaceCreateInput = Schemas['WorkspaceCreate'];

/**
 * Workspaces (projects): creation, reading, editing, archiving and deletion, with membership
 * (only members see a workspace) and the rights of spec section 6.
 */
export function createWorkspacesService(deps: Pick<DomainDeps, 'db' | 'now' | 'membership'>) {
  const { db, now, membership } = deps;

  /** The workspace, with the version of the row it was made from (its ETag). */
  async function presentVersioned(user: SessionUser, id: string): Promise<Versioned<Workspace>> {
    const view = await loadWorkspaceView(db, id, viewerOf(user));
    if (!view) throw new AppError('not_found');
    return { value: toWorkspace(view), version: view.workspace.version };
  }

  async function present(user: SessionUser, id: string): Promise<Workspace> {
    return (await presentVersioned(user, id)).value;
  }

  /** Writes the row under If-Match's `condition`: 412 (or 404) when it changed no row. */
  async function writeRow(
    tx: Db,
    id: string,
    changes: Parameters<typeof updateWorkspaceRow>[2],
    condition: VersionCondition,
  ): Promise<void> {
    if (await updateWorkspaceRow(tx, id, changes, now(), condition)) return;
    throw await staleOrMissing(() => workspaceExists(tx, id));
  }

  /** The site exists and every member is a live user (400 on the field otherwise). */
  async function assertReferences(
    tx: Db,
    siteId: string,
    memberIds: readonly string[],
  ): Promise<void> {
    const violations: Violation[] = [];
    if (!(await siteExists(tx, siteId))) violations.push(createViolation('siteId', 'invalidValue'));
    const found = new Set((await liveUsersByIds(tx, memberIds)).map((user) => user.id));
    memberIds.forEach((id, index) => {
      if (!found.has(id))
        violations.push(createViolation(`memberIds/${String(index)}`, 'invalidValue'));
    });
    if (violations.length > 0) throw new AppError('validation_failed', { violations });
  }

  return {
    /**
     * POST /workspaces: right create Workspace; the creator is always a member. Also what the
     * demo seed calls, with the acting user.
     */
    async createWorkspace(
      user: SessionUser,
      input: WorkspaceCreateInput,
      /** A fixed id, for the demo seed's deterministic data only. */
      options: { id?: string } = {},
    ): Promise<Workspace> {
      assertRight(user, 'create', 'Workspace');
      const memberIds = input.memberIds ?? [];
      const id = await db.transaction(async (tx) => {
        await assertReferences(tx, input.siteId, memberIds);
        await assertMembersFit(tx, await organizationOf(tx, input.siteId), [user.id, ...memberIds]);
        const at = now();
        const created = await insertWorkspace(tx, {
          ...(options.id !== undefined && { id: options.id }),
          siteId: input.siteId,
          name: input.name,
          description: input.description ?? null,
          customerReference: input.customerReference ?? null,
          createdById: user.id,
          createdAt: at,
          updatedAt: at,
        });
        await replaceWorkspaceMembers(tx, created, [user.id, ...memberIds]);
        return created;
      });
      return present(user, id);
    },

    /** GET /workspaces/{id}: members only (ADMIN and SUPER_ADMIN see all). */
    async getWorkspace(user: SessionUser, id: string): Promise<Versioned<Workspace>> {
      await membership.readableWorkspace(user, id);
      return presentVersioned(user, id);
    },

    /**
     * PUT /workspaces/{id}: right update Workspace. memberIds, when given, becomes the whole list;
     * the creator stays a member whatever it says (as on creation).
     */
    async updateWorkspace(
      user: SessionUser,
      id: string,
      input: Schemas['WorkspaceUpdate'],
      condition: VersionCondition,
    ): Promise<Versioned<Workspace>> {
      const found = await membership.writableWorkspace(user, id, 'update', 'Workspace');
      const { workspace } = found;
      const creator = workspace.createdById === null ? [] : [workspace.createdById];
      await db.transaction(async (tx) => {
        await assertReferences(tx, input.siteId, input.memberIds ?? []);
        const organizationId = await organizationOf(tx, input.siteId);
        if (organizationId === (await organizationOf(tx, workspace.siteId))) {
          await assertMembersFit(tx, organizationId, input.memberIds ?? []);
        } else {
          // Another organization: an administrator's decision, and nobody of the former one
          // stays, in the workspace or in its campaigns.
          if (!seesEverything(user)) throw workspaceOrganizationLocked();
          const members =
            input.memberIds === undefined ? found.memberIds : [...creator, ...input.memberIds];
          await assertMembersFit(tx, organizationId, [
            ...members,
            ...(await campaignMemberIdsOfWorkspace(tx, id)),
          ]);
        }
        await writeRow(
          tx,
          id,
          {
            name: input.name,
            siteId: input.siteId,
            description: input.description ?? null,
            customerReference: input.customerReference ?? null,
          },
          condition,
        );
        if (input.memberIds !== undefined) {
          await replaceWorkspaceMembers(tx, id, [...creator, ...input.memberIds]);
        }
      });
      return presentVersioned(user, id);
    },

    /** PATCH /workspaces/{id}: archive or unarchive, rename, describe; right update Workspace. */
    async patchWorkspace(
      user: SessionUser,
      id: string,
      patch: Schemas['WorkspacePatch'],
      condition: VersionCondition,
    ): Promise<Versioned<Workspace>> {
      await membership.writableWorkspace(user, id, 'update', 'Workspace');
      await writeRow(
        db,
        id,
        {
          ...(patch.isArchived !== undefined && { isArchived: patch.isArchived }),
          ...(patch.name !== undefined && { name: patch.name }),
          ...(patch.description !== undefined && { description: patch.description }),
        },
        condition,
      );
      return presentVersioned(user, id);
    },

    /**
     * DELETE /workspaces/{id}: SUPER_ADMIN only. The workspace goes to the bin (src/bin), and
     * everything below it vanishes with it; the rows and stored files go when the bin is purged.
     * Each campaign's own guard applies first, in that transaction (409 `orders_in_progress`, as
     * DELETE /campaigns/{id}).
     */
    async deleteWorkspace(user: SessionUser, id: string): Promise<void> {
      await membership.readableWorkspace(user, id);
      assertRight(user, 'delete', 'Workspace');
      await db.transaction(async (tx) => {
        await assertCampaignsDeletable(tx, await lockWorkspaceWithCampaigns(tx, id));
        await binWorkspaceRow(tx, id, user.id, now());
      });
    },
  };
}

export type WorkspacesService = ReturnType<typeof createWorkspacesService>;
