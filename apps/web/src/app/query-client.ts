import { ApiError } from '@chaussee/sdk';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { frenchErrorOf } from '../shared/api/french-error.js';
import { isStaleVersion } from '../shared/api/stale-version.js';

/**
 * One query cache whose failed calls become French toasts. A 401 is not shown: the session sends
 * the user to login instead. A query or mutation whose screen shows its failure inline (a form's
 * alert, a page's error state) says so with `meta: { isErrorShownInline: true }` and gets no toast,
 * so that one failure is told once. An action with no form of its own (a menu's « Archiver ») that
 * shows a stale-version refusal in its StaleVersionGuard says `isStaleVersionGuarded`: its other
 * failures are still toasts.
 */
export function createAppQueryClient(showError: (message: string) => void): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return;
    showError(frenchErrorOf(error));
  };
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.isErrorShownInline !== true) onError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.isErrorShownInline === true) return;
        if (mutation.meta?.isStaleVersionGuarded === true && isStaleVersion(error)) return;
        onError(error);
      },
    }),
    defaultOptions: { queries: { retry: false } },
  });
}
