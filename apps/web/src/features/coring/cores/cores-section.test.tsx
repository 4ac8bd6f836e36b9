import {
  getCreateCoreMockHandler,
  getCreateCoreResponseMock,
  getDeleteCoreMockHandler,
  getGetCoreMockHandler,
  getListWorkspaceRoadsMockHandler,
  getPatchCoreMockHandler,
  getPatchCoreResponseMock,
} from '@chaussee/sdk/mocks';
import type { Core } from '@chaussee/sdk/react';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../../shared/session/testing/fake-session-api.js';
import { answerProblem, answerVersioned, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  campaignId,
  coreNumbered,
  coresNumbered,
  coringCampaign,
  serveCampaign,
  serveCores,
  servePagedCores,
  workspaceId,
  type AskedPage,
} from '../testing/coring-fixtures.js';
import { coreColumns } from './core-columns.js';
import { CoringCampaignPage } from './coring-campaign-page.js';
import { SECOND_PAGE_SIZE } from './use-campaign-cores.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id';
const at = `/coring-campaign/${campaignId}`;
const road = { id: '9f8e7d6c-5b4a-4392-8a1b-0c9d8e7f6a5b', name: 'RD 12', workspaceId };

function grid() {
  return screen.findByRole('region', { name: 'Carottes de la campagne' });
}

/** The display names of the grid's rows, top to bottom. */
function shownCores(region: HTMLElement): string[] {
  return within(region)
    .getAllByRole('button', { name: /^Décrire la carotte / })
    .map((button) => (button.getAttribute('aria-label') ?? '').replace('Décrire la carotte ', ''));
}

describe('cores of a coring campaign', () => {
  it('opens the structural synoptic from the grid', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1)]);
    await renderScreen(<CoringCampaignPage />, { route, at });
    await grid();
    expect(screen.getByRole('link', { name: 'Voir sur le synoptique' }).getAttribute('href')).toBe(
      `/coring-campaign/${campaignId}/structural-synoptic`,
    );
  });

  it('lists the cores in the order of spec section 4', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [
      coreNumbered(3, { displayName: 'CA-3', displayNamePrefix: { id: 'p', name: 'CA-' } }),
      coreNumbered(2, { displayName: '2' }),
      coreNumbered(1, { displayName: '1' }),
    ]);
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    await within(region).findByRole('button', { name: 'Décrire la carotte CA-3' });
    expect(shownCores(region)).toEqual(['1', '2', 'CA-3']);
    expect(
      screen.getByRole('heading', { name: 'Carottes de la campagne · 3 carottes' }),
    ).toBeDefined();
  });

  it('shows the first cores at once, the next ones as their pages arrive; adding waits for them all', async () => {
    serveCampaign(api, coringCampaign());
    let openLaterPages: () => void = () => undefined;
    const laterPages = new Promise<void>((resolve) => {
      openLaterPages = resolve;
    });
    servePagedCores(api, () => coresNumbered(250), {
      hold: ({ offset }) => (offset === 0 ? undefined : laterPages),
    });
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    await within(region).findByRole('button', { name: 'Décrire la carotte 1' });
    // The count comes with the first page; the grid says it is still loading the others.
    expect(
      screen.getByRole('heading', { name: 'Carottes de la campagne · 250 carottes' }),
    ).toBeDefined();
    expect(region.getAttribute('aria-busy')).toBe('true');
    expect(within(region).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('20');
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Ajouter une carotte' }).disabled,
    ).toBe(true);
    openLaterPages();
    await waitFor(() => {
      expect(region.getAttribute('aria-busy')).toBe('false');
    });
    expect(within(region).queryByRole('progressbar')).toBeNull();
    expect(
      screen.getByRole<HTMLButtonElement>('button', { name: 'Ajouter une carotte' }).disabled,
    ).toBe(false);
  });

  it('adds a core with the next number and the fields of the last core with a road', async () => {
    serveCampaign(api, coringCampaign());
    api.use(getListWorkspaceRoadsMockHandler({ total: 1, limit: 200, offset: 0, items: [road] }));
    serveCores(api, () => [
      coreNumbered(1, {
        roadId: road.id,
        road,
        direction: 'Sens 1',
        lane: 'Voie lente',
        diameter: 150,
      }),
      coreNumbered(2),
    ]);
    const bodies: unknown[] = [];
    api.use(
      getCreateCoreMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getCreateCoreResponseMock({ number: 3 });
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    await within(await grid()).findByRole('button', { name: 'Décrire la carotte 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carotte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle carotte n° 3' });
    await within(dialog).findByText(/Pré-rempli avec la route.*carotte n° 1\./u);
    expect(within(dialog).getByRole('combobox', { name: /Route/u }).textContent).toContain('RD 12');
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Voie/u }).value).toBe(
      'Voie lente',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ajouter la carotte' }));
    await screen.findByText('Carotte n° 3 ajoutée.');
    expect(bodies).toEqual([
      expect.objectContaining({
        campaignId,
        roadId: road.id,
        direction: 'Sens 1',
        lane: 'Voie lente',
        diameter: 150,
      }),
    ]);
  });

  it('shows an added core at once, while the list is read again in the background', async () => {
    serveCampaign(api, coringCampaign());
    let reads = 0;
    const readAgain = new Promise<void>(() => undefined);
    servePagedCores(api, () => [coreNumbered(1), coreNumbered(2)], {
      // The list read again after the addition never answers in this test. A read asks its
      // first page (offset 0) with the second one.
      hold: (page) => {
        if (page.offset === 0) reads += 1;
        return reads === 1 ? undefined : readAgain;
      },
    });
    api.use(
      getCreateCoreMockHandler(() => ({ ...coreNumbered(3), id: getCreateCoreResponseMock().id })),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    await within(region).findByRole('button', { name: 'Décrire la carotte 2' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carotte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle carotte n° 3' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Ajouter la carotte' }));
    await screen.findByText('Carotte n° 3 ajoutée.');
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Nouvelle carotte n° 3' })).toBeNull();
    });
    expect(shownCores(region)).toEqual(['1', '2', '3']);
    expect(
      screen.getByRole('heading', { name: 'Carottes de la campagne · 3 carottes' }),
    ).toBeDefined();
    expect(reads).toBe(2);
  });

  it('names the core it pre-fills from: the last one with a road, not the first on that road', async () => {
    serveCampaign(api, coringCampaign());
    api.use(getListWorkspaceRoadsMockHandler({ total: 1, limit: 200, offset: 0, items: [road] }));
    serveCores(api, () => [
      coreNumbered(1, { roadId: road.id, road, lane: 'Voie lente', diameter: 150 }),
      coreNumbered(120, {
        displayName: 'CA-120',
        displayNamePrefix: { id: 'p', name: 'CA-' },
        roadId: road.id,
        road,
        lane: 'Voie rapide',
        diameter: 100,
      }),
      coreNumbered(121),
    ]);
    await renderScreen(<CoringCampaignPage />, { route, at });
    await within(await grid()).findByRole('button', { name: 'Décrire la carotte 121' });
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carotte' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle carotte n° 122' });
    await within(dialog).findByText(
      'Pré-rempli avec la route, la ville, le sens, la voie, la position, la structure et le diamètre de la carotte n° 120 (CA-120).',
    );
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: /Voie/u }).value).toBe(
      'Voie rapide',
    );
  });

  it.each([
    ['a double click on its row', (cell: HTMLElement) => fireEvent.doubleClick(cell)],
    [
      'Enter on one of its cells',
      (cell: HTMLElement) => {
        cell.focus();
        fireEvent.keyDown(cell, { key: 'Enter', code: 'Enter' });
      },
    ],
  ])('opens the sheet of a core with %s', async (_how, open) => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1), coreNumbered(2, { displayName: 'CA-2' })]);
    const { router } = await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    await within(region).findByRole('button', { name: 'Décrire la carotte CA-2' });
    // A cell of the second core among the grid's scrolling columns (not the pinned actions).
    const rowIndex = within(region)
      .getByRole('button', { name: 'Décrire la carotte CA-2' })
      .closest('[row-index]')
      ?.getAttribute('row-index');
    const cell = [
      ...region.querySelectorAll<HTMLElement>(`[row-index="${rowIndex ?? ''}"] [col-id]`),
    ].find((candidate) => candidate.getAttribute('col-id') !== 'actions');
    if (!cell) throw new Error('The grid shows the second core');
    open(cell);
    expect(await screen.findByRole('dialog', { name: /CA-2/u })).toBeDefined();
    expect(router.state.location.search).toBe(`?carotte=${coreNumbered(2).id}`);
  });

  it('keeps the way to a core’s sheet in view: the actions column is pinned on the right', () => {
    // AG Grid lays no column out in happy-dom; the browser test checks it on screen at 1440 px.
    expect(coreColumns.find((column) => column.colId === 'actions')?.pinned).toBe('right');
  });

  it('deletes a core after confirmation and shows the renumbering at once', async () => {
    serveCampaign(api, coringCampaign());
    let cores: Core[] = [1, 2, 3].map((number) => coreNumbered(number));
    serveCores(api, () => cores);
    const deleted: string[] = [];
    let answerDeletion: () => void = () => undefined;
    api.use(
      getDeleteCoreMockHandler(async ({ request }) => {
        deleted.push(request.url);
        // The server answers only when the test says so: the grid must not wait for it.
        await new Promise<void>((resolve) => {
          answerDeletion = resolve;
        });
        cores = [coreNumbered(1), { ...coreNumbered(3), number: 2, displayName: '2' }];
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    fireEvent.click(await within(region).findByRole('button', { name: 'Supprimer la carotte 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la carotte 2 ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => {
      expect(shownCores(region)).toEqual(['1', '2']);
    });
    expect(deleted).toHaveLength(1);
    expect(new URL(deleted[0] ?? '').searchParams.get('force')).toBe('true');
    answerDeletion();
    await screen.findByText('Carotte 2 supprimée.');
  });

  it('edits a simple field in place, shown before the server answers', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1, { lane: 'Voie lente' })]);
    const bodies: unknown[] = [];
    let answerPatch: () => void = () => undefined;
    api.use(
      getPatchCoreMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        await new Promise<void>((resolve) => {
          answerPatch = resolve;
        });
        return getPatchCoreResponseMock();
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    const cell = () =>
      within(region).getByRole('button', { name: 'Voie rapide, modifier Voie de la carotte 1' });
    fireEvent.click(
      await within(region).findByRole('button', {
        name: 'Voie lente, modifier Voie de la carotte 1',
      }),
    );
    const input = within(region).getByRole('textbox', { name: 'Modifier Voie de la carotte 1' });
    fireEvent.change(input, { target: { value: 'Voie rapide' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => {
      expect(bodies).toEqual([{ lane: 'Voie rapide' }]);
    });
    await waitFor(() => {
      expect(cell().textContent).toBe('Voie rapide');
    });
    answerPatch();
  });

  it('names a cell edited in place by the value it shows, then what a press does (WCAG 2.5.3)', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1, { lane: 'Voie lente', note: null })]);
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    const lane = await within(region).findByRole('button', {
      name: 'Voie lente, modifier Voie de la carotte 1',
    });
    expect(lane.textContent).toBe('Voie lente');
    // A cell with no value shows no text: its name is the action alone.
    const note = within(region).getByRole('button', {
      name: 'Modifier Note du technicien de la carotte 1',
    });
    expect(note.textContent).toBe('');
  });

  it('shows the core the server answers to an inline edit, without reading every core again', async () => {
    serveCampaign(api, coringCampaign());
    const asked: AskedPage[] = [];
    servePagedCores(api, () => [coreNumbered(1, { lane: 'Voie lente' }), coreNumbered(2)], {
      asked,
    });
    api.use(
      getPatchCoreMockHandler(() =>
        // The server trims what it stores: its answer is what the grid shows.
        getPatchCoreResponseMock({ ...coreNumbered(1), lane: 'Voie rapide (VR)' }),
      ),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    fireEvent.click(
      await within(region).findByRole('button', {
        name: 'Voie lente, modifier Voie de la carotte 1',
      }),
    );
    const input = within(region).getByRole('textbox', { name: 'Modifier Voie de la carotte 1' });
    fireEvent.change(input, { target: { value: 'Voie rapide' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => {
      expect(
        within(region).getByRole('button', {
          name: 'Voie rapide (VR), modifier Voie de la carotte 1',
        }).textContent,
      ).toBe('Voie rapide (VR)');
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    // The first read's two pages, asked together; nothing read since.
    expect(asked).toEqual([
      { limit: 50, offset: 0 },
      { limit: SECOND_PAGE_SIZE, offset: 50 },
    ]);
    expect(shownCores(region)).toEqual(['1', '2']);
  });

  it('undoes an inline edit the server refuses, with a French toast', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1, { lane: 'Voie lente' })]);
    api.use(getPatchCoreMockHandler(answerProblem(409, 'campaign_closed', 'Campaign closed')));
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    fireEvent.click(
      await within(region).findByRole('button', {
        name: 'Voie lente, modifier Voie de la carotte 1',
      }),
    );
    const input = within(region).getByRole('textbox', { name: 'Modifier Voie de la carotte 1' });
    fireEvent.change(input, { target: { value: 'Voie rapide' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText(/^La modification n’a pas été enregistrée\./u)).toBeDefined();
    await waitFor(() => {
      expect(
        within(region).getByRole('button', { name: 'Voie lente, modifier Voie de la carotte 1' })
          .textContent,
      ).toBe('Voie lente');
    });
  });

  it('shows the core as saved by someone else when an inline edit is refused as stale, and edits it next with its new version', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1, { lane: 'Voie lente' })]);
    const theirs = coreNumbered(1, { lane: 'Voie de l’autre' });
    api.use(
      getGetCoreMockHandler(() => {
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw answerVersioned(theirs, '"v8.abc"');
      }),
    );
    const ifMatch: (string | null)[] = [];
    api.use(
      getPatchCoreMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        return coreNumbered(1, { lane: 'Voie rapide' });
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    const edit = async (shown: string, value: string) => {
      fireEvent.click(
        await within(region).findByRole('button', {
          name: `${shown}, modifier Voie de la carotte 1`,
        }),
      );
      const input = within(region).getByRole('textbox', {
        name: 'Modifier Voie de la carotte 1',
      });
      fireEvent.change(input, { target: { value } });
      fireEvent.keyDown(input, { key: 'Enter' });
    };
    await edit('Voie lente', 'Voie rapide');
    expect(
      await screen.findByText(
        'La carotte 1 a été modifiée par quelqu’un d’autre : elle est affichée telle qu’elle est enregistrée, refaites votre modification si elle est toujours utile.',
      ),
    ).toBeDefined();
    await waitFor(() => {
      expect(
        within(region).getByRole('button', {
          name: 'Voie de l’autre, modifier Voie de la carotte 1',
        }).textContent,
      ).toBe('Voie de l’autre');
    });
    // The read gave the SDK the current version: the edit made again names it.
    await edit('Voie de l’autre', 'Voie rapide');
    await waitFor(() => {
      expect(ifMatch).toHaveLength(2);
    });
    expect(ifMatch[1]).toBe('"v8.abc"');
  });

  it('changes the status of a core from the grid', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1)]);
    const bodies: unknown[] = [];
    api.use(
      getPatchCoreMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getPatchCoreResponseMock();
      }),
    );
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    fireEvent.mouseDown(
      await within(region).findByRole('combobox', { name: 'Statut de la carotte 1' }),
    );
    fireEvent.click(screen.getByRole('option', { name: 'Validée' }));
    await waitFor(() => {
      expect(bodies).toEqual([{ status: 'validated' }]);
    });
  });

  it('opens the status menu of a core from the keyboard (the select mounts on first use)', async () => {
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1)]);
    await renderScreen(<CoringCampaignPage />, { route, at });
    const region = await grid();
    fireEvent.keyDown(
      await within(region).findByRole('combobox', { name: 'Statut de la carotte 1' }),
      { key: 'Enter' },
    );
    expect(await screen.findByRole('option', { name: 'Validée' })).toBeTruthy();
  });

  it('shows the cores read-only without « edit Core », even to a user who prepares campaigns', async () => {
    // A technician's job on a READ_ONLY account: « prepare Campaign » (a job suffices), but the API
    // refuses them every core write, so no editing control is shown.
    const readOnlyTechnician = {
      ...adminUser,
      roles: ['ROLE_READ_ONLY' as const],
      job: 'technician' as const,
    };
    serveCampaign(api, coringCampaign());
    serveCores(api, () => [coreNumbered(1, { lane: 'Voie lente' })]);
    await renderScreen(<CoringCampaignPage />, { route, at, user: readOnlyTechnician });
    const region = await grid();
    await within(region).findByRole('button', { name: 'Décrire la carotte 1' });
    expect(within(region).getByText('Voie lente')).toBeDefined();
    for (const name of [
      'Ajouter une carotte',
      'Supprimer la carotte 1',
      'Voie lente, modifier Voie de la carotte 1',
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    expect(within(region).queryByRole('combobox', { name: 'Statut de la carotte 1' })).toBeNull();
  });
});
