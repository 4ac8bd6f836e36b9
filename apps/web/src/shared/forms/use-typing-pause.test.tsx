import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TYPING_DELAY_MS, useTypingPause } from './use-typing-pause.js';

function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const applied = searchParams.get('q') ?? '';
  const [typed, setTyped] = useState(applied);
  useTypingPause(typed, applied, (text) => {
    setSearchParams({ q: text }, { replace: true });
  });
  return (
    <>
      <input
        aria-label="Rechercher"
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
        }}
      />
      <Link to="/result">Résultat</Link>
    </>
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A list with a search box, and a result whose screen's code takes a while to load. */
function renderList(resultLoadsAfter: Promise<unknown>) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <SearchPage /> },
      {
        path: '/result',
        lazy: async () => {
          await resultLoadsAfter;
          return { element: <p>Écran du résultat</p> };
        },
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('useTypingPause', () => {
  afterEach(cleanup);

  it('applies what is typed once typing pauses', async () => {
    const router = renderList(Promise.resolve());
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), {
      target: { value: 'RD 12' },
    });
    expect(router.state.location.search).toBe('');
    await waitFor(() => {
      expect(router.state.location.search).toBe('?q=RD+12');
    });
  });

  it('does not cancel a click on a result made before the pause (its screen still loading)', async () => {
    const gate: { open?: () => void } = {};
    const router = renderList(
      new Promise<undefined>((resolve) => {
        gate.open = () => {
          resolve(undefined);
        };
      }),
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Rechercher' }), {
      target: { value: 'RD 12' },
    });
    fireEvent.click(screen.getByRole('link', { name: 'Résultat' }));
    // The pause ends while the result's screen is loading: the search must not be written.
    await act(() => pause(TYPING_DELAY_MS * 2));
    gate.open?.();
    expect(await screen.findByText('Écran du résultat')).toBeDefined();
    expect(router.state.location.pathname).toBe('/result');
  });
});
