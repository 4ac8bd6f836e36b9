import { randomUUID } from 'node:crypto';
import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { assertMayAdd, readableFileManager } from './document-access.js';
import {
  createFolderRepository,
  type FolderRow,
  type FolderWithCount,
} from './folder.repository.js';

type Schemas = components['schemas'];
type Folder = Schemas['Folder'];
type FolderNode = Schemas['FoldersUpdate']['folders'][number];

function toFolder({ folder, documentsCount }: FolderWithCount): Folder {
  return {
    id: folder.id,
    name: folder.name,
    campaignId: folder.campaignId,
    parentId: folder.parentId,
    documentsCount,
    createdAt: folder.createdAt.toISOString(),
  };
}

/** The folders parents first (each after its parent), siblings by name: the tree as it reads. */
function parentsFirst(rows: readonly FolderWithCount[]): FolderWithCount[] {
  const children = new Map<string | null, FolderWithCount[]>();
  for (const row of rows) {
    const siblings = children.get(row.folder.parentId) ?? [];
    siblings.push(row);
    children.set(row.folder.parentId, siblings);
  }
  const ordered: FolderWithCount[] = [];
  const visit = (parentId: string | null) => {
    for (const row of children.get(parentId) ?? []) {
      ordered.push(row);
      visit(row.folder.id);
    }
  };
  visit(null);
  return ordered;
}

const siblingKey = (parentId: string | null, name: string) =>
  `${parentId ?? ''}/${name.trim().toLocaleLowerCase('fr')}`;

function siblingNameTaken(): AppError {
  return new AppError('already_exists', { detail: 'A sibling folder already has this name' });
}

export interface FoldersServiceDeps {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}

/**
 * The folders of a campaign's file manager, a tree (parentId). Managed by the deliverables'
 * uploaders (« upload deliverables »: ADMIN, SUPER_ADMIN, NEXTROAD_MAIN), members of the campaign.
 */
export function createFoldersService({ db, membership, now }: FoldersServiceDeps) {
  async function writableTree(user: SessionUser, campaignId: string) {
    await membership.readableCampaign(user, campaignId);
    assertMayAdd(user, 'deliverable');
  }

  /**
   * The new tree checked whole: ids unique and not another campaign's folder, parents in the list
   * before their children, names unique among siblings (409), no folder its own ancestor (409).
   */
  async function checkTree(campaignId: string, nodes: readonly FolderNode[]) {
    const violations: Violation[] = [];
    const withIds = nodes.map((node) => ({ ...node, id: node.id ?? randomUUID() }));
    const ids = withIds.map((node) => node.id);
    const existing = await createFolderRepository(db).findByIds(ids);
    const elsewhere = new Set(
      existing.filter((row) => row.campaignId !== campaignId).map((row) => row.id),
    );
    const seen = new Set<string>();
    const names = new Set<string>();
    let isCyclic = false;
    for (const [index, node] of withIds.entries()) {
      if (seen.has(node.id) || elsewhere.has(node.id)) {
        violations.push(createViolation(`folders.${String(index)}.id`, 'invalidValue'));
      }
      const parentId = node.parentId ?? null;
      if (parentId !== null && !seen.has(parentId)) {
        // A parent after its child is a cycle when it is in the list, a stranger otherwise.
        if (ids.includes(parentId)) isCyclic = true;
        else violations.push(createViolation(`folders.${String(index)}.parentId`, 'invalidValue'));
      }
      seen.add(node.id);
      const key = siblingKey(parentId, node.name);
      if (names.has(key)) throw siblingNameTaken();
      names.add(key);
    }
    if (violations.length > 0) throw new AppError('validation_failed', { violations });
    if (isCyclic) {
      throw new AppError('conflict', { detail: 'A folder would be its own ancestor' });
    }
    return { withIds, existing: new Set(existing.map((row) => row.id)) };
  }

  /** The campaign's tree, parents first (the answer of PUT). */
  async function list(campaignId: string): Promise<Folder[]> {
    return parentsFirst(await createFolderRepository(db).listByCampaign(campaignId)).map(toFolder);
  }

  return {
    /**
     * GET /campaigns/{id}/folders: the tree the file manager draws, parents first, for whoever
     * reads the campaign's files (membership, then « read » of a tab).
     */
    async listOf(user: SessionUser, campaignId: string): Promise<Folder[]> {
      await readableFileManager(membership, user, campaignId);
      return list(campaignId);
    },

    /** POST /campaigns/{id}/folders: a folder at the root or in a folder of the campaign. */
    async create(
      user: SessionUser,
      campaignId: string,
      body: Schemas['FolderCreate'],
    ): Promise<Folder> {
      await writableTree(user, campaignId);
      const name = body.name.trim();
      const parentId = body.parentId ?? null;
      const row = await db.transaction(async (tx) => {
        const folders = createFolderRepository(tx);
        await folders.lockCampaign(campaignId);
        if (
          parentId !== null &&
          (await folders.findInCampaign(campaignId, [parentId])).length === 0
        ) {
          throw new AppError('validation_failed', {
            violations: [createViolation('parentId', 'invalidValue')],
          });
        }
        if (await folders.hasSiblingNamed(campaignId, parentId, name)) throw siblingNameTaken();
        return folders.insert({
          campaignId,
          parentId,
          name,
          createdById: user.id,
          createdAt: now(),
        });
      });
      return toFolder({ folder: row, documentsCount: 0 });
    },

    /**
     * PUT /campaigns/{id}/folders: the whole tree, all or nothing. Listed folders that exist are
     * renamed or moved, the others created (with the id given), the campaign's folders left out
     * deleted (their documents go to the root).
     */
    async replace(
      user: SessionUser,
      campaignId: string,
      nodes: readonly FolderNode[],
    ): Promise<Folder[]> {
      await writableTree(user, campaignId);
      const { withIds, existing } = await checkTree(campaignId, nodes);
      const at = now();
      await db.transaction(async (tx) => {
        const folders = createFolderRepository(tx);
        await folders.lockCampaign(campaignId);
        // Kept folders step aside (unique names, no parent) before the tree is written again.
        await folders.renameAside(campaignId);
        await folders.deleteOthers(
          campaignId,
          withIds.filter((node) => existing.has(node.id)).map((node) => node.id),
        );
        for (const node of withIds) {
          const values = { name: node.name.trim(), parentId: node.parentId ?? null, updatedAt: at };
          if (existing.has(node.id)) await folders.update(node.id, values);
          else {
            const created: FolderRow = await folders.insert({
              id: node.id,
              campaignId,
              ...values,
              createdById: user.id,
              createdAt: at,
            });
            existing.add(created.id);
          }
        }
      });
      return list(campaignId);
    },
  };
}

export type FoldersService = ReturnType<typeof createFoldersService>;
