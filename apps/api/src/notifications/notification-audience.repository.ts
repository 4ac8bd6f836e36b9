import type { Job, Role } from '@chaussee/permissions';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignMembers, campaigns, users } from '../db/schema.js';

/** What deciding a campaign notification's recipients reads of the campaign. */
export interface AudienceCampaign {
  id: string;
  name: string;
  hasCustomerAccess: boolean;
}

/** A live member of a campaign with what the audience rules read of them. */
export interface AudienceMember {
  userId: string;
  roles: readonly Role[];
  job: Job | null;
  isDiffused: boolean;
}

/** The reads of notification-events.ts: who may hear of an event, in the event's transaction. */
export function createNotificationAudienceRepository(db: Db) {
  return {
    async campaign(id: string): Promise<AudienceCampaign | undefined> {
      const [row] = await db
        .select({
          id: campaigns.id,
          name: campaigns.name,
          hasCustomerAccess: campaigns.hasCustomerAccess,
        })
        .from(campaigns)
        .where(eq(campaigns.id, id));
      return row;
    },

    /** The campaign's members whose account is not deleted. */
    async members(campaignId: string): Promise<AudienceMember[]> {
      return db
        .select({
          userId: users.id,
          roles: users.roles,
          job: users.job,
          isDiffused: campaignMembers.isDiffused,
        })
        .from(campaignMembers)
        .innerJoin(users, eq(users.id, campaignMembers.userId))
        .where(and(eq(campaignMembers.campaignId, campaignId), isNull(users.deletedAt)));
    },

    /** Those of `userIds` whose account exists and is not deleted. */
    async liveUserIds(userIds: readonly string[]): Promise<string[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, [...userIds]), isNull(users.deletedAt)));
      return rows.map((row) => row.id);
    },
  };
}
