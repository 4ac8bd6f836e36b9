import {
  getListCoreHistoryMockHandler,
  getSearchAuditEventsMockHandler,
} from '@chaussee/sdk/mocks';
import type { AuditEvent } from '@chaussee/sdk/react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { validationMessages } from '@chaussee/validation';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { AuditTrailPage } from './audit-trail-page.js';
import { HistoryPanel } from '../../shared/history/history-panel.js';

const api = setUpMockApi();
const coreId = '0a0a0a0a-0000-4000-8000-000000000001';

function event(index: number, values: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: String(index),
    at: new Date(Date.UTC(2026, 10, 20, 8, index)).toISOString(),
    action: 'update',
    entity: 'core_layers',
    entityId: `layer-${String(index)}`,
    campaignId: null,
    coreId,
    operation: 'updateCoreLayers',
    actor: { kind: 'user', id: 'u', name: 'Tom Technicien' },
    impersonator: null,
    changes: [{ field: 'thickness', before: index, after: index + 1 }],
    ...values,
  };
}

/** A server of `stored` entries for the core's history, recording each page asked. */
function serveCoreHistory(stored: AuditEvent[]) {
  const asked: URLSearchParams[] = [];
  api.use(
    getListCoreHistoryMockHandler(({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('itemsCount') ?? '25');
      return {
        page,
        itemsCount: size,
        totalItems: stored.length,
        items: stored.slice((page - 1) * size, page * size),
      };
    }),
  );
  return asked;
}

describe('the « Historique » panel', () => {
  it('shows each entry in French and pages through the history', async () => {
    const asked = serveCoreHistory(Array.from({ length: 30 }, (_, index) => event(index + 1)));
    await renderScreen(<HistoryPanel scope={{ kind: 'core', id: coreId }} />, {
      route: '/',
      at: '/',
    });
    const table = await screen.findByRole('table', { name: 'Modifications enregistrées' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(26);
    expect(rows[1]?.textContent).toContain('Tom Technicien');
    expect(rows[1]?.textContent).toContain('Modification');
    expect(rows[1]?.textContent).toContain('Couche');
    expect(rows[1]?.textContent).toContain('Épaisseur (mm) : 1 → 2');
    expect(screen.getByText('1–25 sur 30')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: /page suivante|next page/i }));
    await waitFor(() => {
      expect(within(table).getAllByRole('row')).toHaveLength(6);
    });
    expect(asked.map((query) => query.get('page'))).toEqual(['1', '2']);
  });

  it('says when nothing was recorded yet', async () => {
    serveCoreHistory([]);
    await renderScreen(<HistoryPanel scope={{ kind: 'core', id: coreId }} />, {
      route: '/',
      at: '/',
    });
    expect(await screen.findByText('Aucune modification enregistrée')).toBeDefined();
  });

  it('tells a refusal in French, without a retry that would fail the same way', async () => {
    api.use(getListCoreHistoryMockHandler(answerProblem(403, 'forbidden')));
    await renderScreen(<HistoryPanel scope={{ kind: 'core', id: coreId }} />, {
      route: '/',
      at: '/',
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('L’historique n’a pas pu être chargé');
    expect(within(alert).queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });
});

describe('the audit trail screen', () => {
  function serveSearch() {
    const asked: URLSearchParams[] = [];
    api.use(
      getSearchAuditEventsMockHandler(({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return {
          page: 1,
          itemsCount: 25,
          totalItems: 1,
          items: [event(1, { campaignId: coreId })],
        };
      }),
    );
    return asked;
  }

  it('sends the filters chosen, and only complete identifiers', async () => {
    const asked = serveSearch();
    await renderScreen(<AuditTrailPage />, {
      route: '/admin/audit',
      at: '/admin/audit?action=delete',
    });
    await screen.findByRole('table', { name: 'Modifications enregistrées' });
    expect(asked.at(-1)?.get('action')).toBe('delete');
    const campaign = screen.getByRole('textbox', { name: 'Identifiant de campagne' });
    fireEvent.change(campaign, { target: { value: '0a0a' } });
    expect(
      await screen.findByText('Saisissez un identifiant complet (36 caractères)'),
    ).toBeDefined();
    expect(asked.some((query) => query.has('campaignId'))).toBe(false);
    fireEvent.change(campaign, { target: { value: coreId } });
    await waitFor(() => {
      expect(asked.at(-1)?.get('campaignId')).toBe(coreId);
    });
    expect(asked.at(-1)?.get('action')).toBe('delete');
    fireEvent.click(screen.getByRole('button', { name: 'Effacer les filtres' }));
    await waitFor(() => {
      expect([...(asked.at(-1)?.keys() ?? [])].sort()).toEqual(['itemsCount', 'page']);
    });
  });

  it('keeps a backwards day in its field with the French sentence, and does not send it', async () => {
    const asked = serveSearch();
    await renderScreen(<AuditTrailPage />, {
      route: '/admin/audit',
      at: '/admin/audit?startDate=2026-02-02',
    });
    await screen.findByRole('table', { name: 'Modifications enregistrées' });
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-02-01' } });
    expect(await screen.findByText(validationMessages.endAfterStart)).toBeDefined();
    expect(asked.some((query) => query.has('endDate'))).toBe(false);
    fireEvent.change(screen.getByLabelText('Au'), { target: { value: '2026-02-03' } });
    await waitFor(() => {
      expect(asked.at(-1)?.get('endDate')).toBe('2026-02-03');
    });
    expect(asked.at(-1)?.get('startDate')).toBe('2026-02-02');
    expect(screen.queryByText(validationMessages.endAfterStart)).toBeNull();
  });

  it('puts the French sentence under « Du » for backwards days written in the address', async () => {
    serveSearch();
    await renderScreen(<AuditTrailPage />, {
      route: '/admin/audit',
      at: '/admin/audit?startDate=2026-02-02&endDate=2026-02-01',
    });
    const start = screen.getByLabelText('Du');
    expect(await screen.findByText(validationMessages.startBeforeEnd)).toBeDefined();
    expect(start.getAttribute('aria-invalid')).toBe('true');
  });
});
