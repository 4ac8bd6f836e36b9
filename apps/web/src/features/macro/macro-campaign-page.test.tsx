import {
  getGetCampaignMockHandler,
  getGetCampaignResponseMock,
  getGetWorkspaceMockHandler,
  getGetWorkspaceResponseMock,
  getListProjectMacroCampaignsMockHandler,
  getListProjectMacroCoresMockHandler,
} from '@chaussee/sdk/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { guestUser, impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { MacroCampaignPage } from './macro-campaign-page.js';
import { MacroProjectPage } from './macro-project-page.js';
import { macroCampaign, macroCore, pageOf } from './testing/macro-fixtures.js';

// happy-dom has no WebGL: the map is a fake that keeps what it is given to draw.
vi.mock('maplibre-gl', () => import('../../shared/testing/fake-maplibre.js'));

const api = setUpMockApi();
const campaign = macroCampaign();
const otherCampaign = macroCampaign({
  id: 'a0000000-0000-4000-8000-000000000009',
  name: 'Carottage RD 12',
});

function serveCampaign() {
  api.use(
    getGetCampaignMockHandler({
      ...getGetCampaignResponseMock(),
      id: campaign.id,
      name: campaign.name,
      type: 'coring',
      workspace: campaign.workspace,
    }),
  );
}

describe('macro view of one campaign', () => {
  it('reads its project’s macro lists and keeps the campaign’s rows', async () => {
    serveCampaign();
    const asked: string[] = [];
    api.use(
      getListProjectMacroCoresMockHandler(({ request }) => {
        asked.push(new URL(request.url).pathname);
        return pageOf([
          macroCore(1, { pahMaxMgKg: 1200 }),
          macroCore(2, { campaign: { ...otherCampaign, type: 'coring' } }),
        ]);
      }),
      getListProjectMacroCampaignsMockHandler(() => pageOf([campaign, otherCampaign])),
    );
    await renderScreen(<MacroCampaignPage />, {
      route: '/coring-macro-campaigns/:id',
      at: `/coring-macro-campaigns/${campaign.id}`,
      user: impersonatedUser,
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Vue macro de la campagne « Carottage RD 1075 »',
      }),
    ).toBeDefined();
    await waitFor(() => {
      expect(screen.getByTestId('macro-counts').textContent).toBe('3 carottes dans 1 campagne');
    });
    expect(asked).toEqual([`/api/projects/${campaign.workspace.id}/macro-cores`]);
  });

  it('shows a guest the server’s French refusal: the macro operations are not a guest’s', async () => {
    serveCampaign();
    api.use(
      getListProjectMacroCoresMockHandler(answerProblem(403, 'forbidden')),
      getListProjectMacroCampaignsMockHandler(answerProblem(403, 'forbidden')),
    );
    await renderScreen(<MacroCampaignPage />, {
      route: '/coring-macro-campaigns/:id',
      at: `/coring-macro-campaigns/${campaign.id}`,
      user: guestUser,
    });
    expect(await screen.findByText("La vue macro n'a pas pu être chargée.")).toBeDefined();
    expect(
      screen.getByText("Vous n'avez pas les droits nécessaires pour cette action."),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});

describe('macro view of one project', () => {
  it('shows someone who is not a member the server’s French refusal', async () => {
    api.use(
      getGetWorkspaceMockHandler(answerProblem(403, 'not_member')),
      getListProjectMacroCoresMockHandler(
        answerProblem(403, 'not_member', 'Only members can view workspace'),
      ),
      getListProjectMacroCampaignsMockHandler(
        answerProblem(403, 'not_member', 'Only members can view workspace'),
      ),
    );
    await renderScreen(<MacroProjectPage />, {
      route: '/coring-macro-project/:id',
      at: `/coring-macro-project/${campaign.workspace.id}`,
      user: impersonatedUser,
    });
    expect(await screen.findByText("La vue macro n'a pas pu être chargée.")).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Vue macro du projet' })).toBeDefined();
  });

  it('titles the view with the project’s name', async () => {
    api.use(
      getGetWorkspaceMockHandler({
        ...getGetWorkspaceResponseMock(),
        id: campaign.workspace.id,
        name: 'RD 1075',
      }),
      getListProjectMacroCoresMockHandler(() => pageOf([macroCore(1)])),
      getListProjectMacroCampaignsMockHandler(() => pageOf([campaign])),
    );
    await renderScreen(<MacroProjectPage />, {
      route: '/coring-macro-project/:id',
      at: `/coring-macro-project/${campaign.workspace.id}`,
      user: impersonatedUser,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vue macro du projet « RD 1075 »' }),
    ).toBeDefined();
  });
});
