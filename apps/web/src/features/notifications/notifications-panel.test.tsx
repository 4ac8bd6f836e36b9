import { getListNotificationsMockHandler } from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  notification,
  openPanel,
  renderBell,
  serveNotifications,
} from './notifications-test-kit.js';

const api = setUpMockApi();

describe('notifications panel', () => {
  it('lists the newest first, 10 a page from page 1, with « Afficher plus »', async () => {
    const stored = Array.from({ length: 23 }, (_, index) => notification(index + 1));
    const server = serveNotifications(api, stored);
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
    serveNotifications(api, [
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
    const server = serveNotifications(api, stored);
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
    serveNotifications(api, []);
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
    serveNotifications(api, stored);
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
});
