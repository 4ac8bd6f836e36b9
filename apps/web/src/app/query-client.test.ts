import { ApiError } from '@chaussee/sdk';
import { describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from './query-client.js';

function problem(status: number, detail?: string, code = 'x') {
  return new ApiError({ type: 'about:blank', title: 'x', status, code, detail });
}

async function failMutation(error: Error, meta?: Record<string, unknown>) {
  const showError = vi.fn();
  const client = createAppQueryClient(showError);
  await client
    .getMutationCache()
    .build(client, { mutationFn: () => Promise.reject(error), meta })
    .execute(undefined)
    .catch(() => undefined);
  return showError;
}

async function failQuery(error: Error, meta?: Record<string, unknown>) {
  const showError = vi.fn();
  const client = createAppQueryClient(showError);
  await client
    .query({ queryKey: ['failing'], queryFn: () => Promise.reject(error), meta })
    .catch(() => undefined);
  return showError;
}

describe('server errors become French toasts', () => {
  it('tells a failed read once: a toast, unless the page shows it inline', async () => {
    const toasted = await failQuery(problem(404));
    expect(toasted).toHaveBeenCalledOnce();
    const inline = await failQuery(problem(404), { isErrorShownInline: true });
    expect(inline).not.toHaveBeenCalled();
  });

  it('maps a known server message to its French sentence', async () => {
    const showError = await failMutation(problem(400, 'File size should not exceed 1MB'));
    expect(showError).toHaveBeenCalledWith('le fichier ne doit pas excéder 1Mo');
  });

  it('says something useful in French for an unknown failure', async () => {
    const showError = await failMutation(new TypeError('Failed to fetch'));
    expect(showError).toHaveBeenCalledOnce();
    expect(showError.mock.calls[0]?.[0]).not.toContain('fetch');
  });

  it('leaves a failure to the form that shows it inline', async () => {
    const showError = await failMutation(problem(401, 'The token has expired'), {
      isErrorShownInline: true,
    });
    expect(showError).not.toHaveBeenCalled();
    const shown = await failMutation(problem(400, 'The token has expired'));
    expect(shown).toHaveBeenCalledOnce();
  });

  it('leaves a stale-version refusal to the action that guards it, and toasts its other failures', async () => {
    const guarded = { isStaleVersionGuarded: true };
    const stale = await failMutation(problem(412, 'stale', 'stale_version'), guarded);
    expect(stale).not.toHaveBeenCalled();
    const other = await failMutation(problem(403, 'Access Denied.'), guarded);
    expect(other).toHaveBeenCalledOnce();
    const unguarded = await failMutation(problem(412, 'stale', 'stale_version'));
    expect(unguarded).toHaveBeenCalledOnce();
  });

  it('shows nothing for a 401: the session goes to login instead', async () => {
    const showError = await failMutation(problem(401, 'Expired JWT Token'));
    expect(showError).not.toHaveBeenCalled();
  });
});
