import {
  getGetCampaignMockHandler,
  getGetCampaignResponseMock,
  getListCampaignMembershipsMockHandler,
  getUpdateCoringCampaignMockHandler,
} from '@chaussee/sdk/mocks';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { campaignId, coringCampaign, serveCampaign } from '../testing/coring-fixtures.js';
import { AdministrationPage } from './administration-page.js';

const api = setUpMockApi();
const route = '/admin/campaigns/:id';
const at = `/admin/campaigns/${campaignId}`;
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/** The campaign form when someone else saved the campaign since it was read (412, issue 27). */
describe('campaign form: a save refused as stale', () => {
  async function saveWithName(name: string) {
    const person = {
      id: '2b7f0c1e-4d5a-4e6b-8c7d-9e0f1a2b3c4d',
      email: 'jeanne.dupont@example.fr',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      job: null,
      roles: ['ROLE_NEXTROAD_USER' as const],
      profilePicturePath: null,
    };
    // A campaign the form accepts as it is: an engineer and a technician.
    const saved = coringCampaign({
      engineer: person,
      studyManager: null,
      technicians: [person],
      startDate: null,
      endDate: null,
      customerReference: null,
      description: null,
    });
    let current = saved;
    api.use(
      getGetCampaignMockHandler({
        ...getGetCampaignResponseMock(),
        id: campaignId,
        type: 'coring',
      }),
      getListCampaignMembershipsMockHandler({ total: 0, limit: 200, offset: 0, items: [] }),
    );
    serveCampaign(api, () => current);
    const ifMatch: (string | null)[] = [];
    api.use(
      getUpdateCoringCampaignMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          current = { ...saved, name: 'Nom de l’autre' };
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        current = { ...saved, name };
        return current;
      }),
    );
    await renderScreen(<AdministrationPage />, { route, at });
    const section = await screen.findByRole('region', { name: 'Informations de la campagne' });
    const field = await within(section).findByRole<HTMLInputElement>('textbox', {
      name: /Nom de la campagne/u,
    });
    fireEvent.change(field, { target: { value: name } });
    fireEvent.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { section, dialog, ifMatch };
  }

  it('overwrites with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await saveWithName('Mon nom');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await waitFor(() => {
      expect(ifMatch).toHaveLength(2);
    });
    expect(ifMatch[1]).toBe('*');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });

  it('puts the campaign as saved by the other person in the form on « Recharger »', async () => {
    const { dialog, ifMatch, section } = await saveWithName('Mon nom');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    const field = within(section).getByRole<HTMLInputElement>('textbox', {
      name: /Nom de la campagne/u,
    });
    await waitFor(() => {
      expect(field.value).toBe('Nom de l’autre');
    });
    expect(ifMatch).toHaveLength(1);
  });

  it('closes on « Annuler » and keeps the edits', async () => {
    const { dialog, section } = await saveWithName('Mon nom');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    const field = within(section).getByRole<HTMLInputElement>('textbox', {
      name: /Nom de la campagne/u,
    });
    expect(field.value).toBe('Mon nom');
  });
});
