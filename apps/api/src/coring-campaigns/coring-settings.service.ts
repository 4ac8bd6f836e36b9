import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { createViolation, type Violation } from '@chaussee/validation';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import type { Db } from '../db/database.js';
import { presentVersioned } from '../campaigns/campaign.repository.js';
import type { Clock } from '../clock.js';
import { AppError } from '../errors/app-error.js';
import type { VersionCondition, Versioned } from '../http/entity-version.js';
import { writeCoringCampaign } from './coring-campaign-write.js';
import { createCoringSettingsRepository, type LayerNameRow } from './coring-settings.repository.js';

type Schemas = components['schemas'];

function assertCoring(found: CampaignWithMembers): CampaignWithMembers {
  if (found.campaign.type !== 'coring') throw new AppError('not_found');
  return found;
}

function toLayerNames(rows: readonly LayerNameRow[]): Schemas['CoringCampaignLayerNames'] {
  return {
    names: rows.map((row) => ({
      name: row.name,
      // The contract leaves layerType out when there is none.
      ...(row.layerType !== null && { layerType: row.layerType }),
    })),
  };
}

function throwIfAny(violations: readonly Violation[]): void {
  if (violations.length > 0) throw new AppError('validation_failed', { violations });
}

/**
 * What « prepare campaign » sets on a coring campaign besides its cores: the layer names proposed
 * in the layer forms, and the providers and prestations of its analyses. Reading is open to whoever
 * reads the campaign; writing needs membership and the right prepare Campaign (staff jobs, ADMIN,
 * SUPER_ADMIN).
 */
export function createCoringSettingsService(deps: {
  db: Db;
  membership: MembershipGuard;
  now: Clock;
  present: (campaignId: string) => Promise<Schemas['CoringCampaign']>;
}) {
  const { db, membership, now, present } = deps;
  const settings = createCoringSettingsRepository(db);

  return {
    async layerNames(
      user: SessionUser,
      campaignId: string,
    ): Promise<Schemas['CoringCampaignLayerNames']> {
      assertCoring(await membership.readableCampaign(user, campaignId));
      return toLayerNames(await settings.layerNames(campaignId));
    },

    /** Replaces the list; a name given twice (whatever its case) is a 400 on its second place. */
    async replaceLayerNames(
      user: SessionUser,
      campaignId: string,
      input: Schemas['CoringCampaignLayerNames'],
    ): Promise<Schemas['CoringCampaignLayerNames']> {
      assertCoring(await membership.writableCampaign(user, campaignId, 'prepare', 'Campaign'));
      const names = input.names.map((entry) => ({
        name: entry.name.trim(),
        layerType: entry.layerType ?? null,
      }));
      const seen = new Set<string>();
      throwIfAny(
        names.flatMap((entry, index) => {
          const key = entry.name.toLocaleLowerCase('fr');
          if (seen.has(key)) return [createViolation(`names.${String(index)}.name`, 'uniqueItems')];
          seen.add(key);
          return [];
        }),
      );
      await db.transaction((tx) =>
        createCoringSettingsRepository(tx).replaceLayerNames(campaignId, names),
      );
      return toLayerNames(names);
    },

    /**
     * Replaces the providers and prestations: every provider exists (404) and is enabled on the
     * campaign's site, every prestation exists (404) and is sold by a listed provider, every
     * laboratory exists (404) and belongs to its prestation's provider (400 with a violation on
     * the field otherwise); a prestation already asked on the campaign's layers or analyses cannot
     * be left out (409). The providers and prestations are part of the campaign as read: writing
     * them is a new version of it (If-Match honoured, 412 when it moved on since the caller read).
     */
    async setProvidersAndPrestations(
      user: SessionUser,
      campaignId: string,
      input: Schemas['CoringCampaignProvidersUpdate'],
      condition?: VersionCondition,
    ): Promise<Versioned<Schemas['CoringCampaign']>> {
      const found = assertCoring(
        await membership.writableCampaign(user, campaignId, 'prepare', 'Campaign'),
      );
      const providerIds = [...new Set(input.providerIds)];
      const chosen = input.prestations.map((entry) => ({
        prestationId: entry.prestationId,
        laboratoryId: entry.laboratoryId ?? null,
      }));
      const laboratoryIds = chosen.flatMap((entry) =>
        entry.laboratoryId === null ? [] : [entry.laboratoryId],
      );
      const [existing, enabled, prestationProvider, laboratoryProvider] = await Promise.all([
        settings.existingProviderIds(providerIds),
        settings.providerIdsEnabledOn(found.workspace.workspace.siteId, providerIds),
        settings.prestationProviders(chosen.map((entry) => entry.prestationId)),
        settings.laboratoryProviders(laboratoryIds),
      ]);
      const missing =
        providerIds.some((id) => !existing.has(id)) ||
        chosen.some((entry) => !prestationProvider.has(entry.prestationId)) ||
        laboratoryIds.some((id) => !laboratoryProvider.has(id));
      if (missing) throw new AppError('not_found');

      const violations: Violation[] = [];
      input.providerIds.forEach((id, index) => {
        if (!enabled.has(id))
          violations.push(createViolation(`providerIds.${String(index)}`, 'invalidValue'));
      });
      const seen = new Set<string>();
      chosen.forEach((entry, index) => {
        const at = `prestations.${String(index)}`;
        const providerId = prestationProvider.get(entry.prestationId);
        if (seen.has(entry.prestationId))
          violations.push(createViolation(`${at}.prestationId`, 'uniqueItems'));
        else if (providerId === undefined || !providerIds.includes(providerId)) {
          violations.push(createViolation(`${at}.prestationId`, 'invalidValue'));
        }
        seen.add(entry.prestationId);
        if (
          entry.laboratoryId !== null &&
          laboratoryProvider.get(entry.laboratoryId) !== providerId
        ) {
          violations.push(createViolation(`${at}.laboratoryId`, 'invalidValue'));
        }
      });
      throwIfAny(violations);

      await db.transaction(async (tx) => {
        const repository = createCoringSettingsRepository(tx);
        const inUse = await repository.prestationIdsInUse(campaignId);
        const leftOut = [...inUse].filter((id) => !seen.has(id));
        if (leftOut.length > 0) {
          throw new AppError('conflict', {
            detail: `Prestations already asked on the campaign's layers or analyses cannot be removed: ${leftOut.join(', ')}.`,
          });
        }
        await writeCoringCampaign(tx, campaignId, {}, now(), condition);
        await repository.replaceProvidersAndPrestations(campaignId, providerIds, chosen);
      });
      return presentVersioned(db, campaignId, present);
    },
  };
}

export type CoringSettingsService = ReturnType<typeof createCoringSettingsService>;
