import {
  getMarkAllNotificationsReadMockHandler,
  getMarkNotificationReadMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  bell,
  notification,
  openPanel,
  renderBell,
  serveNotifications,
} from './notifications-test-kit.js';

const api = setUpMockApi();
const campaignId = '0b7d4c1e-3a2f-4e5d-9c8b-7a6f5e4d3c2b';

describe('opening and marking notifications read', () => {
  it('marks a notification read when it is opened, at once in the list and the badge', async () => {
    const stored = [notification(1), notification(2), notification(3)];
    const bodies: unknown[] = [];
    serveNotifications(api, stored);
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
    serveNotifications(api, [notification(1), notification(2)]);
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
    serveNotifications(api, stored);
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
    // The button is disabled now: the focus stayed in the panel, so Escape still closes it.
    expect(document.activeElement).toBe(
      within(panel).getByRole('button', { name: 'Fermer les notifications' }),
    );
  });

  it('opens the campaign a notification is about, marking it read', async () => {
    const stored = [
      notification(1, { campaign: { id: campaignId, name: 'Carottage RD 12', type: 'coring' } }),
    ];
    serveNotifications(api, stored);
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
});
