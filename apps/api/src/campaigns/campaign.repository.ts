import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  staleOrMissing,
  versionMatches,
  type VersionCondition,
  type Versioned,
} from '../http/entity-version.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { campaigns, laboratoryOrders } from '../db/schema.js';

type CampaignRow = typeof campaigns.$inferSelect;
type CampaignStatus = CampaignRow['status'];

type CampaignChanges = Partial<
  Pick<
    typeof campaigns.$inferInsert,
    'isArchived' | 'globalComment' | 'status' | 'hasCustomerAccess'
  >
>;

/**
 * Changes the campaign; with `fromStatus`, only while it still has that status (a status moved by
 * someone else meanwhile is not overwritten), and with `condition` only while its version is one
 * of those If-Match named (entity-version.ts). Answers whether the row was changed.
 */
export async function updateCampaignRow(
  db: Db,
  id: string,
  changes: CampaignChanges,
  at: Date,
  fromStatus?: CampaignStatus,
  condition?: VersionCondition,
): Promise<boolean> {
  const rows = await db
    .update(campaigns)
    .set({ ...changes, updatedAt: at, version: sql`${campaigns.version} + 1` })
    .where(
      and(
        eq(campaigns.id, id),
        fromStatus === undefined ? undefined : eq(campaigns.status, fromStatus),
        versionMatches(campaigns.version, condition),
      ),
    )
    .returning({ id: campaigns.id });
  return rows.length > 0;
}

/** The campaign's edit version (its ETag); undefined when there is no such campaign. */
export async function campaignVersion(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ version: campaigns.version })
    .from(campaigns)
    .where(eq(campaigns.id, id));
  return row?.version;
}

/**
 * The campaign as `present` makes it, with its version read first: the body is as new as that
 * version or newer, so the tag never lets a write pass over a state its sender has not seen.
 */
export async function presentVersioned<T>(
  db: Db,
  id: string,
  present: (id: string) => Promise<T>,
): Promise<Versioned<T>> {
  const version = await campaignVersion(db, id);
  if (version === undefined) throw new AppError('not_found');
  return { value: await present(id), version };
}

/** 412 when the campaign is there at a version `condition` does not name, 404 when gone. */
export async function staleCampaignOrMissing(db: Db, id: string): Promise<AppError> {
  return staleOrMissing(async () => (await campaignVersion(db, id)) !== undefined);
}

/** Puts the campaign in the bin; what is below it vanishes with it (src/db/live-views.ts). */
export async function binCampaignRow(db: Db, id: string, by: string, at: Date): Promise<void> {
  await db.update(campaigns).set({ deletedAt: at, deletedById: by }).where(eq(campaigns.id, id));
}

/** Whether an order of one of the campaigns has left for the laboratory and is not finished. */
export async function hasOrdersInProgress(
  db: Db,
  campaignIds: readonly string[],
): Promise<boolean> {
  if (campaignIds.length === 0) return false;
  const rows = await db
    .select({ id: laboratoryOrders.id })
    .from(laboratoryOrders)
    .where(
      and(
        inArray(laboratoryOrders.campaignId, [...campaignIds]),
        eq(laboratoryOrders.status, 'Sent'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The campaign rows, locked until the caller's transaction ends (in id order, so that two
 * transactions locking several never wait for each other in a circle). Sending an order locks
 * its campaign the same way, so a check made after this lock cannot be overtaken.
 */
export async function lockCampaignRows(db: Db, ids: readonly string[]): Promise<CampaignRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(campaigns)
    .where(inArray(campaigns.id, [...ids]))
    .orderBy(asc(campaigns.id))
    .for('update');
}

/** One campaign row, locked until the caller's transaction ends; 404 when it is gone. */
export async function lockCampaign(db: Db, id: string): Promise<CampaignRow> {
  const [row] = await lockCampaignRows(db, [id]);
  if (!row) throw new AppError('not_found');
  return row;
}
