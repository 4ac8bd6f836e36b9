import {
  getGetCoreInterfacesMockHandler,
  getGetCoreInterfacesResponseMock,
  getGetCoreLayersMockHandler,
  getGetCoreLayersResponseMock,
  getListMaterialCategoriesMockHandler,
  getUpdateCoreInterfacesMockHandler,
  getUpdateCoreLayersMockHandler,
} from '@chaussee/sdk/mocks';
import type { CoreInterface, CoreLayer } from '@chaussee/sdk/react';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
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
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";
const category = {
  id: '5d0c1f3e-8b1a-4c2d-9e3f-0a1b2c3d4e5f',
  name: 'Grave-bitume (GB)',
  layerType: null,
  organizationId: null,
};

/** A layer the form accepts as it is, named `name`. */
function layer(position: number, name: string): CoreLayer {
  const [sample] = getGetCoreLayersResponseMock().layers;
  if (sample === undefined) throw new Error('The mock gives layers');
  return {
    ...sample,
    // The form checks a layer's id is a UUID.
    id: `9f8e7d6c-5b4a-4392-8a1b-0c2d3e4f5a6${String(position)}`,
    position,
    name,
    type: 'EB',
    materialCategory: { id: category.id, name: category.name },
    otherMaterial: null,
    thickness: 60,
    condition: 'healthy_smooth',
    comment: null,
    pollutantAnalyses: [],
    samples: [],
  };
}

function bond(comment: string): CoreInterface {
  const [sample] = getGetCoreInterfacesResponseMock().interfaces;
  if (sample === undefined) throw new Error('The mock gives interfaces');
  return { ...sample, position: 1, bondState: 'bonded', comment };
}

async function openTab(tab: string) {
  serveCampaign(api, coringCampaign());
  serveCores(api, () => [core]);
  api.use(
    getListMaterialCategoriesMockHandler({ total: 1, limit: 200, offset: 0, items: [category] }),
  );
  await renderScreen(<CoringCampaignPage />, { route, at });
  const sheet = await screen.findByRole('dialog', { name: 'Carotte 1' });
  fireEvent.click(within(sheet).getByRole('tab', { name: tab }));
  return sheet;
}

/**
 * The « Couches » and « Interfaces » tabs of the core sheet when someone else saved the core since
 * it was read (412 stale_version, issue 27: layers and interfaces share the core's version).
 */
describe('core sheet, layers: a save refused as stale', () => {
  async function saveWithName(name: string) {
    let current = [layer(1, 'avant')];
    const ifMatch: (string | null)[] = [];
    api.use(
      getGetCoreLayersMockHandler(() => ({ coreId: core.id, totalThickness: 60, layers: current })),
      getUpdateCoreLayersMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          current = [layer(1, 'de l’autre')];
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        current = [layer(1, name)];
        return { coreId: core.id, totalThickness: 60, layers: current };
      }),
    );
    const sheet = await openTab('Couches');
    const field = await within(sheet).findByRole<HTMLInputElement>('textbox', {
      name: /^Nom de la couche/u,
    });
    fireEvent.change(field, { target: { value: name } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { sheet, dialog, ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveWithName('la mienne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await waitFor(() => {
      expect(ifMatch).toHaveLength(2);
    });
    expect(ifMatch[1]).toBe('*');
    await screen.findByText('Couches enregistrées.');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });

  it('puts the layers as saved by the other person in the form on « Recharger »', async () => {
    const { dialog, ifMatch, sheet } = await saveWithName('la mienne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    await waitFor(() => {
      const field = within(sheet).getByRole<HTMLInputElement>('textbox', {
        name: /^Nom de la couche/u,
      });
      expect(field.value).toBe('de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });
});

describe('core sheet, interfaces: a save refused as stale', () => {
  async function saveWithComment(comment: string) {
    let current = [bond('avant')];
    const ifMatch: (string | null)[] = [];
    api.use(
      getGetCoreLayersMockHandler({
        coreId: core.id,
        totalThickness: 120,
        layers: [layer(1, 'haut'), layer(2, 'bas')],
      }),
      getGetCoreInterfacesMockHandler(() => ({ coreId: core.id, interfaces: current })),
      getUpdateCoreInterfacesMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          current = [bond('de l’autre')];
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        current = [bond(comment)];
        return { coreId: core.id, interfaces: current };
      }),
    );
    const sheet = await openTab('Interfaces');
    const field = await within(sheet).findByRole<HTMLInputElement>('textbox', {
      name: /Commentaire/u,
    });
    fireEvent.change(field, { target: { value: comment } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { sheet, dialog, ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveWithComment('la mienne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await waitFor(() => {
      expect(ifMatch).toHaveLength(2);
    });
    expect(ifMatch[1]).toBe('*');
    await screen.findByText('Interfaces enregistrées.');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });

  it('puts the interfaces as saved by the other person in the form on « Recharger »', async () => {
    const { dialog, ifMatch, sheet } = await saveWithComment('la mienne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    await waitFor(() => {
      const field = within(sheet).getByRole<HTMLInputElement>('textbox', { name: /Commentaire/u });
      expect(field.value).toBe('de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });
});
