import {
  getGetCoringCampaignMockHandler,
  getUpdateCoringCampaignStatusMockHandler,
  getValidateCampaignCoresMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { impersonatedUser } from '../../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import { CoringCampaignPage } from '../cores/coring-campaign-page.js';
import {
  campaignId,
  coringCampaign,
  serveCampaign,
  serveCores,
} from '../testing/coring-fixtures.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id';
const at = `/coring-campaign/${campaignId}`;

describe('coring campaign header', () => {
  it('shows name, reference and the French status, with the staff actions for an admin', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => []);
    await renderScreen(<CoringCampaignPage />, { route, at });
    expect(await screen.findByRole('heading', { name: 'Carottage RD 12', level: 1 })).toBeDefined();
    expect(screen.getByText('Réf. CH-2025-0012')).toBeDefined();
    expect(screen.getByText('En attente de validation')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Changer le statut' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Valider les carottes' })).toBeDefined();
    // The cores' section (its grid's code loads apart from the header) brings its own action.
    expect(await screen.findByRole('button', { name: 'Ajouter une carotte' })).toBeDefined();
    expect(screen.getByRole('switch', { name: 'Accès client' })).toBeDefined();
    const navigation = screen.getByRole('navigation', { name: 'Pages de la campagne' });
    expect(within(navigation).getByRole('tab', { name: 'Préparation' })).toBeDefined();
  });

  it('shows a customer the campaign without the staff actions', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => []);
    await renderScreen(<CoringCampaignPage />, { route, at, user: impersonatedUser });
    await screen.findByRole('heading', { name: 'Carottage RD 12', level: 1 });
    // Once the cores' section is there too (its grid's code loads apart from the header).
    await screen.findByRole('region', { name: 'Carottes de la campagne' });
    for (const name of ['Changer le statut', 'Valider les carottes', 'Ajouter une carotte']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(screen.queryByRole('switch', { name: 'Accès client' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Préparation' })).toBeNull();
  });

  it('tells a non-member in French that they are not assigned', async () => {
    api.use(
      getGetCoringCampaignMockHandler(
        answerProblem(403, 'not_member', 'Only members can view campaign'),
      ),
    );
    serveCores(api, () => []);
    await renderScreen(<CoringCampaignPage />, { route, at });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Vous n'êtes pas affecté à ce projet ou à cette campagne.",
    );
  });
});

describe('validate cores button', () => {
  it('is disabled while the cores are not valid, with why', async () => {
    serveCampaign(api, coringCampaign({ status: 'awaiting_validation', coresValid: false }));
    serveCores(api, () => []);
    await renderScreen(<CoringCampaignPage />, { route, at });
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Valider les carottes',
    });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).not.toBeNull();
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Toutes les carottes doivent être renseignées (aucune carotte vide).');
  });

  it('validates the cores when the rule holds', async () => {
    let campaign = coringCampaign({ status: 'taken', coresValid: true });
    serveCampaign(api, () => campaign);
    serveCores(api, () => []);
    let calls = 0;
    api.use(
      getValidateCampaignCoresMockHandler(() => {
        calls += 1;
        campaign = { ...campaign, status: 'taking_validated', coresValid: false };
        return campaign;
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const button = await screen.findByRole<HTMLButtonElement>('button', {
      name: 'Valider les carottes',
    });
    expect(button.disabled).toBe(false);
    fireEvent.click(button);
    await screen.findByText('Carottes validées.');
    expect(calls).toBe(1);
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Valider les carottes' })).toBeNull();
    });
    expect(screen.getAllByText('Prélèvement validé').length).toBeGreaterThan(0);
  });

  it('is not offered outside awaiting validation and taken', async () => {
    serveCampaign(api, coringCampaign({ status: 'preparing', coresValid: true }));
    serveCores(api, () => []);
    await renderScreen(<CoringCampaignPage />, { route, at });
    await screen.findByRole('heading', { name: 'Carottage RD 12', level: 1 });
    expect(screen.queryByRole('button', { name: 'Valider les carottes' })).toBeNull();
  });
});

describe('status menu', () => {
  it('offers the lifecycle moves, blocked ones disabled with why', async () => {
    serveCampaign(api, coringCampaign({ status: 'awaiting_validation', coresValid: false }));
    serveCores(api, () => []);
    await renderScreen(<CoringCampaignPage />, { route, at });
    fireEvent.click(await screen.findByRole('button', { name: 'Changer le statut' }));
    const blocked = screen.getByRole('menuitem', { name: /Passer à « Programmation validée »/u });
    expect(blocked.getAttribute('aria-disabled')).toBe('true');
    expect(blocked.textContent).toContain('Les carottes ne sont pas valides');
    expect(screen.getByRole('menuitem', { name: /Passer à « En préparation »/u })).toBeDefined();
  });

  it('asks before cancelling the campaign, then sends the new status', async () => {
    serveCampaign(api, coringCampaign({ status: 'preparing' }));
    serveCores(api, () => []);
    const bodies: unknown[] = [];
    api.use(
      getUpdateCoringCampaignStatusMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return coringCampaign({ status: 'cancelled' });
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    fireEvent.click(await screen.findByRole('button', { name: 'Changer le statut' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Passer à « Annulée »/u }));
    const dialog = screen.getByRole('alertdialog', { name: 'Passer la campagne à « Annulée » ?' });
    expect(bodies).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await screen.findByText('Statut de la campagne : Annulée.');
    expect(bodies).toEqual([{ status: 'cancelled' }]);
  });
});
