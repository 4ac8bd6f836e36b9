import { getImportAuscultationSurveyMockHandler } from '@chaussee/sdk/mocks';
import type { SurveyImport } from '@chaussee/sdk/react';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { adminUser } from '../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { AuscultationDashboard } from './auscultation-dashboard.js';
import { campaignId, serveTables } from './testing/statistic-fixtures.js';

const api = setUpMockApi();
const route = '/auscultation-campaign/:id/dashboard';
const at = `/auscultation-campaign/${campaignId}/dashboard`;
const engineerAdmin: CurrentUser = { ...adminUser, roles: ['ROLE_ADMIN'], job: 'engineer' };

function report(values: Partial<SurveyImport>): SurveyImport {
  return {
    id: 'f0000000-0000-4000-8000-000000000001',
    campaignId,
    format: 'csv',
    fileError: null,
    alreadyImported: false,
    importedCount: 0,
    refusedCount: 0,
    refused: [],
    importedAt: '2026-11-26T06:00:00.000Z',
    ...values,
  };
}

function dropFile(name: string, content: string) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (input === null) throw new Error('No file input');
  fireEvent.change(input, { target: { files: [new File([content], name)] } });
}

describe('survey import', () => {
  it('sends the file as multipart and shows the line-by-line report in French', async () => {
    serveTables(api);
    const sent: string[] = [];
    api.use(
      getImportAuscultationSurveyMockHandler(async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        sent.push(file instanceof File ? await file.text() : 'no file');
        return report({
          importedCount: 412,
          refusedCount: 2,
          refused: [
            { line: 7, reason: 'Gravité « 5 » : une gravité de 1 à 3' },
            { line: 19, reason: 'Code « xx » inconnu' },
          ],
        });
      }),
    );
    await renderScreen(<AuscultationDashboard campaignId={campaignId} readOnly={false} />, {
      route,
      at,
      user: engineerAdmin,
    });
    const panel = await screen.findByRole('region', { name: 'Importer un relevé' });
    dropFile('releve.csv', 'route;pr;abscisse\nRD 1090;12;150\n');
    const summary = await within(panel).findByText(
      '412 relevé(s) importé(s), 2 ligne(s) refusée(s) : corrigez-les dans le fichier et importez-le à nouveau.',
    );
    expect(summary).toBeDefined();
    expect(sent).toEqual(['route;pr;abscisse\nRD 1090;12;150\n']);
    const refused = within(panel).getByRole('region', { name: 'Lignes refusées' });
    expect(await within(refused).findByText('Gravité « 5 » : une gravité de 1 à 3')).toBeDefined();
    expect(within(refused).getByText('Code « xx » inconnu')).toBeDefined();
  });

  it('says when the file could not be read, or was imported before', async () => {
    serveTables(api);
    api.use(
      getImportAuscultationSurveyMockHandler(
        report({ format: null, fileError: 'le fichier est vide' }),
      ),
    );
    await renderScreen(<AuscultationDashboard campaignId={campaignId} readOnly={false} />, {
      route,
      at,
      user: engineerAdmin,
    });
    await screen.findByRole('region', { name: 'Importer un relevé' });
    dropFile('vide.csv', '');
    expect(
      await screen.findByText(
        'Le fichier n’a pas pu être lu, rien n’a été importé : le fichier est vide',
      ),
    ).toBeDefined();
    api.use(
      getImportAuscultationSurveyMockHandler(report({ alreadyImported: true, importedCount: 412 })),
    );
    dropFile('releve.csv', 'route;pr\n');
    expect(
      await screen.findByText(
        'Ce fichier a déjà été importé (412 relevé(s)) : rien n’a été ajouté.',
      ),
    ).toBeDefined();
  });

  it('shows the progress while the file goes, then while the server reads it', async () => {
    serveTables(api);
    let answer: (value: SurveyImport) => void = () => undefined;
    api.use(
      getImportAuscultationSurveyMockHandler(
        () =>
          new Promise<SurveyImport>((resolve) => {
            answer = resolve;
          }),
      ),
    );
    await renderScreen(<AuscultationDashboard campaignId={campaignId} readOnly={false} />, {
      route,
      at,
      user: engineerAdmin,
    });
    await screen.findByRole('region', { name: 'Importer un relevé' });
    dropFile('releve.csv', 'route;pr\n');
    expect(
      await screen.findByRole('progressbar', { name: 'Progression de l’import' }),
    ).toBeDefined();
    answer(report({ importedCount: 3 }));
    await waitFor(() => {
      expect(screen.queryByRole('progressbar', { name: 'Progression de l’import' })).toBeNull();
    });
    expect(await screen.findByText('3 relevé(s) importé(s), aucune ligne refusée.')).toBeDefined();
  });

  it('is offered only to who may prepare the campaign, never on the guest view', async () => {
    serveTables(api);
    const supervisor: CurrentUser = { ...adminUser, roles: ['ROLE_CUSTOMER_SUPERVISOR'] };
    await renderScreen(<AuscultationDashboard campaignId={campaignId} readOnly={false} />, {
      route,
      at,
      user: supervisor,
    });
    await screen.findByRole('region', { name: 'Synthèse par section' });
    expect(screen.queryByRole('region', { name: 'Importer un relevé' })).toBeNull();
    cleanup();
    await renderScreen(<AuscultationDashboard campaignId={campaignId} readOnly />, {
      route,
      at,
      user: engineerAdmin,
    });
    await screen.findByRole('region', { name: 'Synthèse par section' });
    expect(screen.queryByRole('region', { name: 'Importer un relevé' })).toBeNull();
  });
});
