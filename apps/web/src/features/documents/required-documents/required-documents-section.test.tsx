import {
  getCreateDocumentsMockHandler,
  getCreateRequiredDocumentMockHandler,
  getPatchRequiredDocumentMockHandler,
  getUploadDocumentMockHandler,
} from '@chaussee/sdk/mocks';
import type { RequiredDocument } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../../shared/testing/mock-api.js';
import { renderScreen } from '../../../shared/testing/render-screen.js';
import {
  campaignId,
  documentNumbered,
  requiredDocument,
  serveRequiredDocuments,
  users,
} from '../testing/documents-fixtures.js';
import { RequiredDocumentsSection } from './required-documents-section.js';

const api = setUpMockApi();
const route = '/campaign/:id/files';
const at = `/campaign/${campaignId}/files?onglet=client`;

const asked = requiredDocument();
const sent = requiredDocument({
  id: '00000000-0000-4000-a000-000000000002',
  title: 'Attestation d’assurance',
  status: 'awaiting_validation',
  documents: [documentNumbered(5, { category: 'requiredDocument', title: 'assurance-2026.pdf' })],
});
const refused = requiredDocument({
  id: '00000000-0000-4000-a000-000000000003',
  title: 'Plan de prévention',
  status: 'refused',
});
const validated = requiredDocument({
  id: '00000000-0000-4000-a000-000000000004',
  title: 'DICT',
  status: 'validated',
});

async function openRequests(
  user = users.superAdmin,
  requests: readonly RequiredDocument[] = [asked, sent, refused, validated],
) {
  serveRequiredDocuments(api, requests);
  await renderScreen(<RequiredDocumentsSection campaignId={campaignId} />, { route, at, user });
  await screen.findByRole('listitem', { name: 'Plan de récolement' });
}

function card(title: string) {
  return screen.getByRole('listitem', { name: title });
}

/** The actions each request offers the user, by title. */
function actionsOf(titles: readonly string[]) {
  return Object.fromEntries(
    titles.map((title) => [
      title,
      within(card(title))
        .queryAllByRole('button')
        .map((button) => button.textContent)
        .filter((label) => label !== 'assurance-2026.pdf'),
    ]),
  );
}

const TITLES = ['Plan de récolement', 'Attestation d’assurance', 'Plan de prévention', 'DICT'];

describe('the file requests by role (spec section 6, Files)', () => {
  it.each([
    [
      'a super administrator asks, sends and decides',
      users.superAdmin,
      true,
      {
        'Plan de récolement': ['Envoyer le fichier'],
        'Attestation d’assurance': ['Valider', 'Refuser'],
        'Plan de prévention': ['Envoyer le fichier'],
        DICT: [],
      },
    ],
    [
      'a main customer sends the asked files only',
      users.customerMain,
      false,
      {
        'Plan de récolement': ['Envoyer le fichier'],
        'Attestation d’assurance': [],
        'Plan de prévention': ['Envoyer le fichier'],
        DICT: [],
      },
    ],
    [
      'a customer user reads them',
      users.customerUser,
      false,
      {
        'Plan de récolement': [],
        'Attestation d’assurance': [],
        'Plan de prévention': [],
        DICT: [],
      },
    ],
    [
      'an agency head (study manager) sends, but neither asks nor decides',
      users.studyManager,
      false,
      {
        'Plan de récolement': ['Envoyer le fichier'],
        'Attestation d’assurance': [],
        'Plan de prévention': ['Envoyer le fichier'],
        DICT: [],
      },
    ],
  ] as const)('%s', async (_who, user, mayAsk, expected) => {
    await openRequests(user);
    expect(actionsOf(TITLES)).toEqual(expected);
    expect(screen.queryByRole('button', { name: 'Demander un document' }) !== null).toBe(mayAsk);
    expect(within(card('Attestation d’assurance')).getByText('Envoyé, à valider')).toBeDefined();
    expect(within(card('Plan de prévention')).getByText('Refusé')).toBeDefined();
    expect(
      within(card('Plan de récolement')).getByText(/Attendu pour le 15\/04\/2026/u),
    ).toBeDefined();
  });
});

describe('the file requests’ actions', () => {
  it('validates a sent file at once', async () => {
    const bodies: unknown[] = [];
    api.use(
      getPatchRequiredDocumentMockHandler(async ({ request, params }) => {
        bodies.push([params.id, request.headers.get('Content-Type'), await request.json()]);
        return { ...sent, status: 'validated' };
      }),
    );
    await openRequests();
    fireEvent.click(
      within(card('Attestation d’assurance')).getByRole('button', { name: 'Valider' }),
    );
    expect(await screen.findByText('« Attestation d’assurance » validé.')).toBeDefined();
    expect(bodies).toEqual([[sent.id, 'application/merge-patch+json', { status: 'validated' }]]);
  });

  it('refuses a sent file after confirmation, and shows a refusal of the server in the dialog', async () => {
    const bodies: unknown[] = [];
    api.use(getPatchRequiredDocumentMockHandler(answerProblem(409, 'invalid_status_transition')));
    await openRequests();
    fireEvent.click(
      within(card('Attestation d’assurance')).getByRole('button', { name: 'Refuser' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Refuser le fichier envoyé pour « Attestation d’assurance » ?',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(
      await within(dialog).findByText(/Ce changement de statut n'est pas possible/u),
    ).toBeDefined();
    api.use(
      getPatchRequiredDocumentMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return { ...sent, status: 'refused' };
      }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuser' }));
    expect(await screen.findByText(/« Attestation d’assurance » refusé/u)).toBeDefined();
    expect(bodies).toEqual([{ status: 'refused' }]);
  });

  it('sends the asked file: uploaded, then recorded as the request’s answer', async () => {
    const uploads: string[] = [];
    const recorded: unknown[] = [];
    api.use(
      getUploadDocumentMockHandler(async ({ request }) => {
        const form = await request.formData();
        const category = form.get('category');
        uploads.push(typeof category === 'string' ? category : '');
        return { path: `campaigns/${campaignId}/uploads/recolement.pdf` };
      }),
      getCreateDocumentsMockHandler(async ({ request }) => {
        recorded.push(await request.json());
        return { items: [] };
      }),
    );
    await openRequests(users.customerMain);
    const input = within(card('Plan de récolement')).getByLabelText(
      'Fichier pour « Plan de récolement »',
    );
    fireEvent.change(input, {
      target: {
        files: [new File([new Uint8Array(300)], 'recolement.pdf', { type: 'application/pdf' })],
      },
    });
    expect(await screen.findByText('Ajouté')).toBeDefined();
    expect(uploads).toEqual(['requiredDocument']);
    expect(recorded).toEqual([
      {
        documents: [
          {
            campaignId,
            name: 'recolement.pdf',
            title: null,
            extension: 'pdf',
            size: 300,
            category: 'requiredDocument',
            s3Path: `campaigns/${campaignId}/uploads/recolement.pdf`,
            folderId: null,
            requiredDocumentId: asked.id,
          },
        ],
      },
    ]);
  });

  it('refuses a file without extension before sending it', async () => {
    const uploads: string[] = [];
    api.use(
      getUploadDocumentMockHandler(() => {
        uploads.push('sent');
        return { path: 'x' };
      }),
    );
    await openRequests(users.customerMain);
    fireEvent.change(
      within(card('Plan de récolement')).getByLabelText('Fichier pour « Plan de récolement »'),
      {
        target: { files: [new File(['x'], 'recolement', { type: '' })] },
      },
    );
    expect(
      await screen.findByText(/le nom du fichier doit finir par son extension/u),
    ).toBeDefined();
    expect(uploads).toEqual([]);
  });

  it('asks the customer for a file with the contract’s form', async () => {
    const bodies: unknown[] = [];
    api.use(
      getCreateRequiredDocumentMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return requiredDocument({ title: 'Plan des réseaux' });
      }),
    );
    await openRequests();
    fireEvent.click(screen.getByRole('button', { name: 'Demander un document' }));
    const dialog = await screen.findByRole('dialog', { name: 'Demander un document au client' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(
      (
        await within(dialog).findAllByText(
          /Ce champ doit comporter des caractères alphanumériques/u,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Document demandé/u }), {
      target: { value: 'Plan des réseaux' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Envoyer la demande' }));
    expect(await screen.findByText('Demande envoyée au client.')).toBeDefined();
    expect(bodies).toEqual([{ campaignId, title: 'Plan des réseaux' }]);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
