import type { SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DomainDeps } from '../app/domain-deps.js';
import { roadPrs, roads } from '../db/schema.js';
import { AppError } from '../errors/app-error.js';
import {
  locateOnRoad,
  referenceOnRoad,
  type PrPoint,
  type RoadPosition,
} from './pr-referencing.js';

type Schemas = components['schemas'];

/**
 * PR referencing of a campaign's roads (its workspace's), both ways, on the common PR layer
 * (the road_prs table): the arithmetic is pr-referencing.ts.
 */
export function createPrReferencingService({
  db,
  membership,
}: Pick<DomainDeps, 'db' | 'membership'>) {
  /** The roads of the campaign's workspace (one road when asked) with their landmarks. */
  async function roadsWithPrs(workspaceId: string, roadId: string | undefined) {
    const found = await db
      .select({ id: roads.id, name: roads.name })
      .from(roads)
      .where(
        roadId === undefined
          ? eq(roads.workspaceId, workspaceId)
          : and(eq(roads.workspaceId, workspaceId), eq(roads.id, roadId)),
      );
    if (found.length === 0) return [];
    const points = await db
      .select({ roadId: roadPrs.roadId, pr: roadPrs.pr, lat: roadPrs.lat, lng: roadPrs.lng })
      .from(roadPrs)
      .where(
        inArray(
          roadPrs.roadId,
          found.map((road) => road.id),
        ),
      )
      .orderBy(asc(roadPrs.roadId), asc(roadPrs.pr));
    return found.map((road) => ({
      ...road,
      points: points.filter((point) => point.roadId === road.id) satisfies PrPoint[],
    }));
  }

  const present = (
    road: { id: string; name: string },
    position: RoadPosition,
  ): Schemas['PrReferencedPosition'] => ({ roadId: road.id, roadName: road.name, ...position });

  return {
    async prPosition(
      user: SessionUser,
      campaignId: string,
      query: { road: string; landmark: number; abscissa?: number | undefined },
    ): Promise<Schemas['PrReferencedPosition']> {
      const { campaign } = await membership.readableCampaign(user, campaignId);
      const [road] = await roadsWithPrs(campaign.workspaceId, query.road);
      const position =
        road === undefined
          ? undefined
          : locateOnRoad(road.points, query.landmark, query.abscissa ?? 0);
      if (road === undefined || position === undefined) throw new AppError('not_found');
      return present(road, position);
    },

    async prReference(
      user: SessionUser,
      campaignId: string,
      query: { lat: number; lng: number; road?: string | undefined },
    ): Promise<Schemas['PrReferencedPosition']> {
      const { campaign } = await membership.readableCampaign(user, campaignId);
      let best: Schemas['PrReferencedPosition'] | undefined;
      for (const road of await roadsWithPrs(campaign.workspaceId, query.road)) {
        const position = referenceOnRoad(road.points, query);
        if (position !== undefined && (best === undefined || position.distance < best.distance)) {
          best = present(road, position);
        }
      }
      if (best === undefined) throw new AppError('not_found');
      return best;
    },
  };
}
