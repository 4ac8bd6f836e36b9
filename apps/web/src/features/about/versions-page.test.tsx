import { getListProductVersionsMockHandler } from '@chaussee/sdk/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerProblem, setUpMockApi } from '../../shared/testing/mock-api.js';
import { renderScreen } from '../../shared/testing/render-screen.js';
import { VersionsPage } from './versions-page.js';

const api = setUpMockApi();

async function renderVersions() {
  const rendered = await renderScreen(<VersionsPage />, { route: '/versions', at: '/versions' });
  await screen.findByRole('heading', { name: 'Versions', level: 1 });
  return rendered;
}

describe('/versions', () => {
  it('shows the running version and no error while the server offers no versions yet (501)', async () => {
    let isAsked = false;
    api.use(
      getListProductVersionsMockHandler(() => {
        isAsked = true;
        return answerProblem(501, 'not_implemented')();
      }),
    );
    const { queryClient } = await renderVersions();
    await waitFor(() => {
      expect(isAsked).toBe(true);
    });
    // The app's query cache toasts every failure not shown inline (app/query-client.ts).
    const [query] = queryClient.getQueryCache().getAll();
    expect(query?.meta).toEqual({ isErrorShownInline: true });
    expect(screen.getByText(/^Application web : version /u)).toBeDefined();
    // Give a failure the time to be shown.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Impossible de charger les versions.')).toBeNull();
  });

  it('lists the release notes of each product under its heading, as the server answers them', async () => {
    const asked: string[] = [];
    api.use(
      getListProductVersionsMockHandler(({ request }) => {
        const product = new URL(request.url).pathname.split('/').at(-1) ?? '';
        asked.push(product);
        const items =
          product === 'api-versions'
            ? [
                {
                  id: 'a1',
                  product: 'api' as const,
                  version: 'v1.4.0',
                  releasedAt: '2026-11-20T09:00:00Z',
                  notes: 'Vue macro et statistiques.',
                },
              ]
            : [];
        return { total: items.length, limit: 20, offset: 0, items };
      }),
    );
    await renderVersions();
    const api_ = await screen.findByRole('region', { name: 'API' });
    expect(await within(api_).findByText('Vue macro et statistiques.')).toBeDefined();
    expect(within(api_).getByText(/^v1\.4\.0 — publiée le /u)).toBeDefined();
    const web = screen.getByRole('region', { name: 'Application web' });
    expect(await within(web).findByText('Aucune version publiée pour le moment.')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Application mobile' })).toBeDefined();
    expect([...asked].sort()).toEqual(['api-versions', 'mobile-versions', 'web-versions']);
  });

  it('still tells a real failure of the versions list', async () => {
    api.use(getListProductVersionsMockHandler(answerProblem(403, 'forbidden')));
    await renderVersions();
    // One alert per product: each list is read on its own.
    await waitFor(() => {
      expect(screen.getAllByText('Impossible de charger les versions.')).toHaveLength(3);
    });
  });
});
