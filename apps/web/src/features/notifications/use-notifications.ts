import type { ApiError } from '@chaussee/sdk';
import {
  getListNotificationsQueryKey,
  listNotifications,
  useListNotifications,
  type ListNotificationsParams,
} from '@chaussee/sdk/react';
import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import {
  FIRST_NOTIFICATIONS_PAGE,
  NOTIFICATIONS_PAGE_SIZE,
  nextPageNumber,
  type ReadStateFilter,
} from './notification-pages.js';

export type NotificationsAnswer = Awaited<ReturnType<typeof listNotifications>>;
export type NotificationPages = InfiniteData<NotificationsAnswer, number>;

/** How often the bell asks for the unread count while the tab is visible. */
const UNREAD_COUNT_REFRESH_MS = 60_000;

/** The badge needs only the count, which every page carries: the smallest page the API serves. */
const UNREAD_COUNT_PARAMS: ListNotificationsParams = { page: 1, itemsCount: 1 };

/** Every notifications query (the badge's and the panel's pages), for invalidation. */
export const notificationsKey = getListNotificationsQueryKey();
export const unreadCountKey = getListNotificationsQueryKey(UNREAD_COUNT_PARAMS);
/** The panel's pages, apart from the badge's single-page query of the same operation. */
export const notificationPagesKey = [...notificationsKey, 'pages'] as const;

/**
 * The unread count of the bell (GET /notifications). TanStack Query skips the interval while the tab
 * is hidden (refetchIntervalInBackground false) and asks again when the window gets the focus back.
 */
export function useUnreadCount() {
  return useListNotifications(UNREAD_COUNT_PARAMS, {
    query: {
      refetchInterval: UNREAD_COUNT_REFRESH_MS,
      refetchIntervalInBackground: false,
      refetchOnWindowFocus: true,
      select: (answer) => answer.data.unreadCount,
      // A failed refresh keeps the last count on the badge rather than a toast every minute; the
      // panel tells the failure when opened.
      meta: { isErrorShownInline: true },
    },
  });
}

/** The panel's notifications, newest first, page after page (« Afficher plus »). */
export function useNotificationPages(filter: ReadStateFilter) {
  const result = useInfiniteQuery<
    NotificationsAnswer,
    ApiError,
    NotificationPages,
    readonly unknown[],
    number
  >({
    queryKey: [...notificationPagesKey, filter],
    queryFn: ({ pageParam, signal }) =>
      listNotifications(
        { page: pageParam, itemsCount: NOTIFICATIONS_PAGE_SIZE, filterByReadState: filter },
        { signal },
      ),
    initialPageParam: FIRST_NOTIFICATIONS_PAGE,
    getNextPageParam: (last) => nextPageNumber(last.data),
    // The panel shows a failure in place, with « Réessayer ».
    meta: { isErrorShownInline: true },
  });
  const notifications = (result.data?.pages ?? []).flatMap((answer) => answer.data.items);
  return { ...result, notifications };
}
