import {
  getCreateCampaignDownloadMockHandler,
  getExportCampaignSynopticMockHandler,
  getGenerateCoringCampaignPdfMockHandler,
  getGetDownloadPresignedLinkMockHandler,
  getListCampaignDownloadsMockHandler,
  getListCampaignDownloadsResponseMock,
} from '@chaussee/sdk/mocks';
import type { CampaignDownload } from '@chaussee/sdk/react';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { impersonatedUser } from '../../shared/session/testing/fake-session-api.js';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { answerFile, answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { captureSavedFiles, openedLinks } from '../../shared/testing/saved-files.js';
import { DownloadMenu } from './download-menu.js';
import { campaignId } from './testing/dashboard-fixtures.js';

const api = setUpMockApi();
const route = '/coring-campaign/:id/dashboard';
const at = `/coring-campaign/${campaignId}/dashboard`;
const jobId = 'dddddddd-0000-4000-8000-000000000001';
const campaign = { id: campaignId, name: 'Carottage RD 12' };

function job(values: Partial<CampaignDownload>): CampaignDownload {
  const sample = getListCampaignDownloadsResponseMock().items[0];
  if (sample === undefined) throw new Error('The contract mock gives no download');
  return {
    ...sample,
    id: jobId,
    campaignId,
    type: 'raw_data',
    format: 'csv',
    status: 'pending',
    progress: 0,
    failureMessage: null,
    fileName: null,
    size: null,
    finishedAt: null,
    ...values,
  };
}

/** GET …/downloads answers the job as the server moves it on, one state per read. */
function serveJobStates(states: CampaignDownload[]) {
  let read = 0;
  api.use(
    getListCampaignDownloadsMockHandler(() => {
      const current = states[Math.min(read, states.length - 1)];
      read += 1;
      return { total: 1, limit: 20, offset: 0, items: current === undefined ? [] : [current] };
    }),
  );
}

async function openMenu(user?: CurrentUser) {
  await renderScreen(
    <DownloadMenu campaign={campaign} filters={{ direction: 'Nord', lane: '2' }} />,
    {
      route,
      at,
      ...(user === undefined ? {} : { user }),
    },
  );
  fireEvent.click(await screen.findByRole('button', { name: 'Télécharger' }));
}

describe('« Télécharger » menu', () => {
  it('downloads the PDF report under the server’s file name', async () => {
    const saved = captureSavedFiles();
    const asked: string[] = [];
    api.use(
      getGenerateCoringCampaignPdfMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return answerFile('%PDF-1.7', 'application/pdf', 'Rapport RD 12.pdf')();
      }),
    );
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rapport PDF de la campagne' }));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['Rapport RD 12.pdf']);
    expect(asked).toEqual(['?stream=true']);
  });

  it('exports the synoptic for the filtered direction and lane', async () => {
    const saved = captureSavedFiles();
    const asked: string[] = [];
    api.use(
      getExportCampaignSynopticMockHandler(({ request }) => {
        asked.push(new URL(request.url).search);
        return answerFile(
          'PK',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'Synoptique.xlsx',
        )();
      }),
    );
    await openMenu();
    fireEvent.click(screen.getByRole('menuitem', { name: 'Synoptique (Excel)' }));
    await expect.poll(() => saved.map((file) => file.name)).toEqual(['Synoptique.xlsx']);
    expect(asked).toEqual(['?direction=Nord&lane=2']);
  });

  it('shows no PDF report to a user without the right to export PDFs', async () => {
    await openMenu({ ...impersonatedUser, roles: ['ROLE_READ_ONLY'] });
    expect(screen.queryByRole('menuitem', { name: 'Rapport PDF de la campagne' })).toBeNull();
    expect(screen.getByRole('menuitem', { name: 'Synoptique (Excel)' })).toBeDefined();
  });

  it('runs the raw data export in the background with its progress, then opens its link', async () => {
    captureSavedFiles();
    const created: unknown[] = [];
    api.use(
      getCreateCampaignDownloadMockHandler(async ({ request }) => {
        created.push(await request.json());
        return job({ status: 'pending' });
      }),
      getGetDownloadPresignedLinkMockHandler({
        url: 'https://files.example/raw.zip?signature=abc',
        expiresAt: '2026-11-26T05:00:00Z',
      }),
    );
    serveJobStates([
      job({ status: 'processing', progress: 40 }),
      job({ status: 'finished', progress: 100, fileName: 'brut.xlsx' }),
    ]);
    await openMenu();
    fireEvent.click(
      screen.getByRole('menuitem', { name: 'Données brutes (export en arrière-plan)' }),
    );
    expect(await screen.findByText('Export en cours : 40 %')).toBeDefined();
    expect(
      screen.getByRole('progressbar', { name: 'Export en cours' }).getAttribute('aria-valuenow'),
    ).toBe('40');
    expect(await screen.findByText('Export terminé', {}, { timeout: 5000 })).toBeDefined();
    await expect.poll(() => openedLinks).toEqual(['https://files.example/raw.zip?signature=abc']);
    expect(created).toEqual([{ type: 'raw_data', format: 'csv' }]);
  });

  it('tells in French why the export failed', async () => {
    api.use(getCreateCampaignDownloadMockHandler(job({ status: 'pending' })));
    serveJobStates([
      job({ status: 'failed', failureMessage: 'La campagne n’a aucune couche à exporter.' }),
    ]);
    await openMenu();
    fireEvent.click(
      screen.getByRole('menuitem', { name: 'Données brutes (export en arrière-plan)' }),
    );
    expect(await screen.findByText('La campagne n’a aucune couche à exporter.')).toBeDefined();
  });

  it('tells in French when the export cannot start', async () => {
    api.use(
      getCreateCampaignDownloadMockHandler(
        answerProblem(403, 'not_member', 'Only members can view campaign'),
      ),
    );
    await openMenu();
    fireEvent.click(
      screen.getByRole('menuitem', { name: 'Données brutes (export en arrière-plan)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      "Vous n'êtes pas affecté à ce projet ou à cette campagne.",
    );
  });
});
