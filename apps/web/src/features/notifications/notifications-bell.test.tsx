import { focusManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import {
  notification,
  openPanel,
  renderBell,
  serveNotifications,
} from './notifications-test-kit.js';

const api = setUpMockApi();

afterEach(() => {
  vi.useRealTimers();
  focusManager.setFocused(undefined);
});

describe('notifications bell', () => {
  it('shows the unread count as a badge and in its accessible name', async () => {
    serveNotifications(api, [notification(1), notification(2), notification(3), notification(4)]);
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 4 non lues' });
    expect(bell.textContent).toContain('4');
  });

  it('caps the badge at 99+ and says the same in its accessible name', async () => {
    serveNotifications(
      api,
      Array.from({ length: 120 }, (_, index) => notification(index + 1)),
    );
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, 99+ non lues' });
    expect(bell.textContent).toBe('99+');
  });

  it('says when nothing is unread, without a badge number', async () => {
    serveNotifications(api, [notification(1, { isRead: true })]);
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications, aucune non lue' });
    expect(bell.textContent).toBe('');
  });

  it('leaves no number behind once the last one is read', async () => {
    const stored = [notification(1)];
    serveNotifications(api, stored);
    await renderBell();
    await screen.findByRole('button', { name: 'Notifications, 1 non lue' });
    stored.forEach((item) => {
      item.isRead = true;
    });
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, aucune non lue' });
    expect(bell.textContent).toBe('');
  });

  it('asks for the count again every minute while the tab is visible, not while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stored = [notification(1)];
    serveNotifications(api, stored);
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

  it('opens in a drawer on mobile, closed by its button', async () => {
    serveNotifications(api, [notification(1)]);
    await renderBell(true);
    const panel = await openPanel();
    fireEvent.click(within(panel).getByRole('button', { name: 'Fermer les notifications' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).toBeNull();
    });
  });
});
