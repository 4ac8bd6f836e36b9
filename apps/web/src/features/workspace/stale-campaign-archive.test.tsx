import {
  getGetCampaignMockHandler,
  getGetCampaignResponseMock,
  getGetWorkspaceMockHandler,
  getGetWorkspaceResponseMock,
  getListWorkspaceCampaignsMockHandler,
  getListWorkspaceCampaignsResponseMock,
  getPatchCampaignMockHandler,
  getPatchCampaignResponseMock,
} from '@chaussee/sdk/mocks';
import { serverMessages } from '@chaussee/validation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { WorkspacePage } from './workspace-page.js';

const api = setUpMockApi();
const workspaceId = '6d0f4b4e-8f4a-4f7e-9a51-3c2d1e0f9a8b';
const route = '/project/:id';
const at = `/project/${workspaceId}`;
const STALE = "Cette fiche a été modifiée par quelqu'un d'autre";

/**
 * Archiving a campaign from its row when someone else saved it since the app last read it (412
 * stale_version, issue 27): the same dialog as the edit forms. (That the app's query client
 * then shows no toast as well is query-client.test.ts's.)
 */
describe('campaign row: « Archiver » refused as stale', () => {
  async function archive() {
    const [sample] = getListWorkspaceCampaignsResponseMock().items;
    if (sample === undefined) throw new Error('The mock gives campaigns');
    let name = 'Carottage RD 12';
    const reads: string[] = [];
    const ifMatch: (string | null)[] = [];
    api.use(
      getGetWorkspaceMockHandler({
        ...getGetWorkspaceResponseMock(),
        id: workspaceId,
        name: 'Réfection RD 12',
      }),
      getListWorkspaceCampaignsMockHandler(() => ({
        total: 1,
        limit: 200,
        offset: 0,
        items: [
          {
            ...sample,
            id: 'id-campaign',
            name,
            isArchived: false,
            workspace: { ...sample.workspace, id: workspaceId },
          },
        ],
      })),
      getGetCampaignMockHandler(({ params }) => {
        reads.push(String(params.id));
        return { ...getGetCampaignResponseMock(), id: 'id-campaign', name };
      }),
      getPatchCampaignMockHandler(({ request }) => {
        ifMatch.push(request.headers.get('If-Match'));
        if (ifMatch.length === 1) {
          name = 'Carottage de l’autre';
          return answerProblem(412, 'stale_version', serverMessages.staleVersion)();
        }
        return { ...getPatchCampaignResponseMock(), id: 'id-campaign', name, isArchived: true };
      }),
    );
    await renderScreen(<WorkspacePage />, { route, at });
    const grid = await screen.findByRole('region', { name: 'Campagnes du projet' });
    fireEvent.click(await within(grid).findByRole('button', { name: 'Archiver Carottage RD 12' }));
    const dialog = await screen.findByRole('alertdialog', { name: STALE }, { timeout: 5000 });
    return { dialog, ifMatch, reads, grid };
  }

  it('archives over the other person’s save with If-Match: * on « Écraser »', async () => {
    const { dialog, ifMatch } = await archive();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Écraser' }));
    await screen.findByText('Campagne archivée.');
    expect(ifMatch).toHaveLength(2);
    expect(ifMatch[1]).toBe('*');
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
    });
  });

  it('reads the campaign again and shows it as the other person saved it on « Recharger »', async () => {
    const { dialog, ifMatch, reads, grid } = await archive();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Recharger' }));
    await within(grid).findByRole('link', { name: 'Carottage de l’autre' });
    expect(reads).toEqual(['id-campaign']);
    expect(ifMatch).toHaveLength(1);
    expect(screen.queryByRole('alertdialog', { name: STALE })).toBeNull();
  });
});
