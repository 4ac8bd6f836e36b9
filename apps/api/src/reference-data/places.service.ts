import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { assertRight } from '../access/access-rules.js';
import type { MembershipGuard } from '../access/membership-guard.js';
import { AppError } from '../errors/app-error.js';
import type { PlacesRepository } from './places.repository.js';
import { toCity, toRoad } from './reference-data-presenter.js';

type Schemas = components['schemas'];

/**
 * Roads and cities are written while cores are programmed and taken, so the rule is that of
 * preparing a campaign (right « prepare campaign » of spec section 6: staff jobs, ADMIN and
 * SUPER_ADMIN), for a member of the workspace or of one of its campaigns (a technician is often a
 * member of his campaigns only). Membership is checked first, so a stranger learns nothing else.
 */
export function createPlacesService(deps: {
  places: PlacesRepository;
  membership: MembershipGuard;
}) {
  const { places, membership } = deps;

  async function assertMayWritePlaces(user: SessionUser, workspaceId: string): Promise<void> {
    try {
      await membership.readableWorkspace(user, workspaceId);
    } catch (error) {
      const memberOfACampaign =
        error instanceof AppError &&
        error.code === 'not_member' &&
        (await places.isMemberOfACampaignIn(workspaceId, user.id));
      if (!memberOfACampaign) throw error;
    }
    assertRight(user, 'prepare', 'Campaign');
  }

  return {
    async createRoad(user: SessionUser, input: Schemas['RoadCreate']): Promise<Schemas['Road']> {
      await assertMayWritePlaces(user, input.workspaceId);
      const name = input.name.trim();
      const road = await places.insertRoad({ workspaceId: input.workspaceId, name });
      if (!road) {
        throw new AppError('already_exists', {
          detail: `The workspace already has a road named "${name}" (names are compared without case).`,
        });
      }
      return toRoad(road);
    },

    async createCity(user: SessionUser, input: Schemas['CityCreate']): Promise<Schemas['City']> {
      await assertMayWritePlaces(user, input.workspaceId);
      const name = input.name.trim();
      const city = await places.insertCity({
        workspaceId: input.workspaceId,
        name,
        zipCode: input.zipCode ?? null,
      });
      if (!city) {
        throw new AppError('already_exists', {
          detail: `The workspace already has a city named "${name}" (names are compared without case).`,
        });
      }
      return toCity(city);
    },
  };
}

export type PlacesService = ReturnType<typeof createPlacesService>;
