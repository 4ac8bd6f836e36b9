import type { Notification, NotificationPage } from '@chaussee/sdk/react';

/** Spec section 9: notifications come 10 a page, from page 1. */
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const FIRST_NOTIFICATIONS_PAGE = 1;

export type ReadStateFilter = 'all' | 'unread';

/** The number of the page after `last`, or undefined when every notification is loaded. */
export function nextPageNumber(last: NotificationPage): number | undefined {
  const loaded = (last.page - 1) * last.itemsCount + last.items.length;
  return last.items.length > 0 && loaded < last.totalItems ? last.page + 1 : undefined;
}

/** The page with `isRead` set on the notifications `matches` selects, and its unread count. */
function withRead(
  page: NotificationPage,
  matches: (notification: Notification) => boolean,
  unreadCount: (current: number) => number,
): NotificationPage {
  return {
    ...page,
    unreadCount: unreadCount(page.unreadCount),
    items: page.items.map((item) => (matches(item) ? { ...item, isRead: true } : item)),
  };
}

/** One notification read: it stays in the list (pages keep their place), shown as read. */
export function withOneRead(page: NotificationPage, id: string): NotificationPage {
  return withRead(
    page,
    (item) => item.id === id,
    (count) => Math.max(0, count - 1),
  );
}

export function withAllRead(page: NotificationPage): NotificationPage {
  return withRead(
    page,
    () => true,
    () => 0,
  );
}
