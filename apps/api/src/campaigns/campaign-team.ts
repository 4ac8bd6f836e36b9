import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignMembers, campaignTechnicians, campaigns } from '../db/schema.js';

/** The people in charge of a campaign, as the create and update bodies give them. */
export interface CampaignTeam {
  engineerId: string | null;
  studyManagerId: string | null;
  technicianIds: readonly string[];
  mainCustomerId: string | null;
}

/**
 * Writes who is in charge of a campaign, for every campaign type, in the caller's transaction.
 * Convention shared by every domain: the engineer, the study manager and the technicians are
 * members with `isTeamMember`, the main customer a member with `isDiffused` (deliverables reach
 * them); so "is a member" is one question (campaign_members). Members added by hand stay; a person
 * removed from the team stays a member until removed from the members.
 */
export async function writeCampaignTeam(
  tx: Db,
  campaignId: string,
  team: CampaignTeam,
): Promise<void> {
  await tx
    .update(campaigns)
    .set({
      engineerId: team.engineerId,
      studyManagerId: team.studyManagerId,
      mainCustomerId: team.mainCustomerId,
      // The team is part of the campaign as read: an editor holding the old one must reload.
      version: sql`${campaigns.version} + 1`,
    })
    .where(eq(campaigns.id, campaignId));

  const technicianIds = [...new Set(team.technicianIds)];
  if (technicianIds.length > 0) {
    await tx
      .delete(campaignTechnicians)
      .where(
        and(
          eq(campaignTechnicians.campaignId, campaignId),
          notInArray(campaignTechnicians.userId, technicianIds),
        ),
      );
    await tx
      .insert(campaignTechnicians)
      .values(technicianIds.map((userId) => ({ campaignId, userId })))
      .onConflictDoNothing();
  } else {
    await tx.delete(campaignTechnicians).where(eq(campaignTechnicians.campaignId, campaignId));
  }

  const staffIds = [team.engineerId, team.studyManagerId, ...technicianIds].filter(
    (id): id is string => id !== null,
  );
  if (staffIds.length > 0) {
    await tx
      .insert(campaignMembers)
      .values(staffIds.map((userId) => ({ campaignId, userId, isTeamMember: true })))
      .onConflictDoUpdate({
        target: [campaignMembers.campaignId, campaignMembers.userId],
        set: { isTeamMember: true },
      });
  }
  if (team.mainCustomerId !== null) {
    await tx
      .insert(campaignMembers)
      .values({ campaignId, userId: team.mainCustomerId, isDiffused: true })
      .onConflictDoUpdate({
        target: [campaignMembers.campaignId, campaignMembers.userId],
        set: { isDiffused: true },
      });
  }
}

/**
 * Writes who is left in charge after some members left the team (campaign-team-departures.ts
 * decides it): the engineer and study manager as given, the departed technicians removed.
 */
export async function writeTeamDepartures(
  tx: Db,
  campaign: { id: string; engineerId: string | null; studyManagerId: string | null },
  left: {
    engineerId: string | null;
    studyManagerId: string | null;
    departedTechnicianIds: readonly string[];
  },
): Promise<void> {
  if (left.engineerId !== campaign.engineerId || left.studyManagerId !== campaign.studyManagerId) {
    await tx
      .update(campaigns)
      .set({
        engineerId: left.engineerId,
        studyManagerId: left.studyManagerId,
        version: sql`${campaigns.version} + 1`,
      })
      .where(eq(campaigns.id, campaign.id));
  }
  if (left.departedTechnicianIds.length > 0) {
    await tx
      .delete(campaignTechnicians)
      .where(
        and(
          eq(campaignTechnicians.campaignId, campaign.id),
          inArray(campaignTechnicians.userId, [...left.departedTechnicianIds]),
        ),
      );
  }
}

/** The technicians of some campaigns, by campaign id (for presenters). */
export async function technicianIdsOf(
  db: Db,
  campaignIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byCampaign = new Map<string, string[]>();
  if (campaignIds.length === 0) return byCampaign;
  const rows = await db
    .select()
    .from(campaignTechnicians)
    .where(inArray(campaignTechnicians.campaignId, [...campaignIds]));
  for (const row of rows) {
    byCampaign.set(row.campaignId, [...(byCampaign.get(row.campaignId) ?? []), row.userId]);
  }
  return byCampaign;
}
