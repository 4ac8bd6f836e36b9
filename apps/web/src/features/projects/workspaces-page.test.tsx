import {
  getCreateWorkspaceMockHandler,
  getCreateWorkspaceResponseMock,
  getDeleteWorkspaceMockHandler,
  getListOrganizationsMockHandler,
  getListOrganizationsResponseMock,
  getListUserWorkspacesMockHandler,
  getListUserWorkspacesResponseMock,
  getPatchWorkspaceMockHandler,
  getPatchWorkspaceResponseMock,
} from '@chaussee/sdk/mocks';
import type { CampaignSummary, WorkspaceWithCampaigns } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { WorkspacesPage } from './workspaces-page.js';

const api = setUpMockApi();
const route = '/workspaces/:archived?';

function workspaceNamed(name: string, campaigns: Partial<CampaignSummary>[] = []) {
  const [sample] = getListUserWorkspacesResponseMock().items;
  if (sample === undefined) throw new Error('The mock gives at least one workspace');
  const [campaign] = sample.campaigns;
  if (campaign === undefined) throw new Error('The mock gives at least one campaign');
  return {
    ...sample,
    name,
    isArchived: false,
    campaigns: campaigns.map((values, index) => ({
      ...campaign,
      id: `${name}-${index}`,
      ...values,
    })),
  } satisfies WorkspaceWithCampaigns;
}

/** Answers GET /users/{id}/workspaces with `total` workspaces paged as asked; records the URLs. */
function serveWorkspaces(
  total: number,
  make = (index: number) => workspaceNamed(`Projet ${index}`),
) {
  const urls: URL[] = [];
  api.use(
    getListUserWorkspacesMockHandler(({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const count = Math.max(0, Math.min(limit, total - offset));
      return {
        total,
        limit,
        offset,
        items: Array.from({ length: count }, (_, index) => make(offset + index + 1)),
      };
    }),
  );
  return urls;
}

describe('my projects', () => {
  it('lists the workspaces with their campaigns and French status labels', async () => {
    serveWorkspaces(1, () =>
      workspaceNamed('Réfection RD 12', [
        {
          name: 'Carottage RD 12 2025',
          type: 'coring',
          status: 'awaiting_validation',
          coresCount: 12,
        },
      ]),
    );
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    const card = await screen.findByRole('article', { name: 'Réfection RD 12' });
    const campaigns = within(card).getByRole('list', {
      name: 'Campagnes du projet Réfection RD 12',
    });
    expect(within(campaigns).getByRole('link', { name: 'Carottage RD 12 2025' })).toBeDefined();
    expect(within(campaigns).getByText('En attente de validation')).toBeDefined();
    expect(within(campaigns).getByText('12 carottes')).toBeDefined();
  });

  it('loads the next page with limit and offset', async () => {
    const urls = serveWorkspaces(25);
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    await screen.findByRole('article', { name: 'Projet 20' });
    expect(screen.queryByRole('article', { name: 'Projet 21' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Afficher plus de projets' }));
    await screen.findByRole('article', { name: 'Projet 25' });
    expect(urls.map((url) => url.searchParams.get('offset'))).toEqual(['0', '20']);
    expect(urls[0]?.searchParams.get('limit')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Afficher plus de projets' })).toBeNull();
    expect(screen.getByText('25 projet(s) affiché(s) sur 25')).toBeDefined();
  });

  it('reads the view and the filters from the URL', async () => {
    const urls = serveWorkspaces(1);
    await renderScreen(<WorkspacesPage />, {
      route,
      at: '/workspaces/archived?q=A7&dans=reference&type=coring',
    });
    await screen.findByRole('article', { name: 'Projet 1' });
    const query = urls[0]?.searchParams;
    expect(query?.get('archived')).toBe('true');
    expect(query?.get('reference')).toBe('A7');
    expect(query?.get('campaignType')).toBe('coring');
    expect(query?.get('displayCampaigns')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Projets archivés', selected: true })).toBeDefined();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Rechercher' }).value).toBe(
      'A7',
    );
  });

  it('writes the search into the URL and asks the API with it', async () => {
    const urls = serveWorkspaces(1);
    const { router } = await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    await screen.findByRole('article', { name: 'Projet 1' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher' }), {
      target: { value: 'Lyon' },
    });
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=Lyon');
    });
    await waitFor(() => {
      expect(urls.at(-1)?.searchParams.get('workspaceName')).toBe('Lyon');
    });
  });

  it('shows organization and site selects and the create button to internal and admin roles only', async () => {
    serveWorkspaces(1);
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    await screen.findByRole('article', { name: 'Projet 1' });
    expect(screen.getByRole('combobox', { name: 'Organisation' })).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Site' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Nouveau projet' })).toBeDefined();
  });

  it('offers active organizations only, and the campaign types a campaign can have today', async () => {
    serveWorkspaces(1);
    const [sample] = getListOrganizationsResponseMock().items;
    if (sample === undefined) throw new Error('The mock gives organizations');
    api.use(
      getListOrganizationsMockHandler({
        total: 2,
        limit: 200,
        offset: 0,
        items: [
          { ...sample, id: 'org-active', name: 'Département de l’Isère', isActive: true },
          { ...sample, id: 'org-closed', name: 'Ancienne communauté', isActive: false },
        ],
      }),
    );
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    await screen.findByRole('article', { name: 'Projet 1' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Organisation' }));
    const organizations = await screen.findByRole('listbox');
    await within(organizations).findByRole('option', { name: 'Département de l’Isère' });
    expect(
      within(organizations)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Département de l’Isère']);
    fireEvent.keyDown(organizations, { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).toBeNull();
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type de campagne' }));
    const types = await screen.findByRole('listbox');
    expect(
      within(types)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Tous', 'Carottage', 'Auscultation']);
  });

  it('hides the staff filters, the create button and the workspace menu from a customer', async () => {
    serveWorkspaces(1);
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces', user: impersonatedUser });
    await screen.findByRole('article', { name: 'Projet 1' });
    expect(screen.queryByRole('combobox', { name: 'Organisation' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouveau projet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions du projet Projet 1' })).toBeNull();
  });

  it('says when nothing matches the filters, and when there is nothing archived', async () => {
    serveWorkspaces(0);
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces?type=auscultation' });
    expect(await screen.findByText('Aucun projet ne correspond à votre recherche')).toBeDefined();
  });

  it('says there is no archived project', async () => {
    serveWorkspaces(0);
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces/archived' });
    expect(await screen.findByText('Aucun projet archivé')).toBeDefined();
  });

  it('shows a French error with a retry when the list fails on the server', async () => {
    api.use(getListUserWorkspacesMockHandler(answerProblem(500, 'internal_error')));
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Les projets n’ont pas pu être chargés'),
    );
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeDefined();
  });

  it('tells a refusal in French once, without a retry that would be refused again', async () => {
    api.use(getListUserWorkspacesMockHandler(answerProblem(403, 'forbidden')));
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining("Vous n'avez pas les droits nécessaires pour cette action."),
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    // Told once: the page's error state, no toast repeating it.
    expect(screen.getAllByText(/droits nécessaires/u)).toHaveLength(1);
  });

  it('archives a workspace from its menu', async () => {
    serveWorkspaces(1);
    const bodies: unknown[] = [];
    api.use(
      getPatchWorkspaceMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { ...getPatchWorkspaceResponseMock(), isArchived: true };
      }),
    );
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du projet Projet 1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archiver' }));
    await screen.findByText('Projet archivé.');
    expect(bodies).toEqual([{ isArchived: true }]);
  });

  it('deletes a workspace only after confirmation', async () => {
    serveWorkspaces(1);
    let deletions = 0;
    api.use(
      getDeleteWorkspaceMockHandler(() => {
        deletions += 1;
      }),
    );
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du projet Projet 1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer le projet ?' });
    expect(deletions).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText('Projet supprimé.');
    expect(deletions).toBe(1);
  });

  it('creates a workspace from the contract form and opens it', async () => {
    serveWorkspaces(0);
    const created = {
      ...getCreateWorkspaceResponseMock(),
      id: 'b3f1c1de-1c2b-4b8f-9a0d-2c4e6f8a0b1c',
    };
    const bodies: unknown[] = [];
    api.use(
      getCreateWorkspaceMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return created;
      }),
    );
    const { router } = await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    fireEvent.click(await screen.findByRole('button', { name: 'Nouveau projet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un projet' });
    const submit = await within(dialog).findByRole('button', { name: 'Créer le projet' });
    fireEvent.click(submit);
    expect((await within(dialog).findAllByText('Ce champ est requis')).length).toBeGreaterThan(0);
    expect(bodies).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nom du projet/u }), {
      target: { value: 'Entretien RD 7' },
    });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Site/u }));
    const [firstSite] = await screen.findAllByRole('option');
    if (firstSite === undefined) throw new Error('The mock gives sites');
    fireEvent.click(screen.getAllByRole('option')[1] ?? firstSite);
    fireEvent.click(submit);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/project/${created.id}`);
    });
    expect(bodies).toEqual([expect.objectContaining({ name: 'Entretien RD 7' })]);
  });
});
