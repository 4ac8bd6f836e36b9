import { getGetCampaignMockHandler, getGetCampaignResponseMock } from '@chaussee/sdk/mocks';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../shared/session/session-storage.js';
import { SessionStore } from '../shared/session/session-store.js';
import { FakeSessionApi, guestUser } from '../shared/session/testing/fake-session-api.js';
import { setUpMockApi, testClient } from '../shared/testing/mock-api.js';
import { renderRoutes, routerServicesFor } from './testing/render-routes.js';

const api = setUpMockApi();
const stores: SessionStore[] = [];
const guestCampaignId = guestUser.campaign?.id ?? '';
const linkExpired =
  "Ce lien n'est plus valide. Demandez un nouveau lien à l'organisation qui vous a invité.";

afterEach(() => {
  cleanup();
  for (const store of stores.splice(0)) store.stop();
});

/** The real routes, an anonymous visitor, and a server that knows one good share token. */
function openAnonymously(path: string) {
  const storage = memoryStorage();
  const sessionApi = new FakeSessionApi(() => storage.getItem('chaussee.session.token'));
  sessionApi.usersByToken.set(sessionApi.guestToken, guestUser);
  sessionApi.refusedShareTokens.add('expired-token');
  const session = new SessionStore({
    api: sessionApi,
    storage,
    now: Date.now,
    logError: vi.fn(),
    goToLogin: vi.fn(),
    currentPath: () => path,
  });
  stores.push(session);
  const { router } = renderRoutes(path, routerServicesFor(session), {
    client: testClient(),
    themed: true,
  });
  return { router, session };
}

const where = (router: ReturnType<typeof openAnonymously>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('the share link journey', () => {
  it.each([
    ['an expired or revoked token', '/share-link?token=expired-token'],
    ['no token', '/share-link'],
  ])(
    'with %s, opens login saying in French that the link is no longer valid',
    async (_case, path) => {
      const { router } = openAnonymously(path);
      const notice = await screen.findByTestId('share-link-refused', {}, { timeout: 5000 });
      expect(notice.textContent).toContain(linkExpired);
      expect(where(router)).toBe('/login?lien=invalide');
      expect(screen.getByRole('button', { name: 'Se connecter' })).toBeDefined();
    },
  );

  it('lands a valid link on its campaign, offers to leave the guest access, and never « Mes projets »', async () => {
    api.use(
      getGetCampaignMockHandler({
        ...getGetCampaignResponseMock(),
        id: guestCampaignId,
        type: 'coring',
        name: 'Carottage RD 1075 – PR 8 à PR 30',
      }),
    );
    const { router, session } = openAnonymously('/share-link?token=good-token');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Carottage RD 1075 – PR 8 à PR 30' },
        { timeout: 5000 },
      ),
    ).toBeDefined();
    expect(where(router)).toBe(`/guests/coring-campaign/${guestCampaignId}/dashboard`);
    expect(
      await screen.findByRole('navigation', { name: 'Vues du tableau de bord' }),
    ).toBeDefined();
    // Read only: no download, comment or configuration.
    expect(screen.queryByRole('button', { name: 'Télécharger' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Configurer le tableau de bord' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Retour à mes projets' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu du compte' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Chaussée' }).getAttribute('href')).toBe(
      `/guests/coring-campaign/${guestCampaignId}/dashboard`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Quitter l’accès invité' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(session.getState()).toMatchObject({ status: 'unauthenticated', token: null });
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeDefined();
  });
});
