import {
  getListWorkspaceRoadsMockHandler,
  getListWorkspaceRoadsResponseMock,
  getUpdateCoreMockHandler,
} from '@chaussee/sdk/mocks';
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
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/**
 * The core sheet when someone else saved the core since it was read (412 stale_version, issue
 * 27): the shared dialog offers to reload (the edits are lost) or to overwrite (If-Match: *).
 */
describe('core sheet: a save refused as stale', () => {
  const [sampleRoad] = getListWorkspaceRoadsResponseMock().items;
  if (sampleRoad === undefined) throw new Error('The mock gives roads');
  const road = { ...sampleRoad, name: 'RD 12' };
  const saved = coreNumbered(1, { roadId: road.id, road, diameter: 100, note: 'avant' });

  async function saveWithNote(note: string) {
    api.use(getListWorkspaceRoadsMockHandler({ total: 1, limit: 200, offset: 0, items: [road] }));
    serveCampaign(api, coringCampaign());
    let current = saved;
    serveCores(api, () => [current]);
    const ifMatch: (string | null)[] = [];
    api.use(
      getUpdateCoreMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          // Someone else saved meanwhile.
          current = { ...saved, note: 'de l’autre' };
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        current = { ...saved, note };
        return current;
      }),
    );
    await renderScreen(<CoringCampaignPage />, {
      route,
      at: `/coring-campaign/${campaignId}?carotte=${saved.id}`,
    });
    const sheet = await screen.findByRole('dialog', { name: 'Carotte 1' });
    const field = await within(sheet).findByRole<HTMLInputElement>('textbox', {
      name: /Remarque|Note/u,
    });
    fireEvent.change(field, { target: { value: note } });
    fireEvent.click(within(sheet).getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { sheet, dialog, ifMatch, field };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveWithNote('la mienne');
    expect(within(dialog).getByText(/vos modifications non enregistrées seront perdues/u));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await waitFor(() => {
      expect(ifMatch).toHaveLength(2);
    });
    expect(ifMatch[1]).toBe('*');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });

  it('shows the core as saved by the other person on « Recharger », without sending again', async () => {
    const { dialog, ifMatch, sheet } = await saveWithNote('la mienne');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    const field = await within(sheet).findByRole<HTMLInputElement>('textbox', {
      name: /Remarque|Note/u,
    });
    await waitFor(() => {
      expect(field.value).toBe('de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });
});
