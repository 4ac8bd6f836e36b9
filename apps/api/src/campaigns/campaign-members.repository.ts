import { and, asc, count, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaignMembers, campaigns, users } from '../db/schema.js';
import type { UserRow } from '../users/users.repository.js';

type MemberRow = typeof campaignMembers.$inferSelect;

/** A membership with its user. */
export interface MemberView {
  member: MemberRow;
  user: UserRow;
}

export interface MemberFlags {
  isTeamMember: boolean;
  isDiffused: boolean;
}

/** Filters of GET /campaigns/{id}/user-campaigns; absent ones keep everyone. */
export interface MemberFilter {
  teamMember?: boolean | undefined;
  /** Only members on the diffusion list with the study_manager job. */
  diffusedStudyManagersOnly?: boolean | undefined;
}

function memberConditions(campaignId: string, filter: MemberFilter): SQL | undefined {
  return and(
    eq(campaignMembers.campaignId, campaignId),
    filter.teamMember === undefined
      ? undefined
      : eq(campaignMembers.isTeamMember, filter.teamMember),
    filter.diffusedStudyManagersOnly === true
      ? and(eq(campaignMembers.isDiffused, true), eq(users.job, 'study_manager'))
      : undefined,
  );
}

const byName = [asc(users.lastName), asc(users.firstName), asc(users.id)];

/** A page of the campaign's members, by last then first name, with the total. */
export async function pageMembers(
  db: Db,
  campaignId: string,
  filter: MemberFilter,
  paging: { limit: number; offset: number },
): Promise<{ total: number; items: MemberView[] }> {
  const where = memberConditions(campaignId, filter);
  const [[totalRow], items] = await Promise.all([
    db
      .select({ total: count() })
      .from(campaignMembers)
      .innerJoin(users, eq(users.id, campaignMembers.userId))
      .where(where),
    db
      .select({ member: campaignMembers, user: users })
      .from(campaignMembers)
      .innerJoin(users, eq(users.id, campaignMembers.userId))
      .where(where)
      .orderBy(...byName)
      .limit(paging.limit)
      .offset(paging.offset),
  ]);
  return { total: totalRow?.total ?? 0, items };
}

/** Every member of the campaign, by name. */
export async function allMembers(db: Db, campaignId: string): Promise<MemberView[]> {
  return db
    .select({ member: campaignMembers, user: users })
    .from(campaignMembers)
    .innerJoin(users, eq(users.id, campaignMembers.userId))
    .where(eq(campaignMembers.campaignId, campaignId))
    .orderBy(...byName);
}

export async function findMember(
  db: Db,
  campaignId: string,
  userId: string,
): Promise<MemberView | undefined> {
  const [row] = await db
    .select({ member: campaignMembers, user: users })
    .from(campaignMembers)
    .innerJoin(users, eq(users.id, campaignMembers.userId))
    .where(and(eq(campaignMembers.campaignId, campaignId), eq(campaignMembers.userId, userId)));
  return row;
}

/** Adds or updates the membership with these flags. */
export async function upsertMember(
  db: Db,
  campaignId: string,
  userId: string,
  flags: MemberFlags,
  at: Date,
): Promise<void> {
  await db
    .insert(campaignMembers)
    .values({ campaignId, userId, ...flags, createdAt: at })
    .onConflictDoUpdate({
      target: [campaignMembers.campaignId, campaignMembers.userId],
      set: flags,
    });
}

/** Adds the membership; false when the user was already a member (nothing changed). */
export async function insertMember(
  db: Db,
  campaignId: string,
  userId: string,
  flags: MemberFlags,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .insert(campaignMembers)
    .values({ campaignId, userId, ...flags, createdAt: at })
    .onConflictDoNothing()
    .returning({ id: campaignMembers.id });
  return rows.length > 0;
}

export async function deleteMember(db: Db, campaignId: string, userId: string): Promise<void> {
  await db
    .delete(campaignMembers)
    .where(and(eq(campaignMembers.campaignId, campaignId), eq(campaignMembers.userId, userId)));
}

/** Removes every member not in `keptUserIds`. */
export async function deleteMembersExcept(
  db: Db,
  campaignId: string,
  keptUserIds: readonly string[],
): Promise<void> {
  await db
    .delete(campaignMembers)
    .where(
      and(
        eq(campaignMembers.campaignId, campaignId),
        keptUserIds.length === 0 ? undefined : notInArray(campaignMembers.userId, [...keptUserIds]),
      ),
    );
}

/** Makes the user the campaign's main customer, or none with null. */
export async function setMainCustomer(
  db: Db,
  campaignId: string,
  userId: string | null,
  at: Date,
): Promise<void> {
  await db
    .update(campaigns)
    .set({ mainCustomerId: userId, updatedAt: at, version: sql`${campaigns.version} + 1` })
    .where(eq(campaigns.id, campaignId));
}

/** The campaign's main customer (null when none or no such campaign). */
export async function mainCustomerIdOf(db: Db, campaignId: string): Promise<string | null> {
  const [row] = await db
    .select({ mainCustomerId: campaigns.mainCustomerId })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return row?.mainCustomerId ?? null;
}
