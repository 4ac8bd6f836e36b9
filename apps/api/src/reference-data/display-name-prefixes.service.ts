import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import { rankCampaign } from '../cores/core-order.js';
import { createCoresRepository } from '../cores/cores.repository.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { createDisplayNamePrefixesRepository } from './display-name-prefixes.repository.js';
import { toDisplayNamePrefix } from './reference-data-presenter.js';

type Schemas = components['schemas'];

/** Prefixes belong to coring campaigns only: any other campaign is « no such coring campaign ». */
function assertCoring(found: CampaignWithMembers): void {
  if (found.campaign.type !== 'coring') throw new AppError('not_found');
}

/**
 * The display-name prefixes of a coring campaign. Reading them is open to whoever reads the
 * campaign; adding and deleting them is part of preparing it (membership, then the right
 * « prepare campaign » of spec section 6: staff jobs, ADMIN and SUPER_ADMIN).
 */
export function createDisplayNamePrefixesService(deps: { db: Db; membership: MembershipGuard }) {
  const { db, membership } = deps;
  const prefixes = createDisplayNamePrefixesRepository(db);

  return {
    async list(
      user: SessionUser,
      campaignId: string,
      page: { limit: number; offset: number },
    ): Promise<Schemas['DisplayNamePrefixPage']> {
      assertCoring(await membership.readableCampaign(user, campaignId));
      const { items, total } = await prefixes.listByCampaign(campaignId, page);
      return { total, ...page, items: items.map(toDisplayNamePrefix) };
    },

    async create(
      user: SessionUser,
      input: Schemas['DisplayNamePrefixCreate'],
    ): Promise<Schemas['DisplayNamePrefix']> {
      assertCoring(
        await membership.writableCampaign(user, input.campaignId, 'prepare', 'Campaign'),
      );
      const name = input.name.trim();
      const prefix = await prefixes.insert({ campaignId: input.campaignId, name });
      if (!prefix) {
        throw new AppError('already_exists', {
          detail: `The campaign already has the display-name prefix "${name}".`,
        });
      }
      return toDisplayNamePrefix({ prefix, coresCount: 0 });
    },

    /**
     * Deletes a prefix, even one in use: its cores keep their display name and number and simply
     * lose the prefix (the web warns with the prefix's coresCount before asking). Cores without
     * prefix come first in the campaign's order: its cores are ranked again, under its lock.
     */
    async delete(user: SessionUser, id: string): Promise<void> {
      const prefix = await prefixes.findById(id);
      if (!prefix) throw new AppError('not_found');
      await membership.writableCampaign(user, prefix.campaignId, 'prepare', 'Campaign');
      await db.transaction(async (tx) => {
        await createCoresRepository(tx).lockCampaign(prefix.campaignId);
        await createDisplayNamePrefixesRepository(tx).delete(id);
        await rankCampaign(tx, prefix.campaignId);
      });
    },
  };
}

export type DisplayNamePrefixesService = ReturnType<typeof createDisplayNamePrefixesService>;
