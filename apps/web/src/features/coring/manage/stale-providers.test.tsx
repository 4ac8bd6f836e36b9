import {
  getListProvidersMockHandler,
  getSetCoringCampaignPrestationsAndProvidersMockHandler,
} from '@chaussee/sdk/mocks';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { campaignId, coringCampaign, serveCampaign } from '../testing/coring-fixtures.js';
import { ManagePage } from './manage-page.js';

const api = setUpMockApi();
const route = '/campaign/:id/manage';
const at = `/campaign/${campaignId}/manage`;
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/**
 * The providers and prestations are part of the campaign as read (issue 27): saved over a
 * campaign someone else changed since, the section asks to reload or to overwrite.
 */
describe('providers and prestations: a save refused as stale', () => {
  async function saveStale() {
    let reads = 0;
    serveCampaign(api, () => {
      reads += 1;
      return coringCampaign({ providers: [], prestations: [] });
    });
    api.use(getListProvidersMockHandler({ total: 0, limit: 200, offset: 0, items: [] }));
    const ifMatch: (string | null)[] = [];
    api.use(
      getSetCoringCampaignPrestationsAndProvidersMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        return coringCampaign({ providers: [], prestations: [] });
      }),
    );
    await renderScreen(<ManagePage />, { route, at });
    const section = await screen.findByRole('region', { name: 'Prestataires et prestations' });
    fireEvent.click(await within(section).findByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { dialog, ifMatch, section, readsBefore: reads, reads: () => reads };
  }

  it('reads the campaign again on « Recharger », without saving', async () => {
    const { dialog, ifMatch, section, readsBefore, reads } = await saveStale();
    // The dialog tells it; the form does not repeat it.
    expect(within(section).queryByText(serverMessages.staleVersion)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    expect(reads()).toBeGreaterThan(readsBefore);
    expect(ifMatch).toHaveLength(1);
  });

  it('saves over the other change on « Écraser » (If-Match: *)', async () => {
    const { dialog, ifMatch } = await saveStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    expect(await screen.findByText('Prestataires et prestations enregistrés.')).toBeDefined();
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
  });
});
