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
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerFile, answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  campaign,
  campaignId,
  documentNumbered,
  folderNamed,
  serveDocuments,
  serveFolders,
  serveRequiredDocuments,
  users,
} from '../testing/documents-fixtures.js';
import { captureSavedFiles } from '../../../shared/testing/saved-files.js';
import { FileManager } from './file-manager.js';

const api = setUpMockApi();
const route = '/campaign/:id/files';
const at = `/campaign/${campaignId}/files`;

function serveFiles(
  documents: readonly Document[] | (() => readonly Document[]),
  folders = [folderNamed('Plans')],
) {
  serveDocuments(api, documents);
  serveFolders(api, folders);
  serveRequiredDocuments(api, []);
}

async function openFileManager(user = users.superAdmin, path = at) {
  const rendered = await renderScreen(<FileManager campaign={campaign} />, {
    route,
    at: path,
    user,
  });
  await screen.findByRole('region', { name: 'Fichiers : Livrables' });
  return rendered;
}

function dropFiles(target: HTMLElement, ...files: File[]) {
  fireEvent.drop(target, { dataTransfer: { files, types: ['Files'] } });
}

/** A text part of a multipart form, `''` for a file or none. */
function textOf(part: FormDataEntryValue | null): string {
  return typeof part === 'string' ? part : '';
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
        uploaded.push(`${name} ${textOf(form.get('category'))} ${textOf(form.get('campaignId'))}`);
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
    dropFiles(
      screen.getByText(/Déposez des fichiers ici/u),
      pdf('rapport-final.pdf', 4096),
      pdf('faux.pdf'),
    );
    const list = await screen.findByRole('region', { name: 'Fichiers envoyés' });
    expect(await within(list).findByText('Ajouté')).toBeDefined();
    expect(within(list).getByText('Refusé')).toBeDefined();
    expect(
      within(list).getByText('Le contenu du fichier ne correspond pas à un PDF.'),
    ).toBeDefined();
    expect(within(list).getByRole('status').textContent).toBe('1 sur 1 fichier · 100 %');
    expect(
      within(list)
        .getByRole('progressbar', { name: 'Envoi de « rapport-final.pdf »' })
        .getAttribute('aria-valuenow'),
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
    // An empty folder offers to select all, disabled.
    expect(screen.getByRole('button', { name: 'Tout sélectionner' }).hasAttribute('disabled')).toBe(
      true,
    );
    dropFiles(
      screen.getByText(/Déposez des fichiers ici/u),
      pdf('lent.pdf', 100_000),
      pdf('suivant.pdf'),
    );
    const list = await screen.findByRole('region', { name: 'Fichiers envoyés' });
    expect(await within(list).findByText('Envoi en cours')).toBeDefined();
    expect(within(list).getByText('En attente')).toBeDefined();
    expect(within(list).getByRole('progressbar', { name: 'Envoi de « lent.pdf »' })).toBeDefined();
    expect(within(list).getByRole('progressbar', { name: 'Progression de l’envoi' })).toBeDefined();
    fireEvent.click(
      within(list).getByRole('button', { name: 'Annuler l’envoi de « suivant.pdf »' }),
    );
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

  it('renames a title in place (Enter saves, Escape gives up)', async () => {
    serveFiles([documentNumbered(1)]);
    const bodies: unknown[] = [];
    api.use(
      getUpdateDocumentTitlesMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { items: [documentNumbered(1, { title: 'Rapport final' })] };
      }),
    );
    await openFileManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Renommer « Rapport 1 »' }));
    const field = screen.getByRole('textbox', { name: 'Nouveau titre de « Rapport 1 »' });
    fireEvent.change(field, { target: { value: 'Brouillon' } });
    fireEvent.keyDown(field, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Renommer « Rapport 1 »' }));
    const again = screen.getByRole('textbox', { name: 'Nouveau titre de « Rapport 1 »' });
    fireEvent.change(again, { target: { value: '  Rapport final ' } });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => {
      expect(bodies).toEqual([
        { documents: [{ id: documentNumbered(1).id, title: 'Rapport final', version: 1 }] },
      ]);
    });
    expect(await screen.findByText('Titre enregistré.')).toBeDefined();
  });

  describe('a renaming refused because someone else renamed the file since (412)', () => {
    const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

    async function renameStale() {
      let current = documentNumbered(1);
      serveFiles(() => [current]);
      const bodies: unknown[] = [];
      api.use(
        getUpdateDocumentTitlesMockHandler(async ({ request }) => {
          bodies.push(await request.json());
          if (bodies.length === 1) {
            current = documentNumbered(1, { title: 'Titre de l’autre', version: 2 });
            return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
          }
          current = documentNumbered(1, { title: 'Le mien', version: 3 });
          return { items: [current] };
        }),
      );
      await openFileManager();
      fireEvent.click(await screen.findByRole('button', { name: 'Renommer « Rapport 1 »' }));
      const field = screen.getByRole('textbox', { name: 'Nouveau titre de « Rapport 1 »' });
      fireEvent.change(field, { target: { value: 'Le mien' } });
      fireEvent.keyDown(field, { key: 'Enter' });
      const dialog = await screen.findByRole('alertdialog', { name: STALE });
      return { dialog, bodies };
    }

    it('shows the title saved by the other person on « Recharger », with no toast besides', async () => {
      const { dialog, bodies } = await renameStale();
      expect(screen.queryByText(serverMessages.staleVersion)).toBeNull();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
      expect(await screen.findByText('Titre de l’autre')).toBeDefined();
      await waitFor(() => {
        expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
      });
      expect(bodies).toEqual([
        { documents: [{ id: documentNumbered(1).id, title: 'Le mien', version: 1 }] },
      ]);
    });

    it('writes the title over the other one on « Écraser » (no version sent)', async () => {
      const { dialog, bodies } = await renameStale();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
      await waitFor(() => {
        expect(bodies).toHaveLength(2);
      });
      expect(bodies[1]).toEqual({ documents: [{ id: documentNumbered(1).id, title: 'Le mien' }] });
      expect(await screen.findByText('Le mien')).toBeDefined();
      await waitFor(() => {
        expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
      });
    });
  });

  it('deletes a file only once the dialog is confirmed', async () => {
    const files = [documentNumbered(1), documentNumbered(2)];
    serveFiles(() => files);
    const deleted: string[] = [];
    api.use(
      getDeleteDocumentMockHandler(({ params }) => {
        deleted.push(String(params.id));
        files.splice(0, 1);
      }),
    );
    await openFileManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Rapport 1 »' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce fichier ?' });
    expect(dialog.textContent).toMatch(
      /« Rapport 1 » ira à la corbeille, .* restaurer pendant \d+ jours, puis il sera supprimé définitivement/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Supprimer « Rapport 1 »' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await screen.findByText('Fichier supprimé.')).toBeDefined();
    expect(deleted).toEqual([documentNumbered(1).id]);
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    const grid = await screen.findByRole('region', { name: 'Fichiers : Livrables' });
    await waitFor(() => {
      expect(within(grid).queryByText('Rapport 1')).toBeNull();
    });
  });

  it('keeps the delete dialog open with the server’s French reason when it refuses', async () => {
    serveFiles([documentNumbered(1)]);
    api.use(getDeleteDocumentMockHandler(answerProblem(403, 'forbidden')));
    await openFileManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Supprimer « Rapport 1 »' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(
      await within(dialog).findByText("Vous n'avez pas les droits nécessaires pour cette action."),
    ).toBeDefined();
  });

  it('downloads the selection as one zip named by the server', async () => {
    serveFiles([documentNumbered(1), documentNumbered(2), documentNumbered(3)]);
    const saved = captureSavedFiles();
    const bodies: unknown[] = [];
    api.use(
      getZipFilesMockHandler(async (info) => {
        bodies.push(await info.request.json());
        return answerFile('PK…', 'application/zip', 'Carottage RD 12.zip')();
      }),
    );
    await openFileManager();
    const toolbar = screen.getByRole('toolbar', { name: 'Actions sur la sélection' });
    expect(
      within(toolbar).getByRole('button', { name: 'Télécharger (zip)' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner « Rapport 1 »' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Rapport 3 »' }));
    expect(within(toolbar).getByText('2 fichiers sélectionnés')).toBeDefined();
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Télécharger (zip)' }));
    expect(await screen.findByText('Le zip est prêt.')).toBeDefined();
    expect(bodies).toEqual([
      { campaignId, documentPaths: [documentNumbered(1).s3Path, documentNumbered(3).s3Path] },
    ]);
    expect(saved.map((file) => file.name)).toEqual(['Carottage RD 12.zip']);
    expect(await saved[0]?.blob.text()).toBe('PK…');
  });

  it('downloads one file through the client (its token), under its own name', async () => {
    serveFiles([documentNumbered(1)]);
    const saved = captureSavedFiles();
    const paths: string[] = [];
    api.use(
      getGetFileMockHandler((info) => {
        paths.push(new URL(info.request.url).pathname);
        return answerFile('%PDF-1.7', 'application/pdf', 'rapport-1.pdf')();
      }),
    );
    await openFileManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Télécharger « Rapport 1 »' }));
    await waitFor(() => {
      expect(saved.map((file) => file.name)).toEqual(['rapport-1.pdf']);
    });
    // The storage path is one URL segment, its slashes encoded.
    expect(paths).toEqual([`/api/files/${encodeURIComponent(documentNumbered(1).s3Path)}`]);
  });

  it('merges the selected PDFs in the order chosen in the dialog', async () => {
    serveFiles([
      documentNumbered(1),
      documentNumbered(2),
      documentNumbered(3, { extension: 'xlsx', name: 'mesures.xlsx' }),
    ]);
    const bodies: unknown[] = [];
    api.use(
      getMergePdfDocumentsMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return documentNumbered(10, { title: 'Dossier complet' });
      }),
    );
    await openFileManager();
    const toolbar = screen.getByRole('toolbar', { name: 'Actions sur la sélection' });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Sélectionner « Rapport 1 »' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Rapport 3 »' }));
    // A spreadsheet cannot be merged.
    expect(
      within(toolbar).getByRole('button', { name: 'Fusionner les PDF' }).hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Rapport 3 »' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sélectionner « Rapport 2 »' }));
    fireEvent.click(within(toolbar).getByRole('button', { name: 'Fusionner les PDF' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fusionner des PDF' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Monter « Rapport 2 »' }));
    fireEvent.change(
      within(dialog).getByRole('textbox', { name: 'Titre du document fusionné (facultatif)' }),
      {
        target: { value: 'Dossier complet' },
      },
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Fusionner' }));
    expect(await screen.findByText('« Dossier complet » créé.')).toBeDefined();
    expect(bodies).toEqual([
      { documentsIds: [documentNumbered(2).id, documentNumbered(1).id], title: 'Dossier complet' },
    ]);
  });

  it('splits a PDF page by page after confirmation', async () => {
    serveFiles([documentNumbered(1)]);
    const bodies: unknown[] = [];
    api.use(
      getSplitPdfDocumentMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { items: [documentNumbered(11), documentNumbered(12), documentNumbered(13)] };
      }),
    );
    await openFileManager();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Découper « Rapport 1 » page par page' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Découper « Rapport 1 » ?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Découper' }));
    expect(await screen.findByText('3 documents créés.')).toBeDefined();
    expect(bodies).toEqual([{ documentId: documentNumbered(1).id }]);
  });

  it('previews a PDF beside the grid, and closes it', async () => {
    serveFiles([documentNumbered(1)]);
    captureSavedFiles();
    api.use(getGetFileMockHandler(answerFile('%PDF-1.7', 'application/pdf', 'rapport-1.pdf')));
    await openFileManager();
    fireEvent.click(await screen.findByRole('button', { name: 'Aperçu de « Rapport 1 »' }));
    const panel = screen.getByRole('complementary', { name: 'Aperçu' });
    const frame = await within(panel).findByTitle('Aperçu de « Rapport 1 »');
    expect(frame.getAttribute('data')).toMatch(/^blob:/u);
    fireEvent.click(within(panel).getByRole('button', { name: 'Fermer l’aperçu' }));
    expect(screen.queryByRole('complementary', { name: 'Aperçu' })).toBeNull();
  });
});

describe('the file manager by rights (spec section 6, Files)', () => {
  it('gives a customer user the files to read and download, and nothing that changes them', async () => {
    serveFiles([
      documentNumbered(1),
      documentNumbered(2, { category: 'customerFile', title: 'Plan du client' }),
    ]);
    await openFileManager(users.customerUser);
    expect(await screen.findByText('Rapport 1')).toBeDefined();
    expect(screen.queryByText(/Déposez des fichiers ici/u)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renommer « Rapport 1 »' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer « Rapport 1 »' })).toBeNull();
    expect(
      screen.queryByRole('button', { name: 'Découper « Rapport 1 » page par page' }),
    ).toBeNull();
    expect(screen.queryByRole('button', { name: 'Fusionner les PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouveau dossier' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Télécharger tous les livrables' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Télécharger « Rapport 1 »' })).toBeDefined();
    fireEvent.click(screen.getByRole('tab', { name: 'Fichiers client' }));
    expect(await screen.findByText('Plan du client')).toBeDefined();
    expect(screen.queryByText(/Déposez des fichiers ici/u)).toBeNull();
  });

  it('lets a main customer add customer files, not deliverables', async () => {
    serveFiles([documentNumbered(1)]);
    const { router } = await openFileManager(users.customerMain);
    expect(await screen.findByText('Rapport 1')).toBeDefined();
    expect(screen.queryByText(/Déposez des fichiers ici/u)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer « Rapport 1 »' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Fichiers client' }));
    expect(await screen.findByText(/Déposez des fichiers ici/u)).toBeDefined();
    // The tab is in the address, so that it can be linked.
    expect(router.state.location.search).toBe('?onglet=client');
  });

  it('lets a study manager (agency head) upload deliverables, make folders, delete files and download the delivery', async () => {
    serveFiles([documentNumbered(1)]);
    await openFileManager(users.studyManager);
    expect(await screen.findByText(/Déposez des fichiers ici/u)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Nouveau dossier' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Renommer le dossier « Plans »' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Supprimer « Rapport 1 »' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Télécharger tous les livrables' })).toBeDefined();
  });
});
