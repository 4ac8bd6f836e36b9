import type { CampaignType } from '@chaussee/permissions';
import type { RouteDefinition } from '../../shared/routes/route-table.js';

/**
 * Whether a guest session may open a route: a page about no campaign, or a guest screen of its
 * own campaign (the type's dashboard or map, with its campaign id). Anything else is a staff screen
 * or another campaign, which the resolver replaces with the guest's dashboard. The API refuses the
 * same guest everything but its dashboard and map (apps/api/src/access/guest-operations.ts); this
 * keeps the web from even trying.
 */
export function guestMayOpen(
  route: RouteDefinition,
  params: Readonly<Record<string, string | undefined>>,
  campaign: { id: string; type: CampaignType },
): boolean {
  const access = route.guest;
  if (access === undefined) return false;
  if (access === 'open') return true;
  // UUIDs compare case-insensitively: the route checks accept an upper-case id.
  return (
    access.campaignType === campaign.type && params.id?.toLowerCase() === campaign.id.toLowerCase()
  );
}
