import { createMembershipGuard, type MembershipGuard } from '../access/membership-guard.js';
import { createMembershipRepository } from '../access/membership.repository.js';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { loadCoringCampaign } from './coring-campaign-presenter.js';
import { createCoringCampaignsService } from './coring-campaigns.service.js';
import { createCoringSettingsService } from './coring-settings.service.js';
import { createCoringStatusService } from './coring-status.service.js';

/**
 * The coring campaign services wired together, for the module and for the demo seed (which calls
 * `campaigns.create`, `statuses.changeStatus`, `settings.*` with the acting user).
 */
export function createCoringCampaignServices(deps: {
  db: Db;
  now: Clock;
  membership?: MembershipGuard;
}) {
  const { db, now } = deps;
  const membership = deps.membership ?? createMembershipGuard(createMembershipRepository(db));
  const present = async (campaignId: string) => {
    const campaign = await loadCoringCampaign(db, campaignId);
    if (!campaign) throw new AppError('not_found');
    return campaign;
  };
  return {
    campaigns: createCoringCampaignsService({ db, membership, now, present }),
    statuses: createCoringStatusService({ db, membership, now, present }),
    settings: createCoringSettingsService({ db, membership, now, present }),
  };
}
