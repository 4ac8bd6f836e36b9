import { DEMO_TARGETS, type Caller, type FixtureWorld } from './fixture-world.js';
import type { Scope } from './fixture-scope.js';

/** The bearer token a caller sends for a call in `scope` (none for an anonymous caller). */
export async function tokenFor(
  caller: Caller,
  scope: Scope,
  world: FixtureWorld,
): Promise<string | undefined> {
  switch (caller) {
    case 'guest':
      return scope.guestToken();
    case 'customer':
      return scope.customerToken();
    case 'foreignGuest':
      return world.guestTokenOf(DEMO_TARGETS.foreignCampaignId);
    case 'anonymous':
      return undefined;
    default:
      return world.tokenOf(caller);
  }
}
