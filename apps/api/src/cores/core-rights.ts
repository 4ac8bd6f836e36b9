import { isInternal, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { mayWrite } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import { AppError } from '../errors/app-error.js';
import { coreConflict } from './core-errors.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * Who may change cores, layers and interfaces. Spec section 6 has no right for it; the design:
 * the engineering office describes cores (a staff job, or an internal role, which ADMIN and
 * SUPER_ADMIN reach), customers read them. Guests and READ_ONLY users never write. Grouping cores
 * is the right « group Core » of section 6 instead (cores-groups.service.ts).
 */
export function mayEditCores(user: SessionUser): boolean {
  return mayWrite(user) && isInternal(user);
}

/**
 * Statuses after which a campaign's cores no longer change (the coring lifecycle's final ones, as
 * the POST /cores contract lists them).
 */
const CLOSED_STATUSES: ReadonlySet<CampaignStatus> = new Set([
  'finished',
  'cancelled',
  'abandoned',
]);

export function isClosedCampaign(status: CampaignStatus): boolean {
  return CLOSED_STATUSES.has(status);
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
