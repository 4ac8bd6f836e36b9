import { ApiError } from '@chaussee/sdk';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryErrorState, isRetryable } from './query-error-state.js';

function problem(status: number, code: string, detail?: string) {
  return new ApiError({ type: 'about:blank', title: 'x', status, code, detail });
}

describe('QueryErrorState: a failed read told once, in French', () => {
  it('tells a non-member why, without a retry that would fail the same way', () => {
    render(
      <QueryErrorState
        title="Le projet n’a pas pu être ouvert"
        error={problem(403, 'not_member', 'Only members can view workspace')}
        onRetry={vi.fn()}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      "Vous n'êtes pas affecté à ce projet ou à cette campagne.",
    );
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
  });

  it('offers « Réessayer » after a server or network failure, and calls back', () => {
    const onRetry = vi.fn();
    render(
      <QueryErrorState title="Échec" error={problem(503, 'shutting_down')} onRetry={onRetry} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('retries only what may answer differently', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(problem(500, 'internal_error'))).toBe(true);
    expect(isRetryable(problem(429, 'too_many_requests'))).toBe(true);
    expect(isRetryable(problem(404, 'not_found'))).toBe(false);
    expect(isRetryable(problem(403, 'forbidden'))).toBe(false);
  });
});
