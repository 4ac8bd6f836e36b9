import {
  getListUserCampaignsMockHandler,
  getListUserCampaignsResponseMock,
} from '@chaussee/sdk/mocks';
import type { UserCampaign } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { users } from '../testing/documents-fixtures.js';
import { CampaignsFilesPage } from './campaigns-files-page.js';

const api = setUpMockApi();

function userCampaign(n: number, name: string, values: Partial<UserCampaign> = {}): UserCampaign {
  const [sample] = getListUserCampaignsResponseMock().items;
  if (sample === undefined) throw new Error('The mock gives campaigns');
  return {
    ...sample,
    id: `00000000-0000-4000-b000-${String(n).padStart(12, '0')}`,
    name,
    reference: `CH-${String(n)}`,
    type: 'coring',
    status: 'taken',
    workspace: { id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d', name: 'Réfection RD 12' },
    documentsCount: {
      deliverables: 3,
      customerFiles: 1,
      pendingRequests: 2,
      lastDeliveryAt: '2026-03-02T09:30:00Z',
    },
    ...values,
  };
}

const campaigns = [
  userCampaign(1, 'Carottage RD 12'),
  userCampaign(2, 'Auscultation A 41', {
    type: 'auscultation',
    documentsCount: { deliverables: 0, customerFiles: 0, pendingRequests: 0, lastDeliveryAt: null },
  }),
];

/** The user's campaigns, filtered as the server would; records the queries asked. */
function serveCampaigns() {
  const asked: { userId: string; query: Record<string, string> }[] = [];
  api.use(
    getListUserCampaignsMockHandler(({ request, params }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      asked.push({ userId: String(params.id), query });
      const filter = (query.filter ?? '').toLowerCase();
      const items = campaigns.filter((campaign) => campaign.name.toLowerCase().includes(filter));
      return { total: items.length, limit: 200, offset: 0, items };
    }),
  );
  return asked;
}

async function openList(at = '/campaigns-files-list') {
  const rendered = await renderScreen(<CampaignsFilesPage />, {
    route: '/campaigns-files-list',
    at,
    user: users.customerMain,
  });
  const grid = screen.getByRole('region', { name: 'Campagnes et leurs fichiers' });
  return { ...rendered, grid };
}

describe('the campaigns’ files list', () => {
  it('lists the user’s campaigns with their file counts and latest delivery', async () => {
    const asked = serveCampaigns();
    const { grid } = await openList();
    const link = await within(grid).findByRole('link', {
      name: 'Ouvrir les fichiers de « Carottage RD 12 »',
    });
    expect(link.getAttribute('href')).toBe(`/campaign/${campaigns[0]?.id ?? ''}/files`);
    expect(within(grid).getAllByText('Réfection RD 12')).toHaveLength(2);
    expect(within(grid).getByText('02/03/2026 10:30')).toBeDefined();
    expect(within(grid).getByText('Aucune')).toBeDefined();
    expect(within(grid).getByText('Livrables')).toBeDefined();
    expect(within(grid).getByText('Demandes en attente')).toBeDefined();
    expect(asked[0]).toEqual({
      userId: users.customerMain.id,
      query: { showDocuments: 'true', limit: '200', offset: '0' },
    });
  });

  it('searches on the server, keeps the search in the address, and says when nothing matches', async () => {
    const asked = serveCampaigns();
    const { grid, router } = await openList();
    await within(grid).findByText('Carottage RD 12');
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher une campagne' }), {
      target: { value: 'auscultation' },
    });
    await waitFor(() => {
      expect(within(grid).queryByText('Carottage RD 12')).toBeNull();
    });
    expect(within(grid).getByText('Auscultation A 41')).toBeDefined();
    expect(router.state.location.search).toBe('?recherche=auscultation');
    expect(asked.at(-1)?.query.filter).toBe('auscultation');
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher une campagne' }), {
      target: { value: 'tunnel' },
    });
    expect(
      await within(grid).findByText('Aucune campagne ne correspond à cette recherche.'),
    ).toBeDefined();
  });

  it('opens a campaign’s file manager with the keyboard (Enter on its row)', async () => {
    serveCampaigns();
    const { grid, router } = await openList('/campaigns-files-list?recherche=carottage');
    const cell = await within(grid).findByText('CH-1');
    fireEvent.keyDown(cell.closest('.ag-cell') ?? cell, { key: 'Enter' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/campaign/${campaigns[0]?.id ?? ''}/files`);
    });
  });
});
