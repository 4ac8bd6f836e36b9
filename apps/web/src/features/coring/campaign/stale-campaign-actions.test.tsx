import {
  getUpdateCoringCampaignCustomerAccessMockHandler,
  getUpdateCoringCampaignStatusMockHandler,
} from '@chaussee/sdk/mocks';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/**
 * The customer switches and the status moves of a coring campaign are writes of the campaign
 * (issue 27): one refused because someone else changed the campaign since it was read asks to
 * reload or overwrite.
 */
describe('customer switches: a switch refused as stale', () => {
  async function switchAccessStale() {
    let current = coringCampaign({ hasCustomerAccess: false, name: 'Carottage RD 12' });
    serveCampaign(api, () => current);
    serveCores(api, () => []);
    const ifMatch: (string | null)[] = [];
    api.use(
      getUpdateCoringCampaignCustomerAccessMockHandler(async ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          // Someone else renamed the campaign meanwhile.
          current = { ...current, name: 'Carottage RD 12 (renommée)' };
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        const body = (await request.json()) as { hasCustomerAccess: boolean };
        current = { ...current, hasCustomerAccess: body.hasCustomerAccess };
        return current;
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    fireEvent.click(await screen.findByRole('switch', { name: 'Accès client' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { dialog, ifMatch };
  }

  it('shows the campaign as it is now on « Recharger », without switching', async () => {
    const { dialog, ifMatch } = await switchAccessStale();
    // The dialog tells it: no toast besides.
    expect(screen.queryByText(serverMessages.staleVersion)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    expect(
      await screen.findByRole('heading', { name: 'Carottage RD 12 (renommée)', level: 1 }),
    ).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
    expect(ifMatch).toHaveLength(1);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Accès client' }).checked).toBe(
      false,
    );
  });

  it('switches over the other change on « Écraser » (If-Match: *)', async () => {
    const { dialog, ifMatch } = await switchAccessStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await waitFor(() => {
      expect(ifMatch).toHaveLength(2);
    });
    expect(ifMatch[1]).toBe('*');
    await waitFor(() => {
      expect(screen.getByRole<HTMLInputElement>('switch', { name: 'Accès client' }).checked).toBe(
        true,
      );
    });
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });
});

describe('status menu: a move refused as stale', () => {
  async function cancelStale() {
    let current = coringCampaign({ status: 'preparing' });
    serveCampaign(api, () => current);
    serveCores(api, () => []);
    const ifMatch: (string | null)[] = [];
    api.use(
      getUpdateCoringCampaignStatusMockHandler(async ({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          current = { ...current, name: 'Carottage RD 12 (renommée)' };
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        const body = (await request.json()) as { status: 'cancelled' };
        current = { ...current, status: body.status };
        return current;
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    fireEvent.click(await screen.findByRole('button', { name: 'Changer le statut' }));
    fireEvent.click(screen.getByRole('menuitem', { name: /Passer à « Annulée »/u }));
    const confirm = screen.getByRole('alertdialog', { name: 'Passer la campagne à « Annulée » ?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirmer' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    // The confirmation gives way: one dialog at a time.
    expect(
      screen.queryByRole('alertdialog', { name: 'Passer la campagne à « Annulée » ?' }),
    ).toBeNull();
    return { dialog, ifMatch };
  }

  it('shows the campaign as it is now on « Recharger », without moving it', async () => {
    const { dialog, ifMatch } = await cancelStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    expect(
      await screen.findByRole('heading', { name: 'Carottage RD 12 (renommée)', level: 1 }),
    ).toBeDefined();
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(ifMatch).toHaveLength(1);
  });

  it('moves it anyway on « Écraser » (If-Match: *)', async () => {
    const { dialog, ifMatch } = await cancelStale();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Statut de la campagne : Annulée.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
  });
});
