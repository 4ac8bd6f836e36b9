import {
  getCreateCoringCampaignMockHandler,
  getCreateCoringCampaignResponseMock,
  getDeleteCampaignMockHandler,
  getGetWorkspaceMockHandler,
  getGetWorkspaceResponseMock,
  getListWorkspaceCampaignsMockHandler,
  getListWorkspaceCampaignsResponseMock,
} from '@chaussee/sdk/mocks';
import type { CampaignSummary } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { WorkspacePage } from './workspace-page.js';

const api = setUpMockApi();
const workspaceId = '6d0f4b4e-8f4a-4f7e-9a51-3c2d1e0f9a8b';
const route = '/project/:id';
const at = `/project/${workspaceId}`;

function campaignNamed(name: string, values: Partial<CampaignSummary> = {}): CampaignSummary {
  const [sample] = getListWorkspaceCampaignsResponseMock().items;
  if (sample === undefined) throw new Error('The mock gives campaigns');
  return { ...sample, id: `id-${name}`, name, isArchived: false, ...values };
}

function serveWorkspace(campaigns: CampaignSummary[]) {
  const urls: URL[] = [];
  api.use(
    getGetWorkspaceMockHandler({
      ...getGetWorkspaceResponseMock(),
      id: workspaceId,
      name: 'Réfection RD 12',
    }),
    getListWorkspaceCampaignsMockHandler(({ request }) => {
      urls.push(new URL(request.url));
      return { total: campaigns.length, limit: 200, offset: 0, items: campaigns };
    }),
  );
  return urls;
}

async function findGrid() {
  return screen.findByRole('region', { name: 'Campagnes du projet' });
}

describe('workspace page', () => {
  it('shows the campaigns in a grid with French headers and status labels', async () => {
    serveWorkspace([campaignNamed('Carottage RD 12', { type: 'coring', status: 'taken' })]);
    await renderScreen(<WorkspacePage />, { route, at });
    expect(await screen.findByRole('heading', { name: 'Réfection RD 12', level: 1 })).toBeDefined();
    const grid = await findGrid();
    await within(grid).findByRole('link', { name: 'Carottage RD 12' });
    expect(within(grid).getByText('Prélevée')).toBeDefined();
    expect(within(grid).getByText('Carottage')).toBeDefined();
    const headers = [
      'Nom de la campagne',
      'Type',
      'Statut',
      'Référence',
      'Date de début',
      'Date de fin',
    ];
    for (const header of [...headers, 'Carottes']) {
      expect(within(grid).getByRole('columnheader', { name: header })).toBeDefined();
    }
  });

  it('sends the filters of the URL to the API, with the cores count', async () => {
    const urls = serveWorkspace([]);
    await renderScreen(<WorkspacePage />, {
      route,
      at: `${at}?statut=taken&type=coring&reference=CH-2025&archivees=oui`,
    });
    await waitFor(() => {
      expect(urls).toHaveLength(1);
    });
    const query = urls[0]?.searchParams;
    expect(query?.get('status')).toBe('taken');
    expect(query?.get('campaignType')).toBe('coring');
    expect(query?.get('reference')).toBe('CH-2025');
    expect(query?.get('archived')).toBe('true');
    expect(query?.get('coresCount')).toBe('true');
    expect(await screen.findByText('Aucune campagne ne correspond aux filtres')).toBeDefined();
  });

  it('offers the statuses of the chosen campaign type only, in lifecycle order, and no macro type', async () => {
    serveWorkspace([]);
    await renderScreen(<WorkspacePage />, { route, at });
    const filters = await screen.findByRole('search', { name: 'Filtres des campagnes' });
    const status = within(filters).getByRole('combobox', { name: 'Statut' });
    expect(status.getAttribute('aria-disabled')).toBe('true');
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Type' }));
    const types = await screen.findByRole('listbox');
    expect(
      within(types)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Carottage', 'Auscultation']);
    fireEvent.click(within(types).getByRole('option', { name: 'Carottage' }));
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    fireEvent.mouseDown(within(filters).getByRole('combobox', { name: 'Statut' }));
    const statuses = await screen.findByRole('listbox');
    expect(
      within(statuses)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tous',
      'En préparation',
      'En attente de validation',
      'Programmation validée',
      'Prélèvement en cours',
      'Prélevée',
      'Prélèvement validé',
      'Envoyée en analyse',
      'Résultats obtenus',
      'Terminée',
      'Annulée',
      'Abandonnée',
    ]);
  });

  it('tells a non-member in French that they are not assigned', async () => {
    api.use(
      getGetWorkspaceMockHandler(
        answerProblem(403, 'forbidden', 'Only members can view workspace'),
      ),
    );
    await renderScreen(<WorkspacePage />, { route, at });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Vous n'êtes pas affecté à ce projet ou à cette campagne.",
    );
  });

  it('hides creation, administration and deletion from a customer', async () => {
    serveWorkspace([campaignNamed('Carottage RD 12')]);
    await renderScreen(<WorkspacePage />, { route, at, user: impersonatedUser });
    const grid = await findGrid();
    await within(grid).findByRole('link', { name: 'Carottage RD 12' });
    expect(screen.queryByRole('button', { name: 'Nouvelle campagne de carottage' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Administrer Carottage RD 12' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer Carottage RD 12' })).toBeNull();
  });

  it('deletes a campaign after confirmation', async () => {
    serveWorkspace([campaignNamed('Carottage RD 12')]);
    let deletions = 0;
    api.use(
      getDeleteCampaignMockHandler(() => {
        deletions += 1;
      }),
    );
    await renderScreen(<WorkspacePage />, { route, at });
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer Carottage RD 12' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la campagne ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Campagne supprimée.');
    expect(deletions).toBe(1);
  });

  it('creates a coring campaign with the contract rules and opens it', async () => {
    serveWorkspace([]);
    const created = {
      ...getCreateCoringCampaignResponseMock(),
      id: '1e2d3c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
    };
    const bodies: unknown[] = [];
    api.use(
      getCreateCoringCampaignMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return created;
      }),
    );
    const { router } = await renderScreen(<WorkspacePage />, { route, at });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouvelle campagne de carottage' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer une campagne de carottage' });
    const submit = await within(dialog).findByRole('button', { name: 'Créer la campagne' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nom de la campagne/u }), {
      target: { value: 'Carottage RD 7' },
    });
    fireEvent.click(submit);
    expect(
      (await within(dialog).findAllByText('Au moins 1 technicien requis')).length,
    ).toBeGreaterThan(0);
    expect(
      within(dialog).getAllByText(
        "Vous devez choisir au moins un chargé d'affaires référent ou un ingénieur",
      ).length,
    ).toBeGreaterThan(0);
    expect(bodies).toEqual([]);

    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Ingénieur/u }));
    fireEvent.click((await screen.findAllByRole('option'))[1] ?? dialog);
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Techniciens/u }));
    fireEvent.click((await screen.findAllByRole('option'))[0] ?? dialog);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.click(submit);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/coring-campaign/${created.id}`);
    });
    expect(bodies).toEqual([
      expect.objectContaining({
        workspaceId,
        name: 'Carottage RD 7',
        technicianIds: [expect.any(String)],
      }),
    ]);
  });
});
