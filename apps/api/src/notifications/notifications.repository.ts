import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.js';
import { campaigns, notifications, users } from '../db/schema.js';
import type { UserRow } from '../users/users.repository.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Which notifications a page holds (the contract's filterByReadState). */
export type ReadStateFilter = 'all' | 'read' | 'unread';

/** A notification with what its presentation names: its campaign and the user who caused it. */
export interface NotificationView {
  notification: NotificationRow;
  campaign: Pick<typeof campaigns.$inferSelect, 'id' | 'name' | 'type'> | null;
  actor: UserRow | null;
}

const actors = alias(users, 'actor');

function readStateCondition(filter: ReadStateFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return eq(notifications.isRead, filter === 'read');
}

/**
 * The notifications table. Every query is scoped to one recipient: a user reads and marks only
 * their own, and another user's notification is as unknown as a missing one.
 */
export function createNotificationsRepository(db: Db) {
  function views(where: SQL | undefined) {
    return db
      .select({
        notification: notifications,
        campaign: { id: campaigns.id, name: campaigns.name, type: campaigns.type },
        actor: actors,
      })
      .from(notifications)
      .leftJoin(campaigns, eq(campaigns.id, notifications.campaignId))
      .leftJoin(actors, eq(actors.id, notifications.actorId))
      .where(where)
      .$dynamic();
  }

  async function unreadCount(recipientId: string): Promise<number> {
    const [row] = await db
      .select({ unread: count() })
      .from(notifications)
      .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)));
    return row?.unread ?? 0;
  }

  return {
    unreadCount,

    /** A page of the recipient's notifications, newest first, with how many match the filter. */
    async page(
      recipientId: string,
      filter: ReadStateFilter,
      paging: { limit: number; offset: number },
    ): Promise<{ total: number; rows: NotificationView[] }> {
      const where = and(eq(notifications.recipientId, recipientId), readStateCondition(filter));
      const [[totalRow], rows] = await Promise.all([
        db.select({ total: count() }).from(notifications).where(where),
        views(where)
          // The id breaks ties between notifications of one event (same instant).
          .orderBy(desc(notifications.createdAt), desc(notifications.id))
          .limit(paging.limit)
          .offset(paging.offset),
      ]);
      return { total: totalRow?.total ?? 0, rows };
    },

    async find(recipientId: string, id: string): Promise<NotificationView | undefined> {
      const [row] = await views(
        and(eq(notifications.recipientId, recipientId), eq(notifications.id, id)),
      );
      return row;
    },

    /**
     * Marks one of the recipient's notifications read (keeping when it was first read) or unread;
     * false when the recipient has no such notification.
     */
    async setRead(recipientId: string, id: string, isRead: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(notifications)
        .set({
          isRead,
          readAt: isRead
            ? sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)`
            : null,
        })
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.id, id)))
        .returning({ id: notifications.id });
      return rows.length > 0;
    },

    /** Marks every unread notification of the recipient read; answers how many were. */
    async markAllRead(recipientId: string, at: Date): Promise<number> {
      const rows = await db
        .update(notifications)
        .set({ isRead: true, readAt: at })
        .where(and(eq(notifications.recipientId, recipientId), eq(notifications.isRead, false)))
        .returning({ id: notifications.id });
      return rows.length;
    },

    async insert(rows: readonly NewNotification[]): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(notifications).values([...rows]);
    },
  };
}
