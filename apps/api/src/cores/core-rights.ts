import { isInternal, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { mayWrite } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import { FINAL_CORING_STATUSES } from '../coring-campaigns/coring-lifecycle.js';
import { AppError } from '../errors/app-error.js';
import { coreConflict } from './core-errors.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * Who may change cores, layers and interfaces. Spec section 6 has no right for it; the design:
 * the engineering office describes cores (a staff job, or an internal role, which ADMIN and
 * SUPER_ADMIN reach), customers read them. Guests and READ_ONLY users never write. Grouping cores
 * is the right « group Core » of section 6 instead (cores-groups.service.ts).
 */
function mayEditCores(user: SessionUser): boolean {
  return mayWrite(user) && isInternal(user);
}

/**
 * A campaign in a final status of the coring lifecycle (finished, cancelled, abandoned) keeps its
 * cores as they are: the lifecycle's own list, so that both domains agree.
 */
export function isClosedCampaign(status: CampaignStatus): boolean {
  return (FINAL_CORING_STATUSES as readonly CampaignStatus[]).includes(status);
}

/**
 * The membership rule first (404, 403 `not_member`), then the right to edit cores (403
 * `forbidden`), then the campaign's status (409): a non-member learns nothing more.
 */
export async function writableCoringCampaign(
  membership: MembershipGuard,
  user: SessionUser,
  campaignId: string,
): Promise<CampaignWithMembers> {
  const found = await membership.readableCampaign(user, campaignId);
  if (!mayEditCores(user)) throw new AppError('forbidden');
  if (isClosedCampaign(found.campaign.status)) throw coreConflict('campaignClosed');
  return found;
}
