import { requirePrincipal, type RouteModule } from '../http/operation-handler.js';
import type { NotificationsService } from './notifications.service.js';

/** The contract's Notifications operations of the bell (the required-document one is not here). */
export function notificationRouteHandlers(notifications: NotificationsService): RouteModule {
  return {
    listNotifications: async (input) => ({
      status: 200,
      body: await notifications.listNotifications(requirePrincipal(input).user, input.query),
    }),

    // The body's isRead is always true (the contract offers no "mark all unread").
    markAllNotificationsRead: async (input) => ({
      status: 200,
      body: await notifications.markAllNotificationsRead(requirePrincipal(input).user),
    }),

    markNotificationRead: async (input) => ({
      status: 200,
      body: await notifications.markNotificationRead(
        requirePrincipal(input).user,
        input.params.id,
        input.body.isRead,
      ),
    }),
  };
}
