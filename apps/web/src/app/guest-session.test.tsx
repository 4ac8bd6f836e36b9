import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/session/session-storage.js';
import { SessionStore } from '../shared/session/session-store.js';
import { fakeJwt } from '../shared/session/testing/fake-jwt.js';
import { FakeSessionApi, guestUser } from '../shared/session/testing/fake-session-api.js';
import { renderRoutes, routerServicesFor } from './testing/render-routes.js';

const stores: SessionStore[] = [];

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.stop();
});

const campaignId = guestUser.campaign?.id ?? '';
const guestDashboard = `/guests/coring-campaign/${campaignId}/dashboard`;

/** The real routes and guard on a memory router, for a guest session of a coring campaign. */
function renderGuestAt(path: string) {
  const storage = memoryStorage();
  const token = fakeJwt(Date.now() / 1000 + 3600, guestUser.id);
  const api = new FakeSessionApi(() => storage.getItem('chaussee.session.token'));
  api.usersByToken.set(token, guestUser);
  storage.setItem('chaussee.session.token', token);
  const session = new SessionStore({
    api,
    storage,
    now: Date.now,
    logError: vi.fn(),
    goToLogin: vi.fn(),
    currentPath: () => path,
  });
  stores.push(session);
  const { router } = renderRoutes(path, routerServicesFor(session));
  return { router };
}

describe('a guest session in the web app', () => {
  it.each([
    ['the cores grid of its campaign', `/coring-campaign/${campaignId}`],
    ['the prestations of its campaign', `/coring-campaign/${campaignId}/prestations`],
    ['its projects', '/workspaces'],
    ['the account settings', '/profile'],
  ])('is sent from %s to its guest dashboard', async (_screen, path) => {
    const { router } = renderGuestAt(path);
    await waitFor(
      () => {
        expect(router.state.location.pathname).toBe(guestDashboard);
      },
      { timeout: 5000 },
    );
    await screen.findByTestId('guest-campaign-page', {}, { timeout: 5000 });
    expect(
      await screen.findByRole('navigation', { name: 'Vues du tableau de bord' }),
    ).toBeDefined();
  });

  it('is offered no staff screen: no navigation, notifications, account settings or versions', async () => {
    renderGuestAt(guestDashboard);
    await screen.findByRole('navigation', { name: 'Vues du tableau de bord' }, { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ouvrir le menu' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Versions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Mentions légales' })).toBeDefined();
    // No account menu at all (« Mon compte » is a staff screen): the guest may only leave.
    expect(screen.queryByRole('button', { name: 'Menu du compte' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Quitter l’accès invité' })).toBeDefined();
  });
});
