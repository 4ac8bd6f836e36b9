import { ApiError } from '@chaussee/sdk';
import { serverMessageToFrench } from '@chaussee/validation';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** The French sentence of a failed call (spec section 8), chosen from the server's message. */
function frenchServerError(error: unknown): string {
  return serverMessageToFrench(error instanceof ApiError ? error.problem.detail : undefined);
}

/**
 * One query cache whose failed calls become French toasts. A 401 is not shown: the session sends
 * the user to login instead. A mutation whose form shows its failure inline says so with
 * `meta: { isErrorShownInline: true }`, and gets no toast.
 */
export function createAppQueryClient(showError: (message: string) => void): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) return;
    showError(frenchServerError(error));
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.isErrorShownInline !== true) onError(error);
      },
    }),
    defaultOptions: { queries: { retry: false } },
  });
}
