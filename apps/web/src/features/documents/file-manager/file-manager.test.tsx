import {
  getCreateDocumentsMockHandler,
  getDeleteDocumentMockHandler,
  getGetFileMockHandler,
  getMergePdfDocumentsMockHandler,
  getSplitPdfDocumentMockHandler,
  getUpdateDocumentTitlesMockHandler,
  getUploadDocumentMockHandler,
  getZipFilesMockHandler,
} from '@chaussee/sdk/mocks';
import type { Document } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  answerFile,
  campaign,
  campaignId,
  documentNumbered,
  folderNamed,
  serveDocuments,
  serveFolders,
  serveRequiredDocuments,
  users,
} from '../testing/documents-fixtures.js';
import { captureSavedFiles } from '../testing/saved-files.js';
import { FileManager } from './file-manager.js';

const api = setUpMockApi();
const route = '/campaign/:id/files';
const at = `/campaign/${campaignId}/files`;

function serveFiles(documents: readonly Document[] | (() => readonly Document[]), folders = [folderNamed('Plans')]) {
  serveDocuments(api, documents);
  serveFolders(api, folders);
  serveRequiredDocuments(api, []);
}

async function openFileManager(user = users.superAdmin, path = at) {
  const rendered = await renderScreen(<FileManager campaign={campaign} />, { route, at: path, user });
  await screen.findByRole('region', { name: 'Fichiers : Livrables' });
  return rendered;
}

function dropFiles(target: HTMLElement, ...files: File[]) {
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });
}

function pdf(name: string, bytes = 2048): File {
  return new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });
}

describe('the file manager', () => {
  it('lists the open folder’s deliverables with type, title, size in French units, date and uploader', async () => {
    serveFiles([
      documentNumbered(1),
      documentNumbered(2, { folderId: folderNamed('Plans').id, title: 'Plan des carottages' }),
      documentNumbered(3, { category: 'customerFile', title: 'Plan du client' }),
    ]);
    await openFileManager();
    const grid = screen.getByRole('region', { name: 'Fichiers : Livrables' });
    expect(await within(grid).findByText('Rapport 1')).toBeDefined();
    expect(within(grid).getByText(/1,5\sMo/u)).toBeDefined();
    expect(within(grid).getByText('Paul Martin')).toBeDefined();
    expect(within(grid).getByTitle('PDF')).toBeDefined();
    // Only the root's files: the plan is in a folder, the customer's file in the other tab.
    expect(within(grid).queryByText('Plan des carottages')).toBeNull();
    expect(within(grid).queryByText('Plan du client')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^Plans/u }));
    expect(await within(grid).findByText('Plan des carottages')).toBeDefined();
    await waitFor(() => {
      expect(within(grid).queryByText('Rapport 1')).toBeNull();
    });
  });

  it('uploads dropped files one by one with their progress, records the accepted ones and lists the refusal in French', async () => {
    const files: Document[] = [documentNumbered(1)];
    serveFiles(() => files);
    const uploaded: string[] = [];
    api.use(
      getUploadDocumentMockHandler(async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        const name = file instanceof File ? file.name : '';
        uploaded.push(`${name} ${String(form.get('category'))} ${String(form.get('campaignId'))}`);
        if (name === 'faux.pdf') {
          return answerProblem(400, 'validation_failed', 'Invalid upload', {
            violations: [
              {
                propertyPath: 'file',
                message: 'Le contenu du fichier ne correspond pas à un PDF.',
                code: 'documentType',
              },
            ],
          })();
        }
        return { path: `campaigns/${campaignId}/uploads/${name}` };
      }),
    );
    const recorded: unknown[] = [];
    api.use(
      getCreateDocumentsMockHandler(async ({ request }) => {
        recorded.push(await request.json());
        const added = documentNumbered(9, { title: null, name: 'rapport-final.pdf' });
        files.push(added);
        return { items: [added] };
      }),
    );
    await openFileManager();
    dropFiles(screen.getByText(/Déposez des fichiers ici/u), pdf('rapport-final.pdf', 4096), pdf('faux.pdf'));
    const list = await screen.findByRole('region', { name: 'Fichiers envoyés' });
    expect(await within(list).findByText('Ajouté')).toBeDefined();
    expect(within(list).getByText('Refusé')).toBeDefined();
    expect(within(list).getByText('Le contenu du fichier ne correspond pas à un PDF.')).toBeDefined();
    expect(within(list).getByRole('status').textContent).toBe('1 sur 1 fichier · 100 %');
    expect(
      within(list).getByRole('progressbar', { name: 'Envoi de « rapport-final.pdf »' }).getAttribute('aria-valuenow'),
    ).toBe('100');
    expect(uploaded).toEqual([
      `rapport-final.pdf deliverable ${campaignId}`,
      `faux.pdf deliverable ${campaignId}`,
    ]);
    // Only the accepted file is recorded, in the open folder (the root), titled by its name.
    expect(recorded).toEqual([
      {
        documents: [
          {
            campaignId,
            name: 'rapport-final.pdf',
            title: null,
            extension: 'pdf',
            size: 4096,
            category: 'deliverable',
            s3Path: `campaigns/${campaignId}/uploads/rapport-final.pdf`,
            folderId: null,
            requiredDocumentId: null,
          },
        ],
      },
    ]);
    const grid = screen.getByRole('region', { name: 'Fichiers : Livrables' });
    expect(await within(grid).findByText('rapport-final.pdf')).toBeDefined();
  });

  it('follows a file while it is sent and cancels it: it is never recorded', async () => {
    serveFiles([]);
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const recorded: unknown[] = [];
    api.use(
      getUploadDocumentMockHandler(async () => {
        await answered;
        return { path: 'campaigns/x/uploads/lent.pdf' };
      }),
      getCreateDocumentsMockHandler(async ({ request }) => {
        recorded.push(await request.json());
        return { items: [] };
      }),
    );
    await openFileManager();
    dropFiles(screen.getByText(/Déposez des fichiers ici/u), pdf('lent.pdf', 100_000), pdf('suivant.pdf'));
    const list = await screen.findByRole('region', { name: 'Fichiers envoyés' });
    expect(await within(list).findByText('Envoi en cours')).toBeDefined();
    expect(within(list).getByText('En attente')).toBeDefined();
    expect(within(list).getByRole('progressbar', { name: 'Envoi de « lent.pdf »' })).toBeDefined();
    expect(within(list).getByRole('progressbar', { name: 'Progression de l’envoi' })).toBeDefined();
    fireEvent.click(within(list).getByRole('button', { name: 'Annuler l’envoi de « suivant.pdf »' }));
    fireEvent.click(within(list).getByRole('button', { name: 'Annuler l’envoi de « lent.pdf »' }));
    await waitFor(() => {
      expect(within(list).getAllByText('Annulé')).toHaveLength(2);
    });
    expect(within(list).getByRole('status').textContent).toBe('0 sur 0 fichier · 0 %');
    release();
    expect(within(list).getByRole('button', { name: 'Effacer la liste' })).toBeDefined();
    // The server's late answer changes nothing: nothing is recorded.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(recorded).toEqual([]);
    expect(within(list).getAllByText('Annulé')).toHaveLength(2);
  });
});
