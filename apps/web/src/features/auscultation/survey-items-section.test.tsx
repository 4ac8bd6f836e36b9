import {
  getListAuscultationSurveyItemsMockHandler,
  getListDegradationsMockHandler,
  getListSurveyItemHistoryMockHandler,
  getUpdateSurveyItemMockHandler,
} from '@chaussee/sdk/mocks';
import type { Degradation, SurveyItem } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '../../shared/session/session-api.js';
import { adminUser } from '../../shared/session/testing/fake-session-api.js';
import { setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { SurveyItemsSection } from './survey-items-section.js';
import { campaignId } from './testing/statistic-fixtures.js';
import {
  potholeDegradationId,
  repairDegradationId,
  surveyItem,
} from './testing/survey-fixtures.js';

const api = setUpMockApi();
const route = '/auscultation-campaign/:id/dashboard';
const at = `/auscultation-campaign/${campaignId}/dashboard`;
const itemId = 'a0000000-0000-4000-8000-000000000001';
const supervisor: CurrentUser = { ...adminUser, roles: ['ROLE_CUSTOMER_SUPERVISOR'] };
const customerUser: CurrentUser = { ...adminUser, roles: ['ROLE_CUSTOMER_USER'] };

const degradations: Degradation[] = [
  {
    id: potholeDegradationId,
    distressType: 'pothole',
    label: 'Nid de poule',
    color: '#d32f2f',
    unit: 'count',
  },
  {
    id: repairDegradationId,
    distressType: 'repair',
    label: 'Réparation',
    color: '#1976d2',
    unit: 'm2',
  },
];

function serveItems(items: SurveyItem[]) {
  const asked: string[] = [];
  const patches: unknown[] = [];
  const historyReads: string[] = [];
  api.use(
    getListAuscultationSurveyItemsMockHandler(({ request }) => {
      asked.push(new URL(request.url).search);
      return { items, total: items.length, limit: 200, offset: 0 };
    }),
    getListDegradationsMockHandler({ items: degradations, total: 2, limit: 200, offset: 0 }),
    getListSurveyItemHistoryMockHandler(({ request }) => {
      historyReads.push(new URL(request.url).pathname);
      return {
        items: [
          {
            id: 'b0000000-0000-4000-8000-000000000001',
            surveyItemId: itemId,
            changedAt: '2026-11-25T10:30:00.000Z',
            changedBy: { ...adminUser, firstName: 'Claire', lastName: 'Martin' },
            changes: [{ field: 'severity', before: 1, after: 2 }],
          },
        ],
        total: 1,
        limit: 50,
        offset: 0,
      };
    }),
    getUpdateSurveyItemMockHandler(async ({ request }) => {
      const body: unknown = await request.json();
      patches.push(body);
      return surveyItem({ id: itemId, severity: 3 });
    }),
  );
  return { asked, patches, historyReads };
}

function renderItems(user: CurrentUser, readOnly = false, search = '') {
  return renderScreen(
    <SurveyItemsSection
      campaignId={campaignId}
      filters={search === '' ? {} : { road: search }}
      readOnly={readOnly}
    />,
    { route, at, user },
  );
}

describe('survey items', () => {
  it('lets a customer supervisor correct a point, and shows its history', async () => {
    const { patches, historyReads } = serveItems([surveyItem({ id: itemId })]);
    await renderItems(supervisor);
    const grid = await screen.findByRole('region', { name: 'Points et segments du relevé' });
    fireEvent.click(
      await within(grid).findByRole('button', { name: 'Ouvrir le relevé RD 1090 PR 12+150' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Relevé RD 1090 PR 12+150' });
    const history = await within(dialog).findByRole('region', {
      name: 'Historique des modifications',
    });
    expect(within(history).getByText(/Claire Martin/u).textContent).toContain('1 → 2');
    const severity = within(dialog).getByRole('spinbutton', { name: /Gravité/u });
    fireEvent.change(severity, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => {
      expect(patches).toHaveLength(1);
    });
    expect(patches[0]).toMatchObject({ severity: 3, degradationId: potholeDegradationId });
    expect(await screen.findByText('Relevé modifié')).toBeDefined();
    // The history shown is read again with the change.
    await waitFor(() => {
      expect(historyReads).toHaveLength(2);
    });
  });

  it('shows a customer user without the right the history only, no form', async () => {
    serveItems([surveyItem({ id: itemId })]);
    await renderItems(customerUser);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Ouvrir le relevé RD 1090 PR 12+150' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Relevé RD 1090 PR 12+150' });
    expect(
      await within(dialog).findByRole('region', { name: 'Historique des modifications' }),
    ).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('shows a guest the list only, whatever the session’s rights', async () => {
    serveItems([surveyItem({ id: itemId })]);
    await renderItems(supervisor, true);
    const grid = await screen.findByRole('region', { name: 'Points et segments du relevé' });
    expect(await within(grid).findByText('RD 1090')).toBeDefined();
    // The extent's unit in French, not the contract's code.
    expect(within(grid).getByText('nombre')).toBeDefined();
    expect(within(grid).queryByText('count')).toBeNull();
    expect(within(grid).queryByRole('button', { name: /Ouvrir/u })).toBeNull();
  });

  it('asks the API for the road filter', async () => {
    const { asked } = serveItems([]);
    await renderItems(supervisor, false, 'RD 1090');
    await waitFor(() => {
      expect(asked).toEqual(['?limit=200&road=RD+1090']);
    });
  });
});
