import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { staleOrMissing, type VersionCondition, type Versioned } from '../http/entity-version.js';
import { createCoreAccess } from './core-access.js';
import { coreConflict } from './core-errors.js';
import { placeCore, rankCampaign } from './core-order.js';
import {
  assertMergedCore,
  columnsOf,
  columnsOfWholeCore,
  type CoreFields,
  withInheritedFields,
} from './core-input.js';
import { toCore } from './core-presenter.js';
import { writableCoringCampaign } from './core-rights.js';
import { createCoresRepository, type CoreRow, type CoresRepository } from './cores.repository.js';
import { displayNameToStore } from './display-name.js';

type Schemas = components['schemas'];
type Core = Schemas['Core'];

export interface CoresServiceDeps {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
}

/**
 * Cores of coring campaigns: adding (next number, status empty, fields inherited from the last
 * core with a road), reading, editing, status changes, and deletion with renumbering (spec
 * section 4). Every operation applies the membership rule first, then the right to edit cores.
 */
export function createCoresService({ db, membership, now }: CoresServiceDeps) {
  const cores = createCoresRepository(db);
  const access = createCoreAccess(membership, cores);

  async function presentVersioned(
    id: string,
    repository: CoresRepository = cores,
  ): Promise<Versioned<Core>> {
    const [details] = await repository.details([id]);
    if (!details) throw new AppError('not_found');
    // The version of the row the answer was made from: its tag never names a later state.
    return { value: toCore(details), version: details.core.version };
  }

  async function present(id: string, repository: CoresRepository = cores): Promise<Core> {
    return (await presentVersioned(id, repository)).value;
  }

  async function updated(
    row: CoreRow | undefined,
    id: string,
    repository: CoresRepository,
  ): Promise<CoreRow> {
    if (row) return row;
    throw await staleOrMissing(async () => (await repository.find(id)) !== undefined);
  }

  /**
   * 404 for a road or city outside the campaign's workspace, or a prefix of another campaign;
   * answers the prefix name the display name is made with.
   */
  async function prefixNameAfterReferences(
    campaign: CampaignWithMembers,
    fields: CoreFields,
    repository: CoresRepository = cores,
  ): Promise<string | null> {
    const workspaceId = campaign.campaign.workspaceId;
    const { roadId, cityId, displayNamePrefixId } = fields;
    if (roadId && !(await repository.isRoadOfWorkspace(roadId, workspaceId))) {
      throw new AppError('not_found', { detail: 'No such road in the workspace' });
    }
    if (cityId && !(await repository.isCityOfWorkspace(cityId, workspaceId))) {
      throw new AppError('not_found', { detail: 'No such city in the workspace' });
    }
    if (!displayNamePrefixId) return null;
    const prefix = await repository.prefixOfCampaign(displayNamePrefixId, campaign.campaign.id);
    if (!prefix) throw new AppError('not_found', { detail: 'No such prefix in the campaign' });
    return prefix.name;
  }

  async function prefixNameOf(core: CoreRow): Promise<string | null> {
    if (core.displayNamePrefixId === null) return null;
    const prefix = await cores.prefixOfCampaign(core.displayNamePrefixId, core.campaignId);
    return prefix?.name ?? null;
  }

  /**
   * Saves changed columns and the display name they make, and answers the core. A new name or
   * prefix moves the core in the campaign's order: then it is saved and placed under the
   * campaign's lock, as additions and deletions are.
   */
  async function save(
    core: CoreRow,
    changes: ReturnType<typeof columnsOf>,
    given: string | null | undefined,
    prefixName: string | null,
    condition: VersionCondition,
  ): Promise<Versioned<Core>> {
    const displayName = displayNameToStore(
      given,
      { prefixName: await prefixNameOf(core), number: core.number },
      { prefixName, number: core.number },
    );
    const prefixId =
      changes.displayNamePrefixId === undefined
        ? core.displayNamePrefixId
        : changes.displayNamePrefixId;
    const moves = displayName !== core.displayName || prefixId !== core.displayNamePrefixId;
    if (!moves) {
      const row = await cores.update(core.id, { ...changes, displayName }, now(), condition);
      const saved = await updated(row, core.id, cores);
      return presentVersioned(saved.id);
    }
    return db.transaction(async (tx) => {
      const repository = createCoresRepository(tx);
      await repository.lockCampaign(core.campaignId);
      const row = await repository.update(core.id, { ...changes, displayName }, now(), condition);
      const saved = await updated(row, core.id, repository);
      await placeCore(tx, saved.id);
      return presentVersioned(saved.id, repository);
    });
  }

  return {
    /** POST /cores: the next number of the campaign, status empty, inherited fields. */
    async createCore(user: SessionUser, body: Schemas['CoreCreate']): Promise<Core> {
      const { campaignId, ...given } = body;
      const campaign = await writableCoringCampaign(membership, user, campaignId);
      if (campaign.campaign.type !== 'coring') {
        throw new AppError('validation_failed', {
          violations: [createViolation('campaignId', 'invalidValue')],
        });
      }
      return db.transaction(async (tx) => {
        const repository = createCoresRepository(tx);
        await repository.lockCampaign(campaignId);
        const number = await repository.nextNumber(campaignId);
        const fields = withInheritedFields(given, await repository.lastCoreWithRoad(campaignId));
        const prefixName = await prefixNameAfterReferences(campaign, fields, repository);
        const at = now();
        const row = await repository.insert({
          ...columnsOf(fields),
          campaignId,
          number,
          status: 'empty',
          displayName: displayNameToStore(fields.displayName, undefined, { prefixName, number }),
          createdAt: at,
          updatedAt: at,
        });
        await placeCore(tx, row.id);
        return present(row.id, repository);
      });
    },

    async getCore(user: SessionUser, id: string): Promise<Versioned<Core>> {
      await access.readableCore(user, id);
      return presentVersioned(id);
    },

    /**
     * PUT /cores/{id}: the whole editable core; number, status and pictures stay. `condition` is
     * the request's If-Match (412 when it names an older version).
     */
    async updateCore(
      user: SessionUser,
      id: string,
      body: Schemas['CoreUpdate'],
      condition: VersionCondition,
    ): Promise<Versioned<Core>> {
      const { core, campaign } = await access.writableCore(user, id);
      const prefixName = await prefixNameAfterReferences(campaign, body);
      const changes = columnsOfWholeCore(body);
      assertMergedCore({ ...core, ...changes });
      return save(core, changes, body.displayName, prefixName, condition);
    },

    /**
     * PATCH /cores/{id}: the fields sent, checked on the merged core. Back to empty only without
     * layers; validated and sent_to_study_manager need road and diameter (core-input.ts).
     */
    async patchCore(
      user: SessionUser,
      id: string,
      body: Schemas['CorePatch'],
      condition: VersionCondition,
    ): Promise<Versioned<Core>> {
      const { core, campaign } = await access.writableCore(user, id);
      const { status, ...fields } = body;
      if (status === 'empty' && core.status !== 'empty' && (await cores.layerCount(id)) > 0) {
        throw new AppError('invalid_status_transition', {
          detail: 'A core with layers cannot go back to empty',
        });
      }
      const prefixId = Object.hasOwn(fields, 'displayNamePrefixId')
        ? fields.displayNamePrefixId
        : core.displayNamePrefixId;
      const prefixName = await prefixNameAfterReferences(campaign, {
        ...fields,
        displayNamePrefixId: prefixId,
      });
      const changes = { ...columnsOf(fields), ...(status === undefined ? {} : { status }) };
      assertMergedCore({ ...core, ...changes });
      const given = Object.hasOwn(fields, 'displayName') ? fields.displayName : core.displayName;
      return save(core, changes, given, prefixName, condition);
    },

    /**
     * DELETE /cores/{id}: refused while a sample is in a sent laboratory order, and without force
     * when the core has layers or pictures; the later cores are renumbered in the same
     * transaction, under the campaign's lock. The core goes to the bin (src/bin) with its layers
     * and pictures; its rows and files go when the bin is purged.
     */
    async deleteCore(user: SessionUser, id: string, force: boolean): Promise<void> {
      await access.writableCore(user, id);
      const facts = await cores.deletionFacts(id);
      if (facts.isOrdered) throw coreConflict('coreOrdered');
      if (facts.hasData && !force) throw coreConflict('coreHasData');
      await db.transaction(async (tx) => {
        const repository = createCoresRepository(tx);
        const before = await repository.find(id);
        if (!before) throw new AppError('not_found');
        await repository.lockCampaign(before.campaignId);
        // Read again under the lock: a concurrent deletion may have renumbered it meanwhile.
        const locked = await repository.find(id);
        if (!locked) throw new AppError('not_found');
        await repository.binAndRenumber(locked, user.id, now());
        // Renumbering renames the later cores whose name is automatic: their order may change.
        await rankCampaign(tx, locked.campaignId);
      });
    },
  };
}

export type CoresService = ReturnType<typeof createCoresService>;
