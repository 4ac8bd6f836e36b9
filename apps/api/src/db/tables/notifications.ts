import type { components } from '@chaussee/sdk';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './identity.js';
import { campaigns } from './projects.js';

type Schemas = components['schemas'];

/** The kinds of object a notification points at (the contract's Notification.notifiable.type). */
export type NotifiableType = NonNullable<Schemas['Notification']['notifiable']>['type'];

/**
 * What happened, for one user (the bell). Title and message are written in French when the event
 * happens, in the event's transaction (src/notifications/notification-events.ts), so that a
 * notification never exists without its event and later renames do not rewrite history.
 * The notifiable columns have no foreign key: they name rows of several tables (file requests,
 * documents, campaigns).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipientId: uuid('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().$type<Schemas['NotificationType']>(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    /** Whose action caused it; null for the system (or once that user is gone). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    notifiableType: text('notifiable_type').$type<NotifiableType>(),
    notifiableId: uuid('notifiable_id'),
  },
  (table) => [
    // The bell's questions: a user's page newest first, and their unread count.
    index('notifications_recipient_idx').on(
      table.recipientId,
      table.isRead,
      table.createdAt.desc(),
    ),
    check(
      'notifications_notifiable_pair',
      sql`(${table.notifiableType} is null) = (${table.notifiableId} is null)`,
    ),
  ],
);
