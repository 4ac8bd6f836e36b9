import { getListNotificationsResponseMock } from '@chaussee/sdk/mocks';
import type { Notification, NotificationPage } from '@chaussee/sdk/react';
import { describe, expect, it } from 'vitest';
import { nextPageNumber, withAllRead, withOneRead } from './notification-pages.js';

function pageOf(page: number, count: number, totalItems: number): NotificationPage {
  const [sample] = getListNotificationsResponseMock().items;
  if (sample === undefined) throw new Error('The mock gives at least one notification');
  const items: Notification[] = Array.from({ length: count }, (_, index) => ({
    ...sample,
    id: `n${String(index)}`,
    isRead: false,
  }));
  return { page, itemsCount: 10, totalItems, unreadCount: 4, items };
}

describe('notification pages', () => {
  it('asks for the next page until every notification is loaded', () => {
    expect(nextPageNumber(pageOf(1, 10, 25))).toBe(2);
    expect(nextPageNumber(pageOf(2, 10, 25))).toBe(3);
    expect(nextPageNumber(pageOf(3, 5, 25))).toBeUndefined();
    expect(nextPageNumber(pageOf(1, 10, 10))).toBeUndefined();
  });

  it('stops at an empty page even if the total promised more', () => {
    expect(nextPageNumber(pageOf(2, 0, 40))).toBeUndefined();
  });

  it('marks one notification read and counts one unread less', () => {
    const page = withOneRead(pageOf(1, 3, 3), 'n1');
    expect(page.items.map((item) => item.isRead)).toEqual([false, true, false]);
    expect(page.unreadCount).toBe(3);
  });

  it('never counts fewer than zero unread', () => {
    expect(withOneRead({ ...pageOf(1, 1, 1), unreadCount: 0 }, 'n0').unreadCount).toBe(0);
  });

  it('marks every notification read', () => {
    const page = withAllRead(pageOf(1, 3, 3));
    expect(page.items.every((item) => item.isRead)).toBe(true);
    expect(page.unreadCount).toBe(0);
  });
});
