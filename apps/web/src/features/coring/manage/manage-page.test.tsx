import {
  getCreateDisplayNamePrefixMockHandler,
  getCreateDisplayNamePrefixResponseMock,
  getListCoringCampaignDisplayNamePrefixesMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { impersonatedUser } from '../../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { campaignId, coringCampaign, serveCampaign } from '../testing/coring-fixtures.js';
import { ManagePage } from './manage-page.js';

const api = setUpMockApi();
const route = '/campaign/:id/manage';
const at = `/campaign/${campaignId}/manage`;

describe('preparation of a coring campaign', () => {
  it('adds a display-name prefix with the contract rules', async () => {
    serveCampaign(api, coringCampaign());
    api.use(
      getListCoringCampaignDisplayNamePrefixesMockHandler({
        total: 0,
        limit: 200,
        offset: 0,
        items: [],
      }),
    );
    const bodies: unknown[] = [];
    api.use(
      getCreateDisplayNamePrefixMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getCreateDisplayNamePrefixResponseMock();
      }),
    );
    await renderScreen(<ManagePage />, { route, at });
    const section = await screen.findByRole('region', { name: 'Préfixes des noms de carottes' });
    expect(await within(section).findByText('Aucun préfixe')).toBeDefined();
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter le préfixe' }));
    expect(
      (
        await within(section).findAllByText(
          'Ce champ doit comporter des caractères alphanumériques',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    fireEvent.change(within(section).getByRole('textbox', { name: /Préfixe/u }), {
      target: { value: 'CA-' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Ajouter le préfixe' }));
    await waitFor(() => {
      expect(bodies).toEqual([{ name: 'CA-', campaignId }]);
    });
    expect(screen.getByRole('region', { name: 'Noms de couches proposés' })).toBeDefined();
    expect(screen.getByRole('region', { name: 'Prestataires et prestations' })).toBeDefined();
  });

  it('is reserved to the engineering office', async () => {
    serveCampaign(api, coringCampaign());
    await renderScreen(<ManagePage />, { route, at, user: impersonatedUser });
    expect(
      await screen.findByText('La préparation de la campagne est réservée au bureau d’études.'),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Préfixes des noms de carottes' })).toBeNull();
  });
});
