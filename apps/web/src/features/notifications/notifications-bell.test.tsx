import {
  getListNotificationsMockHandler,
  getMarkAllNotificationsReadMockHandler,
  getMarkNotificationReadMockHandler,
  getMarkNotificationReadResponseMock,
} from '@chaussee/sdk/mocks';
import type { Notification } from '@chaussee/sdk/react';
import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { NotificationsBell } from './notifications-bell.js';

const api = setUpMockApi();
const campaignId = '0b7d4c1e-3a2f-4e5d-9c8b-7a6f5e4d3c2b';

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

function notification(index: number, values: Partial<Notification> = {}): Notification {
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
function serveNotifications(stored: Notification[]) {
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

async function openPanel() {
  fireEvent.click(await screen.findByRole('button', { name: /^Notifications,/u }));
  const panel = await screen.findByRole('dialog', { name: 'Notifications' });
  await within(panel).findByRole('list', { name: 'Notifications' });
  return panel;
}

/** The bell while the panel is open: the modal hides the rest of the page from assistive tools. */
function bell(name: string) {
  return screen.getByRole('button', { name, hidden: true });
}

function renderBell(isMobile = false) {
  return renderScreen(<NotificationsBell isMobile={isMobile} />, { route: '/', at: '/' });
}

describe('notifications bell', () => {
  it('shows the unread count as a badge and in its accessible name', async () => {
    serveNotifications([notification(1), notification(2), notification(3), notification(4)]);
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 non lues' });
    expect(bell.textContent).toContain('4');
  });

  it('says when nothing is unread, without a badge number', async () => {
    serveNotifications([notification(1, { isRead: true })]);
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, aucune non lue' });
    expect(bell.textContent).toBe('');
  });

  it('asks for the count again every minute while the tab is visible, not while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stored = [notification(1)];
    serveNotifications(stored);
    await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    stored.push(notification(2));
    act(() => {
      focusManager.setFocused(false);
      vi.advanceTimersByTime(60_000);
    });
    // Hidden: the minute passed without a request.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('button', { name: 'Notifications, 1 non lue' })).toBeDefined();
    act(() => {
      // Back to a visible tab, which also refreshes at once (window focus).
      focusManager.setFocused(true);
    });
    await screen.findByRole('button', { name: 'Notifications, 2 non lues' });
    stored.push(notification(3));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await screen.findByRole('button', { name: 'Notifications, 3 non lues' });
  });

  it('lists the newest first, 10 a page from page 1, with « Afficher plus »', async () => {
    const stored = Array.from({ length: 23 }, (_, index) => notification(index + 1));
    const server = serveNotifications(stored);
    await renderBell();
    const panel = await openPanel();
    const list = within(panel).getByRole('list', { name: 'Notifications' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(within(list).getAllByRole('button')[0]?.textContent).toContain('Notification 1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Afficher plus' }));
    await waitFor(() => {
      expect(within(list).getAllByRole('listitem')).toHaveLength(23);
    });
    expect(within(panel).queryByRole('button', { name: 'Afficher plus' })).toBeNull();
    expect(server.panelRequests().map((query) => query.get('page'))).toEqual(['1', '2', '3']);
    expect(server.panelRequests()[0]?.get('filterByReadState')).toBe('all');
  });

  it('shows the title, message, actor and French relative date of each notification', async () => {
    serveNotifications([
      notification(3, {
        title: 'Rapport de carottage',
        message: 'Le rapport est disponible.',
        actor: {
          id: '6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b',
          email: 'collaborateur@demo.chaussee.fr',
          firstName: 'Claire',
          lastName: 'Dubois',
          job: 'technician',
          roles: ['ROLE_NEXTROAD_USER'],
          profilePicturePath: null,
        },
        createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
      }),
    ]);
    await renderBell();
    const panel = await openPanel();
    const item = within(panel).getByRole('button', { name: /Rapport de carottage/u });
    expect(item.textContent).toContain('Le rapport est disponible.');
    expect(item.textContent).toContain('Par Claire Dubois · il y a 3 jours');
    expect(within(item).getByRole('img', { name: 'Non lue' })).toBeDefined();
  });

  it('filters the unread ones, with its own empty state', async () => {
    const stored = [notification(1, { isRead: true }), notification(2), notification(3)];
    const server = serveNotifications(stored);
    await renderBell();
    const panel = await openPanel();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(panel).getByRole('button', { name: 'Non lues' }));
    await waitFor(() => {
      expect(within(panel).getAllByRole('listitem')).toHaveLength(2);
    });
    expect(server.panelRequests().at(-1)?.get('filterByReadState')).toBe('unread');
    fireEvent.click(within(panel).getByRole('button', { name: 'Tout marquer comme lu' }));
    await within(panel).findByText('Aucune notification non lue');
  });

  it('shows « Aucune notification » when there is none', async () => {
    serveNotifications([]);
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: /^Notifications,/u }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Aucune notification');
    expect(within(panel).getByRole('button', { name: 'Tout marquer comme lu' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('tells in French when the list cannot be loaded, and retries', async () => {
    const stored = [notification(1)];
    serveNotifications(stored);
    let isFailing = true;
    api.use(
      getListNotificationsMockHandler((info) => {
        if (isFailing && new URL(info.request.url).searchParams.get('itemsCount') === '10') {
          return answerProblem(400, 'bad_request')();
        }
        return { page: 1, itemsCount: 10, totalItems: 1, unreadCount: 1, items: stored };
      }),
    );
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await within(panel).findByText('Impossible de charger les notifications.');
    isFailing = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    await within(panel).findByRole('button', { name: /Notification 1/u });
  });

  it('marks a notification read when it is opened, at once in the list and the badge', async () => {
    const stored = [notification(1), notification(2), notification(3)];
    const bodies: unknown[] = [];
    serveNotifications(stored);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.use(
      getMarkNotificationReadMockHandler(async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        await answered;
        const found = stored.find((item) => item.id === params.id) ?? notification(9);
        found.isRead = true;
        return found;
      }),
    );
    await renderBell();
    const panel = await openPanel();
    const second = within(panel).getByRole('button', { name: /Notification 2/u });
    fireEvent.click(second);
    // Before the server answers: read in the list, one less on the badge; the panel stays open.
    await waitFor(() => {
      expect(within(second).queryByRole('img', { name: 'Non lue' })).toBeNull();
    });
    expect(bell('Notifications, 2 non lues')).toBeDefined();
    release();
    await waitFor(() => {
      expect(bodies).toEqual([{ id: stored[1]?.id, body: { isRead: true } }]);
    });
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toBeDefined();
    await waitFor(() => {
      expect(bell('Notifications, 2 non lues')).toBeDefined();
    });
  });

  it('puts the notification back as unread with a French toast when the server refuses', async () => {
    serveNotifications([notification(1), notification(2)]);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.use(
      getMarkNotificationReadMockHandler(async () => {
        await answered;
        return answerProblem(404, 'not_found')();
      }),
    );
    await renderBell();
    const panel = await openPanel();
    const first = within(panel).getByRole('button', { name: /Notification 1/u });
    fireEvent.click(first);
    await waitFor(() => {
      expect(bell('Notifications, 1 non lue')).toBeDefined();
    });
    release();
    expect(
      (await screen.findByText(/^La notification n'a pas pu être marquée comme lue\./u))
        .textContent,
    ).not.toBe('');
    await waitFor(() => {
      expect(bell('Notifications, 2 non lues')).toBeDefined();
    });
    expect(within(first).getByRole('img', { name: 'Non lue' })).toBeDefined();
  });

  it('marks every notification read with « Tout marquer comme lu »', async () => {
    const stored = [notification(1), notification(2), notification(3, { isRead: true })];
    const bodies: unknown[] = [];
    serveNotifications(stored);
    api.use(
      getMarkAllNotificationsReadMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        for (const item of stored) item.isRead = true;
        return { updatedCount: 2, unreadCount: 0 };
      }),
    );
    await renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Tout marquer comme lu' }));
    await waitFor(() => {
      expect(bell('Notifications, aucune non lue')).toBeDefined();
    });
    expect(within(panel).queryAllByRole('img', { name: 'Non lue' })).toEqual([]);
    expect(bodies).toEqual([{ isRead: true }]);
  });

  it('opens the campaign a notification is about, marking it read', async () => {
    const stored = [
      notification(1, { campaign: { id: campaignId, name: 'Carottage RD 12', type: 'coring' } }),
    ];
    serveNotifications(stored);
    const { router } = await renderBell();
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: /Notification 1/u }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/coring-campaign/${campaignId}`);
    });
    await waitFor(() => {
      expect(stored[0]?.isRead).toBe(true);
    });
  });

  it('opens in a drawer on mobile, closed by its button', async () => {
    serveNotifications([notification(1)]);
    await renderBell(true);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Fermer les notifications' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    });
  });
});
