import {
  getCreateCorePictureMockHandler,
  getCreateCorePictureResponseMock,
  getGetCoreInterfacesMockHandler,
  getGetCoreInterfacesResponseMock,
  getGetCoreLayersMockHandler,
  getGetCoreLayersResponseMock,
  getListCoreHistoryMockHandler,
  getListMaterialCategoriesMockHandler,
  getListMaterialCategoriesResponseMock,
  getUpdateCoreLayersMockHandler,
  getUpdateCoreMockHandler,
  getUploadCorePictureMockHandler,
} from '@chaussee/sdk/mocks';
import type { CoreLayersUpdate } from '@chaussee/sdk/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import type { CurrentUser } from '../../../shared/session/session-api.js';
import { impersonatedUser } from '../../../shared/session/testing/fake-session-api.js';
import { CoringCampaignPage } from '../cores/coring-campaign-page.js';
import {
  campaignId,
  coreNumbered,
  coringCampaign,
  serveCampaign,
  serveCores,
} from '../testing/coring-fixtures.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id';
const core = coreNumbered(1);
const at = `/coring-campaign/${campaignId}?carotte=${core.id}`;

async function openSheet(tab?: string, user?: CurrentUser) {
  serveCampaign(api, coringCampaign());
  serveCores(api, () => [core, coreNumbered(2)]);
  await renderScreen(<CoringCampaignPage />, { route, at, ...(user && { user }) });
  const dialog = await screen.findByRole('dialog', { name: 'Carotte 1' });
  if (tab !== undefined) fireEvent.click(within(dialog).getByRole('tab', { name: tab }));
  return dialog;
}

function layer(position: number) {
  const [sample] = getGetCoreLayersResponseMock().layers;
  if (sample === undefined) throw new Error('The mock gives layers');
  return { ...sample, id: `layer-${position}`, position };
}

/** Chooses `option` in the MUI select named `name` of the sheet. */
function choose(dialog: HTMLElement, name: RegExp, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]);

describe('core sheet', () => {
  it('shows the history of the core to the office, and no such tab to a customer', async () => {
    api.use(getListCoreHistoryMockHandler({ page: 1, itemsCount: 25, totalItems: 0, items: [] }));
    const dialog = await openSheet('Historique');
    expect(await within(dialog).findByText('Aucune modification enregistrée')).toBeDefined();
    cleanup();
    const customerSheet = await openSheet(undefined, impersonatedUser);
    expect(within(customerSheet).queryByRole('tab', { name: 'Historique' })).toBeNull();
    expect(within(customerSheet).getByRole('tab', { name: 'Couches' })).toBeDefined();
  });

  it('opens from the grid and is linked by the URL', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [core]);
    const { router } = await renderScreen(<CoringCampaignPage />, {
      route,
      at: `/coring-campaign/${campaignId}`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Décrire la carotte 1' }));
    await screen.findByRole('dialog', { name: 'Carotte 1' });
    expect(router.state.location.search).toBe(`?carotte=${core.id}`);
  });

  it('asks for the road and the diameter, and the abscissa with the landmark, in French', async () => {
    let updates = 0;
    api.use(
      getUpdateCoreMockHandler(() => {
        updates += 1;
        return core;
      }),
    );
    const dialog = await openSheet();
    const submit = await within(dialog).findByRole('button', { name: 'Enregistrer' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /PR \(point de repère\)/u }), {
      target: { value: 'PR 12' },
    });
    fireEvent.click(submit);
    expect((await within(dialog).findAllByText('Renseignez la route')).length).toBeGreaterThan(0);
    expect(
      within(dialog).getAllByText('Renseignez le diamètre de la carotte').length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Vous devez aussi remplir ce champ').length).toBeGreaterThan(
      0,
    );
    expect(updates).toBe(0);
  });

  it('asks the material category and the condition of a new layer', async () => {
    api.use(getGetCoreLayersMockHandler({ coreId: core.id, totalThickness: 0, layers: [] }));
    const dialog = await openSheet('Couches');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Ajouter/u }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      (await within(dialog).findAllByText('Renseignez une catégorie de matériaux')).length,
    ).toBeGreaterThan(0);
    expect(within(dialog).getAllByText("Indiquez l'état de la couche").length).toBeGreaterThan(0);
  });

  it('keeps the layers it created on the next save (their ids from the server’s answer)', async () => {
    const category = {
      id: '5d0c1f3e-8b1a-4c2d-9e3f-0a1b2c3d4e5f',
      name: 'Grave-bitume (GB)',
      layerType: null,
      organizationId: null,
    };
    const createdId = '9f8e7d6c-5b4a-4392-8a1b-0c2d3e4f5a6b';
    const sent: CoreLayersUpdate[] = [];
    api.use(
      getGetCoreLayersMockHandler({ coreId: core.id, totalThickness: 0, layers: [] }),
      getListMaterialCategoriesMockHandler({ total: 1, limit: 200, offset: 0, items: [category] }),
      getUpdateCoreLayersMockHandler(async ({ request }) => {
        const body = (await request.json()) as CoreLayersUpdate;
        sent.push(body);
        return {
          coreId: core.id,
          totalThickness: 60,
          layers: [
            {
              ...layer(1),
              id: createdId,
              name: null,
              type: 'EB',
              materialCategory: { id: category.id, name: category.name },
              otherMaterial: null,
              thickness: 60,
              condition: 'healthy_smooth',
              comment: null,
              pollutantAnalyses: [],
              samples: [],
            },
          ],
        };
      }),
    );
    const dialog = await openSheet('Couches');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Ajouter/u }));
    choose(dialog, /^Type de couche/u, 'EB – Enrobé bitumineux');
    choose(dialog, /^Catégorie de matériaux/u, category.name);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Épaisseur/u }), {
      target: { value: '60' },
    });
    choose(dialog, /^État de la couche/u, 'Saine / lisse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText('Couches enregistrées.');
    expect(sent[0]?.layers.map((each) => each.id)).toEqual([undefined]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => {
      expect(sent).toHaveLength(2);
    });
    expect(sent[1]?.layers.map((each) => each.id)).toEqual([createdId]);
  });

  it('asks before a save that would delete samples, listing them, then saves with dropSamples', async () => {
    const category = {
      id: '5d0c1f3e-8b1a-4c2d-9e3f-0a1b2c3d4e5f',
      name: 'Grave-bitume (GB)',
      layerType: null,
      organizationId: null,
    };
    const asked: string[] = [];
    api.use(
      getGetCoreLayersMockHandler({ coreId: core.id, totalThickness: 0, layers: [] }),
      getListMaterialCategoriesMockHandler({ total: 1, limit: 200, offset: 0, items: [category] }),
      getUpdateCoreLayersMockHandler(({ request }) => {
        const url = new URL(request.url);
        asked.push(url.search);
        if (url.searchParams.get('dropSamples') !== 'true') {
          return answerProblem(409, 'samples_would_be_dropped', 'The save would delete samples', {
            droppedSamples: [
              {
                layerId: 'layer-1',
                layerPosition: 1,
                layerType: 'EB',
                sampleId: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
                kind: 'core',
                codes: ['BACC'],
              },
            ],
          })();
        }
        return { coreId: core.id, totalThickness: 0, layers: [] };
      }),
    );
    const dialog = await openSheet('Couches');
    fireEvent.click(await within(dialog).findByRole('button', { name: /Ajouter/u }));
    choose(dialog, /^Type de couche/u, 'EB – Enrobé bitumineux');
    choose(dialog, /^Catégorie de matériaux/u, category.name);
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /^Épaisseur/u }), {
      target: { value: '60' },
    });
    choose(dialog, /^État de la couche/u, 'Saine / lisse');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));

    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer un échantillon ?' });
    expect(within(confirm).getByRole('listitem').textContent).toMatch(
      /^Couche 1 \(EB – Enrobé bitumineux\) : /u,
    );
    // Nothing said about a failure meanwhile: the question is the answer to the refusal.
    expect(screen.queryByText(/supprimerait des échantillons/u)).toBeNull();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Supprimer les échantillons' }));
    await screen.findByText('Couches enregistrées.');
    expect(asked).toEqual(['', '?dropSamples=true']);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
  });

  it('draws the core log to scale beside the layers form, with materials and interfaces', async () => {
    const [sampleInterface] = getGetCoreInterfacesResponseMock().interfaces;
    if (sampleInterface === undefined) throw new Error('The mock gives interfaces');
    const [sampleCategory] = getListMaterialCategoriesResponseMock().items;
    if (sampleCategory === undefined) throw new Error('The mock gives material categories');
    api.use(
      getGetCoreLayersMockHandler({
        coreId: core.id,
        totalThickness: 300,
        layers: [
          {
            ...layer(1),
            type: 'EB',
            thickness: 100,
            materialCategory: { id: 'bbsg', name: 'Béton bitumineux semi-grenu (BBSG)' },
          },
          { ...layer(2), type: 'GTLH', thickness: 200, materialCategory: null },
        ],
      }),
      getGetCoreInterfacesMockHandler({
        coreId: core.id,
        interfaces: [{ ...sampleInterface, position: 1, bondState: 'unbonded' }],
      }),
      getListMaterialCategoriesMockHandler({
        total: 1,
        limit: 200,
        offset: 0,
        items: [
          {
            ...sampleCategory,
            id: 'bbsg',
            name: 'Béton bitumineux semi-grenu (BBSG)',
            layerType: 'EB',
          },
        ],
      }),
    );
    const dialog = await openSheet('Couches');
    const log = await within(dialog).findByRole('img', {
      name: /^Log de la carotte, à l’échelle/u,
    });
    expect(log.getAttribute('aria-label')).toContain(
      '2 couches, 300 mm au total : EB 100 mm, GTLH 200 mm',
    );
    const heights = [...log.querySelectorAll('[data-layer-index] rect')].map((rect) =>
      Number(rect.getAttribute('height')),
    );
    expect(heights).toHaveLength(2);
    expect(heights[1]).toBeCloseTo(2 * (heights[0] ?? 0));
    expect(log.querySelector('[data-layer-type="EB"]')?.textContent).toContain(
      'Béton bitumineux semi-grenu (BBSG)',
    );
    // The list under the log, and the title of its line in the drawing.
    expect(await within(dialog).findAllByText('Interface à 100 mm : Décollée')).toHaveLength(2);
    expect(
      dialog.querySelector('[data-interface-position="1"]')?.getAttribute('data-bond-state'),
    ).toBe('unbonded');
  });

  it('asks the bond state of each interface between two layers', async () => {
    api.use(
      getGetCoreLayersMockHandler({
        coreId: core.id,
        totalThickness: 80,
        layers: [layer(1), layer(2)],
      }),
      getGetCoreInterfacesMockHandler({ coreId: core.id, interfaces: [] }),
    );
    const dialog = await openSheet('Interfaces');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Enregistrer' }));
    expect(
      (await within(dialog).findAllByText("Indiquez l'état de l'interface")).length,
    ).toBeGreaterThan(0);
  });

  it('refuses a PDF renamed .jpg and a picture over 1 Mo before sending, in French', async () => {
    let uploads = 0;
    api.use(
      getUploadCorePictureMockHandler(() => {
        uploads += 1;
        return { path: 'cores/picture.jpg' };
      }),
    );
    const dialog = await openSheet('Photos');
    const input = within(dialog).getByLabelText<HTMLInputElement>('parcourez vos dossiers');
    const pdf = new File([new TextEncoder().encode('%PDF-1.7 fake')], 'carotte.jpg', {
      type: 'image/jpeg',
    });
    const big = new File([JPEG, new Uint8Array(2 * 1024 * 1024)], 'grande.jpg', {
      type: 'image/jpeg',
    });
    fireEvent.change(input, { target: { files: [pdf, big] } });
    expect(await within(dialog).findByText('le fichier doit être un JPG ou un PNG')).toBeDefined();
    expect(within(dialog).getByText('le fichier ne doit pas excéder 1Mo')).toBeDefined();
    expect(uploads).toBe(0);
  });

  it('uploads a JPG and attaches it to the core', async () => {
    const attached: unknown[] = [];
    api.use(
      getUploadCorePictureMockHandler({ path: 'cores/1/photo.jpg' }),
      getCreateCorePictureMockHandler(async ({ request }) => {
        attached.push(await request.json());
        return getCreateCorePictureResponseMock();
      }),
    );
    const dialog = await openSheet('Photos');
    const input = within(dialog).getByLabelText<HTMLInputElement>('parcourez vos dossiers');
    fireEvent.change(input, {
      target: { files: [new File([JPEG], 'photo.jpg', { type: 'image/jpeg' })] },
    });
    await screen.findByText('Photo ajoutée.');
    await waitFor(() => {
      expect(attached).toEqual([{ coreId: core.id, path: 'cores/1/photo.jpg' }]);
    });
  });
});
