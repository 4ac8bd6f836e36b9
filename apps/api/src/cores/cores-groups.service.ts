import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { coreConflict } from './core-errors.js';
import { sortCores } from '@chaussee/validation';
import {
  createCoresGroupsRepository,
  type CoresGroupRow,
  type CoresGroupsRepository,
} from './cores-groups.repository.js';

type Schemas = components['schemas'];
type CoresGroup = Schemas['CoresGroup'];

export interface CoresGroupsDeps {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}

function coringOnly(found: CampaignWithMembers): CampaignWithMembers {
  if (found.campaign.type !== 'coring') throw new AppError('not_found');
  return found;
}

/**
 * Named groups of a coring campaign's cores (spec section 3: id, name, cores). Reading follows the
 * membership rule; writing also needs the right « group Core » of section 6 (commercial and
 * study_manager jobs, NEXTROAD_ADMIN, ADMIN, SUPER_ADMIN).
 */
export function createCoresGroupsService({ db, membership, now }: CoresGroupsDeps) {
  const groups = createCoresGroupsRepository(db);

  async function present(
    rows: readonly CoresGroupRow[],
    repository: CoresGroupsRepository = groups,
  ): Promise<CoresGroup[]> {
    const grouped = await repository.coresOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      campaignId: row.campaignId,
      cores: sortCores(grouped.filter((core) => core.groupId === row.id)).map((core) => ({
        id: core.id,
        number: core.number,
        displayName: core.displayName,
      })),
    }));
  }

  async function presentOne(row: CoresGroupRow, repository: CoresGroupsRepository) {
    const [group] = await present([row], repository);
    if (!group) throw new Error('The group was not presented.');
    return group;
  }

  /** 400 for a core given twice or that is not one of the campaign's; 409 for a name in use. */
  async function assertGroupInput(
    repository: CoresGroupsRepository,
    campaignId: string,
    body: Schemas['CoresGroupCreate'],
    exceptId?: string,
  ): Promise<void> {
    const ofCampaign = await repository.coreIdsOfCampaign(campaignId, body.cores);
    const violations: Violation[] = [];
    const seen = new Set<string>();
    body.cores.forEach((id, index) => {
      const path = `cores.${String(index)}`;
      if (seen.has(id)) violations.push(createViolation(path, 'uniqueItems'));
      else if (!ofCampaign.has(id)) violations.push(createViolation(path, 'invalidValue'));
      seen.add(id);
    });
    if (violations.length > 0) throw new AppError('validation_failed', { violations });
    if (await repository.isNameTaken(campaignId, body.name.trim(), exceptId)) {
      throw coreConflict('duplicateGroupName');
    }
  }

  async function writableGroup(user: SessionUser, id: string): Promise<CoresGroupRow> {
    const group = await groups.find(id);
    if (!group) throw new AppError('not_found');
    await membership.writableCampaign(user, group.campaignId, 'group', 'Core');
    return group;
  }

  return {
    async listCoresGroups(
      user: SessionUser,
      campaignId: string,
      page: { limit: number; offset: number },
    ): Promise<Schemas['CoresGroupHydraCollection']> {
      coringOnly(await membership.readableCampaign(user, campaignId));
      const { total, rows } = await groups.page(campaignId, page);
      return { totalItems: total, member: await present(rows) };
    },

    async createCoresGroup(
      user: SessionUser,
      campaignId: string,
      body: Schemas['CoresGroupCreate'],
    ): Promise<CoresGroup> {
      coringOnly(await membership.writableCampaign(user, campaignId, 'group', 'Core'));
      return db.transaction(async (tx) => {
        const repository = createCoresGroupsRepository(tx);
        await repository.lockCampaign(campaignId);
        await assertGroupInput(repository, campaignId, body);
        const row = await repository.insert(campaignId, body.name.trim(), now());
        await repository.replaceCores(row.id, body.cores);
        return presentOne(row, repository);
      });
    },

    async updateCoresGroup(
      user: SessionUser,
      id: string,
      body: Schemas['CoresGroupUpdate'],
    ): Promise<CoresGroup> {
      const group = await writableGroup(user, id);
      if (body.id !== undefined && body.id !== id) {
        throw new AppError('validation_failed', {
          violations: [createViolation('id', 'invalidValue')],
        });
      }
      return db.transaction(async (tx) => {
        const repository = createCoresGroupsRepository(tx);
        await repository.lockCampaign(group.campaignId);
        await assertGroupInput(repository, group.campaignId, body, id);
        const name = body.name.trim();
        await repository.rename(id, name);
        await repository.replaceCores(id, body.cores);
        return presentOne({ ...group, name }, repository);
      });
    },

    async deleteCoresGroup(user: SessionUser, id: string): Promise<void> {
      await writableGroup(user, id);
      await groups.delete(id);
    },
  };
}

export type CoresGroupsService = ReturnType<typeof createCoresGroupsService>;
