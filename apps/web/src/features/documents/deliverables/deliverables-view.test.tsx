import {
  getCreateDownloadLinkMockHandler,
  getGetDownloadLinkResponseMock,
  getZipFilesMockHandler,
} from '@chaussee/sdk/mocks';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../shared/session/session-api.js';
import { answerFile, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  campaign,
  campaignId,
  documentNumbered,
  folderNamed,
  serveDocuments,
  users,
} from '../testing/documents-fixtures.js';
import { captureSavedFiles } from '../../../shared/testing/saved-files.js';
import { DeliverablesView } from './deliverables-view.js';

const api = setUpMockApi();
const route = '/campaign/:id/deliverables';
const at = `/campaign/${campaignId}/deliverables`;
const DAY_MS = 24 * 60 * 60 * 1000;

async function openDeliverables(user: CurrentUser = users.customerMain) {
  serveDocuments(api, [
    documentNumbered(1),
    documentNumbered(2, { folderId: folderNamed('Plans').id, title: 'Plan des carottages' }),
    documentNumbered(3, { category: 'customerFile', title: 'Plan du client' }),
  ]);
  await renderScreen(<DeliverablesView campaign={campaign} />, { route, at, user });
  const grid = screen.getByRole('region', { name: 'Livrables' });
  await within(grid).findByText('Rapport 1');
  return grid;
}

describe('the deliverables page', () => {
  it('shows every deliverable, of every folder, and nothing that changes them', async () => {
    const grid = await openDeliverables();
    expect(within(grid).getByText('Plan des carottages')).toBeDefined();
    expect(within(grid).queryByText('Plan du client')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renommer « Rapport 1 »' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer « Rapport 1 »' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fusionner les PDF' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Gérer les fichiers' }).getAttribute('href')).toBe(
      `/campaign/${campaignId}/files`,
    );
  });

  it('downloads a selection as a zip', async () => {
    const saved = captureSavedFiles();
    const bodies: unknown[] = [];
    api.use(
      getZipFilesMockHandler(async (info) => {
        bodies.push(await info.request.json());
        return answerFile('PK', 'application/zip', 'Livrables.zip')();
      }),
    );
    await openDeliverables();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Plan des carottages »' }));
    fireEvent.click(screen.getByRole('button', { name: 'Télécharger (zip)' }));
    await waitFor(() => {
      expect(saved.map((file) => file.name)).toEqual(['Livrables.zip']);
    });
    expect(bodies).toEqual([{ campaignId, documentPaths: [documentNumbered(2).s3Path] }]);
  });

  it('shares the selected deliverables by a link protected by a password, then copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const bodies: { expiresAt: string }[] = [];
    const url = `https://chaussee.example.fr/download?token=abc`;
    api.use(
      getCreateDownloadLinkMockHandler(async ({ request }) => {
        const body = (await request.json()) as { expiresAt: string };
        bodies.push(body);
        return {
          ...getGetDownloadLinkResponseMock(),
          url,
          expiresAt: body.expiresAt,
          hasPassword: true,
        };
      }),
    );
    await openDeliverables();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Rapport 1 »' }));
    fireEvent.click(screen.getByRole('button', { name: 'Partager 1 livrable par un lien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partager des livrables' });
    const password = within(dialog).getByLabelText('Mot de passe du lien');
    fireEvent.change(password, { target: { value: 'abc' } });
    expect(
      within(dialog).getByText('Le mot de passe doit comporter au moins 4 caractères.'),
    ).toBeDefined();
    expect(
      within(dialog).getByRole('button', { name: 'Créer le lien' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.change(password, { target: { value: 'Chaussée-2026' } });
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    const shown = await within(dialog).findByRole('textbox', { name: 'Lien de téléchargement' });
    expect((shown as HTMLInputElement).value).toBe(url);
    expect(
      within(dialog).getByText(/Transmettez le mot de passe séparément du lien/u),
    ).toBeDefined();
    const [body] = bodies;
    expect(body).toMatchObject({
      campaignId,
      documentIds: [documentNumbered(1).id],
      password: 'Chaussée-2026',
    });
    // 30 days by default, the server's own default.
    const days = (Date.parse(body?.expiresAt ?? '') - before) / DAY_MS;
    expect(Math.round(days)).toBe(30);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByText('Lien copié.')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(url);
  });

  it('shares every deliverable when none is selected, for seven days, without password', async () => {
    const bodies: unknown[] = [];
    api.use(
      getCreateDownloadLinkMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { ...getGetDownloadLinkResponseMock(), hasPassword: false };
      }),
    );
    await openDeliverables(users.superAdmin);
    fireEvent.click(screen.getByRole('button', { name: 'Partager par un lien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Partager des livrables' });
    expect(within(dialog).getByText(/accès à 2 livrables/u)).toBeDefined();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Validité du lien' }));
    fireEvent.click(await screen.findByRole('option', { name: '7 jours' }));
    const before = Date.now();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Créer le lien' }));
    await within(dialog).findByRole('textbox', { name: 'Lien de téléchargement' });
    expect(bodies).toEqual([
      expect.objectContaining({ documentIds: [documentNumbered(1).id, documentNumbered(2).id] }),
    ]);
    expect(bodies[0]).not.toHaveProperty('password');
    const { expiresAt } = bodies[0] as { expiresAt: string };
    expect(Math.round((Date.parse(expiresAt) - before) / DAY_MS)).toBe(7);
  });

  it('offers no share link to a customer user (« share Deliverable »)', async () => {
    await openDeliverables(users.customerUser);
    expect(screen.queryByRole('button', { name: /Partager/u })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger « Rapport 1 »' })).toBeDefined();
  });
});
