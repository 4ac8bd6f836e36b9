import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { campaigns, users } from '../db/schema.js';
import type { UserRow } from '../users/users.repository.js';

export type NewCampaignRow = typeof campaigns.$inferInsert;

/** The live users among these ids (deleted users cannot be put in charge). */
export async function liveUsersByIds(db: Db, ids: readonly string[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(users)
    .where(and(inArray(users.id, [...new Set(ids)]), isNull(users.deletedAt)));
}

/** Whether another campaign than `exceptId` already has this customer reference. */
export async function isCustomerReferenceUsed(
  db: Db,
  customerReference: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.customerReference, customerReference),
        exceptId === undefined ? undefined : ne(campaigns.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCampaign(db: Db, values: NewCampaignRow): Promise<string> {
  const [row] = await db.insert(campaigns).values(values).returning({ id: campaigns.id });
  if (!row) throw new Error('The campaign was not inserted.');
  return row.id;
}
