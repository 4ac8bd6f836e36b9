import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { notifications } from '../../db/schema.js';
import type { NewNotification, NotificationRow } from '../notifications.repository.js';

/** A notification written straight to the table, at a given minute of 2 March 2026 by default. */
export async function insertNotification(
  db: Db,
  values: Partial<NewNotification> & { recipientId: string; minute?: number },
): Promise<NotificationRow> {
  const { minute = 0, ...columns } = values;
  const [row] = await db
    .insert(notifications)
    .values({
      type: 'campaign_status_changed',
      title: 'Changement de statut',
      message: `Notification de la minute ${String(minute)}`,
      createdAt: new Date(Date.UTC(2026, 2, 2, 9, minute)),
      ...columns,
    })
    .returning();
  if (!row) throw new Error('The notification was not inserted.');
  return row;
}

/** Every notification of a recipient as stored, newest first. */
export async function notificationsOf(db: Db, recipientId: string): Promise<NotificationRow[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId));
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}

/** Who was notified about a campaign: `recipientId type: message`, sorted, for exact comparisons. */
export async function notifiedAbout(db: Db, campaignId: string): Promise<string[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.campaignId, campaignId));
  return rows.map((row) => `${row.recipientId} ${row.type}: ${row.message}`).sort();
}
