import {
  getGetWorkspaceMockHandler,
  getGetWorkspaceResponseMock,
  getListUserWorkspacesMockHandler,
  getListUserWorkspacesResponseMock,
  getPatchWorkspaceMockHandler,
  getPatchWorkspaceResponseMock,
} from '@chaussee/sdk/mocks';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, answerVersioned, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { WorkspacesPage } from './workspaces-page.js';

const api = setUpMockApi();
const route = '/workspaces/:archived?';
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/**
 * Archiving a workspace from its card's menu when someone else saved it since the app last read
 * it (412 stale_version, issue 27): the same dialog as the edit forms. (That the app's query
 * client then shows no toast as well is query-client.test.ts's.)
 */
describe('workspace menu: « Archiver » refused as stale', () => {
  async function archive() {
    const [sample] = getListUserWorkspacesResponseMock().items;
    if (sample === undefined) throw new Error('The mock gives workspaces');
    let name = 'Projet 1';
    const reads: string[] = [];
    const ifMatch: (string | null)[] = [];
    api.use(
      getListUserWorkspacesMockHandler(() => ({
        total: 1,
        limit: 50,
        offset: 0,
        items: [{ ...sample, name, isArchived: false, campaigns: [] }],
      })),
      getGetWorkspaceMockHandler(({ params }) => {
        reads.push(String(params.id));
        // The API's answer: the workspace and the ETag of its version.
        // eslint-disable-next-line @typescript-eslint/only-throw-error
        throw answerVersioned(
          { ...getGetWorkspaceResponseMock(), id: sample.id, name },
          '"v9.abc"',
        );
      }),
      getPatchWorkspaceMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          name = 'Projet de l’autre';
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        return { ...getPatchWorkspaceResponseMock(), id: sample.id, name, isArchived: true };
      }),
    );
    await renderScreen(<WorkspacesPage />, { route, at: '/workspaces' });
    fireEvent.click(await screen.findByRole('button', { name: 'Actions du projet Projet 1' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archiver' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { dialog, ifMatch, reads, id: sample.id };
  }

  it('archives over the other person’s save with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await archive();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Projet archivé.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });

  it('reads the workspace again and shows it as the other person saved it on « Recharger »', async () => {
    const { dialog, ifMatch, reads, id } = await archive();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await screen.findByRole('button', { name: 'Actions du projet Projet de l’autre' });
    expect(reads).toEqual([id]);
    expect(ifMatch).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    // The read gave the SDK the current version: archiving again names it.
    fireEvent.click(screen.getByRole('button', { name: 'Actions du projet Projet de l’autre' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Archiver' }));
    await screen.findByText('Projet archivé.');
    expect(ifMatch).toEqual([null, '"v9.abc"']);
  });
});
