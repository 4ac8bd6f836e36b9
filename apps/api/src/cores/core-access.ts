import type { SessionUser } from '@chaussee/permissions';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import { AppError } from '../errors/app-error.js';
import { writableCoringCampaign } from './core-rights.js';
import type { CoreRow, CoresRepository } from './cores.repository.js';

export interface CoreInCampaign {
  core: CoreRow;
  campaign: CampaignWithMembers;
}

/**
 * A core the caller may read (404 for an unknown core, then the membership rule on its campaign),
 * or change (then the right to edit cores and an open campaign, see core-rights.ts).
 */
export function createCoreAccess(membership: MembershipGuard, cores: CoresRepository) {
  async function existing(id: string): Promise<CoreRow> {
    const core = await cores.find(id);
    if (!core) throw new AppError('not_found');
    return core;
  }

  return {
    async readableCore(user: SessionUser, id: string): Promise<CoreInCampaign> {
      const core = await existing(id);
      return { core, campaign: await membership.readableCampaign(user, core.campaignId) };
    },

    async writableCore(user: SessionUser, id: string): Promise<CoreInCampaign> {
      const core = await existing(id);
      return { core, campaign: await writableCoringCampaign(membership, user, core.campaignId) };
    },
  };
}
export type CoreAccess = ReturnType<typeof createCoreAccess>;
