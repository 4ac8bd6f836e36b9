import {
  getListNotificationsMockHandler,
  getMarkAllNotificationsReadMockHandler,
  getMarkNotificationReadMockHandler,
  getMarkNotificationReadResponseMock,
} from '@chaussee/sdk/mocks';
import type { Notification } from '@chaussee/sdk/react';
import { fireEvent, screen, within } from '@testing-library/react';
import type { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { NotificationsBell } from './notifications-bell.js';

type MockApi = ReturnType<typeof setUpMockApi>;

export function notification(index: number, values: Partial<Notification> = {}): Notification {
  return {
    ...getMarkNotificationReadResponseMock(),
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    title: `Notification ${String(index)}`,
    message: `Message ${String(index)}`,
    isRead: false,
    createdAt: new Date(Date.now() - index * 3_600_000).toISOString(),
    campaign: null,
    actor: null,
    ...values,
  };
}

/**
 * A small notifications server: GET /notifications pages and filters `stored`, PATCH marks read in
 * it. Every GET is recorded.
 */
export function serveNotifications(api: MockApi, stored: Notification[]) {
  const requests: URLSearchParams[] = [];
  const unreadCount = () => stored.filter((item) => !item.isRead).length;
  api.use(
    getListNotificationsMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('itemsCount') ?? '10');
      const matching =
        query.get('filterByReadState') === 'unread'
          ? stored.filter((item) => !item.isRead)
          : stored;
      return {
        page,
        itemsCount: size,
        totalItems: matching.length,
        unreadCount: unreadCount(),
        items: matching.slice((page - 1) * size, page * size),
      };
    }),
    getMarkNotificationReadMockHandler(({ params }) => {
      const found = stored.find((item) => item.id === params.id);
      if (found === undefined) throw new Error('No such notification');
      found.isRead = true;
      return found;
    }),
    getMarkAllNotificationsReadMockHandler(() => {
      const updatedCount = unreadCount();
      for (const item of stored) item.isRead = true;
      return { updatedCount, unreadCount: 0 };
    }),
  );
  return { panelRequests: () => requests.filter((query) => query.get('itemsCount') === '10') };
}

export async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications,/u }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findByRole('list', { name: 'Notifications' });
  return panel;
}

/** The bell while the panel is open: the modal hides the rest of the page from assistive tools. */
export function bell(name: string) {
  return screen.getByRole('button', { name, hidden: true });
}

export function renderBell(isMobile = false) {
  return renderScreen(<NotificationsBell isMobile={isMobile} />, { route: '/', at: '/' });
}
