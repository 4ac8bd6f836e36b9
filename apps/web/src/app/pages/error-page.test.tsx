import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPage } from './error-page.js';

afterEach(cleanup);

function renderFailingRoute(failure: () => never) {
  const router = createMemoryRouter(
    [{ path: '/*', loader: failure, Component: () => null, ErrorBoundary: ErrorPage }],
    { initialEntries: ['/workspaces/other'] },
  );
  render(<RouterProvider router={router} />);
}

describe('error page', () => {
  it('shows the status and message of a failed route check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- as the route guard does
      throw data('Page Not Found: /workspaces/other', { status: 404, statusText: 'Not Found' });
    });
    expect(await screen.findByTestId('error-message')).toHaveProperty(
      'textContent',
      'Page Not Found: /workspaces/other',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('404');
  });

  it('shows 500 Internal Server Error for an unexpected failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('500');
    expect(screen.getByText('Internal Server Error')).toBeDefined();
  });
});
