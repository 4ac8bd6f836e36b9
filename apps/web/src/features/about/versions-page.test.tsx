import { getListProductVersionsMockHandler } from '@chaussee/sdk/mocks';
import { screen, waitFor } from '@testing-library/react';
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

  it('still tells a real failure of the versions list', async () => {
    api.use(getListProductVersionsMockHandler(answerProblem(403, 'forbidden')));
    await renderVersions();
    expect(await screen.findByText('Impossible de charger les versions.')).toBeDefined();
  });
});
