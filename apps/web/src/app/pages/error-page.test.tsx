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
  it('tells a missing page in French, keeps the route check’s message, and logs nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- as the route guard does
      throw data('Page Not Found: /workspaces/other', { status: 404, statusText: 'Not Found' });
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page introuvable');
    expect(screen.getByTestId('error-message').textContent).toBe(
      'Aucune page ne correspond à l’adresse /workspaces/other. Elle a peut-être été déplacée, ou le lien est incomplet.',
    );
    const page = screen.getByTestId('error-page');
    expect(page.dataset).toMatchObject({
      status: '404',
      statusText: 'Not Found',
      message: 'Page Not Found: /workspaces/other',
    });
    expect(page.textContent).toContain('404');
    expect(page.textContent).not.toMatch(/Not Found/u);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" }).getAttribute('href')).toBe('/');
    expect(logged).not.toHaveBeenCalled();
  });

  it('shows 500 for an unexpected failure, in French, and logs it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFailingRoute(() => {
      throw new Error('boom');
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Erreur interne');
    const page = screen.getByTestId('error-page');
    expect(page.dataset).toMatchObject({ status: '500', statusText: 'Internal Server Error' });
    expect(page.textContent).not.toMatch(/Internal Server Error/u);
    expect(logged).toHaveBeenCalled();
  });
});
