import {
  getAddCampaignMemberMockHandler,
  getGetCampaignMockHandler,
  getGetCampaignResponseMock,
  getListCampaignMembershipsMockHandler,
  getListCampaignMembershipsResponseMock,
  getUpdateCampaignMemberMockHandler,
  getUpdateCoringCampaignMockHandler,
} from '@chaussee/sdk/mocks';
import type { Member } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { campaignId, coringCampaign, serveCampaign } from '../testing/coring-fixtures.js';
import { AdministrationPage } from './administration-page.js';

const api = setUpMockApi();
const route = '/admin/campaigns/:id';
const at = `/admin/campaigns/${campaignId}`;

function member(values: Partial<Member> = {}): Member {
  const [sample] = getListCampaignMembershipsResponseMock().items;
  if (sample === undefined) throw new Error('The mock gives members');
  return {
    ...sample,
    user: { ...sample.user, firstName: 'Jeanne', lastName: 'Dupont', email: 'jeanne@example.fr' },
    isTeamMember: false,
    isDiffused: false,
    isMainCustomer: false,
    ...values,
  };
}

function serveAdministration(members: Member[]) {
  const campaign = coringCampaign({ technicians: [] });
  api.use(
    getGetCampaignMockHandler({ ...getGetCampaignResponseMock(), id: campaignId, type: 'coring' }),
  );
  serveCampaign(api, campaign);
  api.use(
    getListCampaignMembershipsMockHandler({
      total: members.length,
      limit: 200,
      offset: 0,
      items: members,
    }),
  );
  return campaign;
}

describe('campaign administration', () => {
  it('edits the campaign from the contract form, prefilled', async () => {
    serveAdministration([]);
    const bodies: unknown[] = [];
    api.use(
      getUpdateCoringCampaignMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return coringCampaign();
      }),
    );
    await renderScreen(<AdministrationPage />, { route, at });
    const section = await screen.findByRole('region', { name: 'Informations de la campagne' });
    const name = await within(section).findByRole<HTMLInputElement>('textbox', {
      name: /Nom de la campagne/u,
    });
    expect(name.value).toBe('Carottage RD 12');
    fireEvent.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(
      (await within(section).findAllByText('Au moins 1 technicien requis')).length,
    ).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
  });

  it('shows the campaign’s dates in French (dd/mm/yyyy) in a date picker whose weeks start on Monday', async () => {
    serveAdministration([]);
    serveCampaign(
      api,
      coringCampaign({ technicians: [], startDate: '2026-03-02', endDate: '2026-04-17' }),
    );
    await renderScreen(<AdministrationPage />, { route, at });
    const section = await screen.findByRole('region', { name: 'Informations de la campagne' });
    const start = await within(section).findByRole('group', { name: /Date de début/u });
    // 2 March 2026, never 03/02/2026 (the browser's English input did that).
    await waitFor(() => {
      expect(start.textContent.replaceAll(/[\u2066-\u2069]/gu, '')).toContain('02/03/2026');
    });
    const end = within(section).getByRole('group', { name: /Date de fin/u });
    expect(end.textContent.replaceAll(/[\u2066-\u2069]/gu, '')).toContain('17/04/2026');
    const [openStart] = within(section).getAllByRole('button', { name: /^Choisir la date/u });
    if (openStart === undefined) throw new Error('The start date has a calendar button');
    fireEvent.click(openStart);
    const picker = await screen.findByRole('dialog');
    const calendar = within(picker).getByRole('grid');
    const weekdays = within(calendar)
      .getAllByRole('columnheader')
      .map((day) => day.getAttribute('aria-label'));
    expect(weekdays[0]).toBe('lundi');
    expect(weekdays[6]).toBe('dimanche');
    expect(within(picker).getByText('mars 2026')).toBeDefined();
  });

  it('switches a member’s diffusion at once', async () => {
    const jeanne = member();
    serveAdministration([jeanne]);
    const bodies: unknown[] = [];
    api.use(
      getUpdateCampaignMemberMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { ...jeanne, isDiffused: true };
      }),
    );
    await renderScreen(<AdministrationPage />, { route, at });
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Diffusion : Jeanne Dupont',
    });
    fireEvent.click(toggle);
    await waitFor(() => {
      expect(bodies).toEqual([{ isTeamMember: false, isDiffused: true, isMainCustomer: false }]);
    });
  });

  it('puts a refused switch back with a French toast', async () => {
    serveAdministration([member()]);
    api.use(getUpdateCampaignMemberMockHandler(answerProblem(409, 'conflict', 'Conflict')));
    await renderScreen(<AdministrationPage />, { route, at });
    const toggle = await screen.findByRole<HTMLInputElement>('switch', {
      name: 'Client principal : Jeanne Dupont',
    });
    fireEvent.click(toggle);
    expect(await screen.findByText(/^La modification n’a pas été enregistrée\./u)).toBeDefined();
    await waitFor(() => {
      expect(
        screen.getByRole<HTMLInputElement>('switch', { name: 'Client principal : Jeanne Dupont' })
          .checked,
      ).toBe(false);
    });
  });

  it('adds a member with their flags', async () => {
    serveAdministration([]);
    const added: string[] = [];
    api.use(
      getAddCampaignMemberMockHandler(({ params }) => {
        added.push(String(params.userId));
        return member();
      }),
    );
    await renderScreen(<AdministrationPage />, { route, at });
    fireEvent.click(await screen.findByRole('button', { name: 'Ajouter un membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un membre à la campagne' });
    fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: /Utilisateur/u }));
    const options = await screen.findAllByRole('option');
    fireEvent.click(options[1] ?? dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText('Membre ajouté.');
    expect(added).toHaveLength(1);
  });
});
