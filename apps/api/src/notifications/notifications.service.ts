import { isGuest, type SessionUser } from '@chaussee/permissions';
import type { components } from '@chaussee/sdk';
import type { Clock } from '../clock.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors/app-error.js';
import { toNotification } from './notification-presenter.js';
import { createNotificationsRepository, type ReadStateFilter } from './notifications.repository.js';

type Schemas = components['schemas'];

/** Spec section 9: 10 notifications a page, from page 1 (the contract's defaults). */
const DEFAULT_PAGE = 1;
const DEFAULT_ITEMS_COUNT = 10;

export interface NotificationQuery {
  page?: number | undefined;
  itemsCount?: number | undefined;
  filterByReadState?: ReadStateFilter | undefined;
}

/**
 * The caller's notifications (the bell): list, mark one, mark all. A user only ever sees and marks
 * their own; another user's notification answers 404 like an unknown one, so ids reveal nothing.
 * Marking is the user's own reading state, not a change of shared data: READ_ONLY users may do it.
 * A guest (share-link session) is not a user: the bell is not theirs, every call is refused (403),
 * as the share link promises the campaign's dashboard and map only.
 */
function assertNotGuest(user: SessionUser): void {
  if (isGuest(user)) throw new AppError('forbidden');
}

export function createNotificationsService(deps: { db: Db; now: Clock }) {
  const notifications = createNotificationsRepository(deps.db);

  return {
    /** GET /notifications. */
    async listNotifications(
      user: SessionUser,
      query: NotificationQuery,
    ): Promise<Schemas['NotificationPage']> {
      assertNotGuest(user);
      const page = query.page ?? DEFAULT_PAGE;
      const itemsCount = query.itemsCount ?? DEFAULT_ITEMS_COUNT;
      const [found, unreadCount] = await Promise.all([
        notifications.page(user.id, query.filterByReadState ?? 'all', {
          limit: itemsCount,
          offset: (page - 1) * itemsCount,
        }),
        notifications.unreadCount(user.id),
      ]);
      return {
        page,
        itemsCount,
        totalItems: found.total,
        unreadCount,
        items: found.rows.map(toNotification),
      };
    },

    /** PATCH /notifications/{id}: read, or unread again. */
    async markNotificationRead(
      user: SessionUser,
      id: string,
      isRead: boolean,
    ): Promise<Schemas['Notification']> {
      assertNotGuest(user);
      if (!(await notifications.setRead(user.id, id, isRead, deps.now()))) {
        throw new AppError('not_found');
      }
      const view = await notifications.find(user.id, id);
      if (!view) throw new AppError('not_found');
      return toNotification(view);
    },

    /** PATCH /notifications: every unread notification of the caller read. */
    async markAllNotificationsRead(user: SessionUser): Promise<Schemas['NotificationsReadResult']> {
      assertNotGuest(user);
      const updatedCount = await notifications.markAllRead(user.id, deps.now());
      return { updatedCount, unreadCount: await notifications.unreadCount(user.id) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
