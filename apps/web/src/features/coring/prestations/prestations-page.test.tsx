import {
  getAddCampaignPrestationsMockHandler,
  getFetchCoringCampaignResultsMockHandler,
  getFetchCoringCampaignResultsResponseMock,
  getGetCoreLayersResponseMock,
  getGetCoringCampaignResponseMock,
  getImportLaboratoryOrderResultsMockHandler,
  getImportLaboratoryOrderResultsResponseMock,
  getListCampaignAnalysesMockHandler,
} from '@chaussee/sdk/mocks';
import type { CoreLayer, LaboratoryOrder } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  campaignId,
  coreNumbered,
  coringCampaign,
  serveCampaign,
  serveCores,
} from '../testing/coring-fixtures.js';
import { PrestationsPage } from './prestations-page.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id/prestations';
const at = `/coring-campaign/${campaignId}/prestations`;

function layer(values: Partial<CoreLayer>): CoreLayer {
  const [sample] = getGetCoreLayersResponseMock().layers;
  if (sample === undefined) throw new Error('The mock gives layers');
  return { ...sample, samples: [], pollutantAnalyses: [], ...values };
}

function order(values: Partial<LaboratoryOrder>): LaboratoryOrder {
  const [sample] = getGetCoringCampaignResponseMock().laboratoryOrders;
  if (sample === undefined) throw new Error('The mock gives orders');
  return { ...sample, ...values };
}

const sentOrder = order({
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  reference: 'LAB-42',
  status: 'Sent',
  provider: { id: 'p', name: 'Laboratoire Rhône' },
});

function serveLayers(layers: CoreLayer[]) {
  serveCores(api, () => [coreNumbered(1, { layers })]);
  api.use(getListCampaignAnalysesMockHandler({ total: 0, limit: 200, offset: 0, items: [] }));
}

describe('prestations of a coring campaign', () => {
  it('shows the PAH, TH and asbestos results of each layer as coloured badges', async () => {
    serveCampaign(api, coringCampaign({ status: 'results_obtained', laboratoryOrders: [] }));
    serveLayers([
      layer({
        id: 'l1',
        position: 1,
        name: 'Couche de roulement',
        type: 'CA',
        pollutantAnalyses: [
          {
            kind: 'PAH',
            valueMgKg: 620,
            asbestosPresent: null,
            analysedAt: null,
            laboratoryOrderId: 'o',
          },
          {
            kind: 'asbestos',
            valueMgKg: null,
            asbestosPresent: true,
            analysedAt: null,
            laboratoryOrderId: 'o',
          },
        ],
      }),
    ]);
    await renderScreen(<PrestationsPage />, { route, at });
    const grid = await screen.findByRole('region', {
      name: 'Résultats amiante, HAP et HCT par couche',
    });
    const pah = await within(grid).findByText('HAP · 620 mg/kg');
    expect(pah.closest('[data-class]')?.getAttribute('data-class')).toBe('PAH_500');
    const asbestos = within(grid).getByText('Amiante · Présence');
    expect(asbestos.closest('[data-class]')?.getAttribute('data-class')).toBe('asbestos_present');
    expect(within(grid).getByText('HCT · Non mesuré')).toBeDefined();
  });

  it('follows the laboratory orders with their French statuses', async () => {
    serveCampaign(
      api,
      coringCampaign({ status: 'sent_for_analysis', laboratoryOrders: [sentOrder] }),
    );
    serveLayers([]);
    await renderScreen(<PrestationsPage />, { route, at });
    const grid = await screen.findByRole('region', {
      name: 'Commandes au laboratoire de la campagne',
    });
    expect(await within(grid).findByText('LAB-42')).toBeDefined();
    expect(within(grid).getByText('Envoyée')).toBeDefined();
  });

  it('asks a prestation offered for the campaign on a layer', async () => {
    const campaign = coringCampaign({ status: 'taken', laboratoryOrders: [] });
    const [offered] = campaign.prestations;
    if (offered === undefined) throw new Error('The mock gives prestations');
    serveCampaign(api, { ...campaign, prestations: [offered] });
    serveLayers([
      layer({
        id: '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a',
        position: 1,
        name: 'Couche de base',
        type: 'CA',
      }),
    ]);
    const bodies: unknown[] = [];
    api.use(
      getAddCampaignPrestationsMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { items: [] };
      }),
    );
    await renderScreen(<PrestationsPage />, { route, at });
    const ask = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Demander des prestations',
    });
    await waitFor(() => {
      expect(ask.disabled).toBe(false);
    });
    fireEvent.click(ask);
    const dialog = await screen.findByRole('dialog', {
      name: 'Demander des prestations sur les couches',
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Couche/u }));
    fireEvent.click(
      await screen.findByRole('option', { name: /Carotte 1 · couche 1 \(Couche de base\)/u }),
    );
    fireEvent.mouseDown(
      within(dialog).getByRole('combobox', { name: /Prestation et prestataire/u }),
    );
    fireEvent.click(
      await screen.findByRole('option', {
        name: (name) => name.startsWith(offered.prestation.name),
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Demander' }));
    await waitFor(() => {
      expect(bodies).toEqual([
        {
          prestations: [
            {
              layerId: '3c2b1a0f-9e8d-4c7b-8a69-5f4e3d2c1b0a',
              prestationId: offered.prestation.id,
            },
          ],
        },
      ]);
    });
  });

  it('fetches the results from the providers and shows the report', async () => {
    serveCampaign(
      api,
      coringCampaign({ status: 'sent_for_analysis', laboratoryOrders: [sentOrder] }),
    );
    serveLayers([]);
    api.use(
      getFetchCoringCampaignResultsMockHandler({
        ...getFetchCoringCampaignResultsResponseMock(),
        campaignStatus: 'results_obtained',
        resultsImported: 3,
        orders: [],
        errors: [{ laboratoryOrderId: sentOrder.id, message: 'Délai dépassé chez le prestataire' }],
      }),
    );
    await renderScreen(<PrestationsPage />, { route, at });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Récupérer les résultats du prestataire' }),
    );
    const report = await screen.findByRole('region', {
      name: 'Résultats récupérés auprès des prestataires',
    });
    expect(within(report).getByText('3 résultats importés.')).toBeDefined();
    expect(within(report).getByText('Statut de la campagne : Résultats obtenus.')).toBeDefined();
    expect(within(report).getByText('Délai dépassé chez le prestataire')).toBeDefined();
  });

  it('imports a results file for a sent order and shows the line-by-line report', async () => {
    serveCampaign(
      api,
      coringCampaign({ status: 'sent_for_analysis', laboratoryOrders: [sentOrder] }),
    );
    serveLayers([]);
    const orderIds: string[] = [];
    api.use(
      getImportLaboratoryOrderResultsMockHandler(({ params }) => {
        orderIds.push(String(params.id));
        return {
          ...getImportLaboratoryOrderResultsResponseMock(),
          order: { ...sentOrder, status: 'ResultsSent' },
          format: 'csv',
          fileError: null,
          accepted: [{ line: 2, sampleId: 'a1b2c3d4-0000-4000-8000-000000000001' }],
          refused: [
            { line: 3, sampleId: 'X-9', reason: 'Échantillon inconnu dans cette commande' },
          ],
          results: [],
        };
      }),
    );
    await renderScreen(<PrestationsPage />, { route, at });
    const section = await screen.findByRole('region', { name: 'Importer un fichier de résultats' });
    const input = within(section).getByLabelText<HTMLInputElement>('parcourez vos dossiers');
    fireEvent.change(input, {
      target: {
        files: [
          new File(['Identifiant échantillon;HAP (mg/kg)\n'], 'resultats.csv', {
            type: 'text/csv',
          }),
        ],
      },
    });
    const report = await within(section).findByRole('region', {
      name: 'Rapport d’import du fichier',
    });
    expect(
      within(report).getByText('1 ligne(s) acceptée(s), 1 ligne(s) refusée(s) (fichier CSV).'),
    ).toBeDefined();
    expect(
      await within(report).findByText('Échantillon inconnu dans cette commande'),
    ).toBeDefined();
    expect(orderIds).toEqual([sentOrder.id]);
  });
});
