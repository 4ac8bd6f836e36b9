import { getListBinItemsMockHandler, getRestoreBinItemMockHandler } from '@chaussee/sdk/mocks';
import type { BinItem } from '@chaussee/sdk/react';
import { problemMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { BinPage } from './bin-page.js';
import { daysLeftBefore } from './days-left.js';

const api = setUpMockApi();
const route = '/admin/bin';
const CORE_ID = '0a0a0a0a-0000-4000-8000-00000000000a';
const DAY = 24 * 60 * 60 * 1000;

function itemOf(values: Partial<BinItem> = {}): BinItem {
  const deletedAt = new Date(Date.now() - 2 * DAY);
  return {
    kind: 'core',
    id: CORE_ID,
    name: 'C12',
    parent: 'Carottage RD 1075',
    deletedAt: deletedAt.toISOString(),
    deletedBy: 'Sandrine Admin',
    purgeAt: new Date(deletedAt.getTime() + 30 * DAY).toISOString(),
    ...values,
  };
}

function serve(items: BinItem[]) {
  api.use(getListBinItemsMockHandler({ total: items.length, limit: 200, offset: 0, items }));
}

async function grid() {
  return screen.findByRole('region', { name: 'Éléments de la corbeille' });
}

describe('the bin (« Corbeille »)', () => {
  it('lists what was deleted: kind, name, place, author and the days left before the purge', async () => {
    serve([
      itemOf(),
      itemOf({
        kind: 'workspace',
        id: CORE_ID.replace('a', 'b'),
        name: 'RD 1075',
        parent: null,
        deletedBy: null,
      }),
    ]);
    await renderScreen(<BinPage />, { route, at: route });
    const table = await grid();
    await within(table).findByText('C12');
    for (const header of ['Type', 'Nom', 'Emplacement', 'Supprimé le', 'Par', 'Jours restants']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeDefined();
    }
    expect(within(table).getByText('Carotte')).toBeDefined();
    expect(within(table).getByText('Espace de travail')).toBeDefined();
    expect(within(table).getAllByText('28 jours')).toHaveLength(2);
    expect(within(table).getByText('Compte supprimé')).toBeDefined();
    expect(screen.getByText(/restent ici 30 jours/)).toBeDefined();
  });

  it('says so when the bin is empty', async () => {
    serve([]);
    await renderScreen(<BinPage />, { route, at: route });
    expect(await within(await grid()).findByText('La corbeille est vide.')).toBeDefined();
  });

  it('restores an item after a confirmation, and shows the server’s French refusal', async () => {
    serve([itemOf()]);
    const restored: string[] = [];
    api.use(
      getRestoreBinItemMockHandler(({ params }) => {
        restored.push(`${String(params.kind)}/${String(params.id)}`);
      }),
    );
    await renderScreen(<BinPage />, { route, at: route });
    const table = await grid();
    fireEvent.click(await within(table).findByRole('button', { name: 'Restaurer C12' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restaurer cet élément ?' });
    expect(restored).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restaurer' }));
    await waitFor(() => {
      expect(restored).toEqual([`core/${CORE_ID}`]);
    });

    const refusal =
      'La campagne « Carottage RD 1075 » est elle aussi dans la corbeille : restaurez-la d’abord.';
    api.use(getRestoreBinItemMockHandler(answerProblem(409, 'bin_parent_binned', refusal)));
    fireEvent.click(await within(table).findByRole('button', { name: 'Restaurer C12' }));
    const again = await screen.findByRole('dialog', { name: 'Restaurer cet élément ?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Restaurer' }));
    expect(await within(again).findByText(refusal)).toBeDefined();
    expect(problemMessages.bin_parent_binned).not.toBe(refusal);
  });

  it('counts the days left rounded up, and none once the date has passed', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(daysLeftBefore('2026-03-02T11:00:00Z', now)).toBe(1);
    expect(daysLeftBefore('2026-03-31T12:00:00Z', now)).toBe(30);
    expect(daysLeftBefore('2026-02-28T12:00:00Z', now)).toBe(0);
  });
});
