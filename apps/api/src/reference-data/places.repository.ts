import { and, eq, exists, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignMembers, campaigns, cities, roads } from '../db/schema.js';

export type RoadRow = typeof roads.$inferSelect;
export type CityRow = typeof cities.$inferSelect;

/** Roads and cities of a workspace: names unique per workspace whatever their case. */
export function createPlacesRepository(db: Db) {
  return {
    /** The new road, or undefined when the workspace already has one of that name (any case). */
    async insertRoad(values: { workspaceId: string; name: string }): Promise<RoadRow | undefined> {
      // The unique index on (workspace, lower(name)) decides, so two concurrent calls cannot both win.
      const [road] = await db.insert(roads).values(values).onConflictDoNothing().returning();
      return road;
    },

    /** The new city, or undefined when the workspace already has one of that name (any case). */
    async insertCity(values: {
      workspaceId: string;
      name: string;
      zipCode: string | null;
    }): Promise<CityRow | undefined> {
      const [city] = await db.insert(cities).values(values).onConflictDoNothing().returning();
      return city;
    },

    /** Whether the user is a member of at least one campaign of the workspace. */
    async isMemberOfACampaignIn(workspaceId: string, userId: string): Promise<boolean> {
      const rows = await db
        .select({ one: sql<number>`1` })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.workspaceId, workspaceId),
            exists(
              db
                .select({ one: sql`1` })
                .from(campaignMembers)
                .where(
                  and(
                    eq(campaignMembers.campaignId, campaigns.id),
                    eq(campaignMembers.userId, userId),
                  ),
                ),
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type PlacesRepository = ReturnType<typeof createPlacesRepository>;
