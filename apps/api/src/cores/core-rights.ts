import { FINAL_CORING_STATUSES, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import type { CampaignWithMembers } from '../access/membership.repository.js';
import { coreConflict } from './core-errors.js';

type CampaignStatus = components['schemas']['CampaignStatus'];

/**
 * A campaign in a final status of the coring lifecycle (finished, cancelled, abandoned) keeps its
 * cores as they are: the lifecycle's own list, so that both domains agree.
 */
export function isClosedCampaign(status: CampaignStatus): boolean {
  return (FINAL_CORING_STATUSES as readonly CampaignStatus[]).includes(status);
}

/**
 * The membership rule first (404, 403 `not_member`), then the right « edit Core » (403
 * `forbidden`), then the campaign's status (409): a non-member learns nothing more. « edit Core »
 * is our designed right of packages/permissions (spec section 6 has none for changing cores,
 * layers and interfaces): the engineering office edits, customers, READ_ONLY users and guests
 * read. The web app shows the editing controls on the same right. Grouping cores is the spec's
 * « group Core » instead (cores-groups.service.ts).
 */
export async function writableCoringCampaign(
  membership: MembershipGuard,
  user: SessionUser,
  campaignId: string,
): Promise<CampaignWithMembers> {
  const found = await membership.readableCampaign(user, campaignId);
  assertRight(user, 'edit', 'Core');
  if (isClosedCampaign(found.campaign.status)) throw coreConflict('campaignClosed');
  return found;
}
