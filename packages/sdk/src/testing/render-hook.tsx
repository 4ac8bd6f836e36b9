import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/**
 * Renders a hook inside a QueryClientProvider in the test's DOM (happy-dom) and gives its latest
 * result. A few lines instead of a testing library: the SDK only needs to see a hook run.
 */
export function renderHook<Result>(useHook: () => Result) {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const results: Result[] = [];
  function Probe(): ReactNode {
    results.push(useHook());
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => {
    root.render(
      <QueryClientProvider client={queryClient}>
        <Probe />
      </QueryClientProvider>,
    );
  });
  const latest = (): Result => {
    const result = results.at(-1);
    if (result === undefined) throw new Error('the hook has not rendered');
    return result;
  };
  return {
    latest,
    /** Lets React and the query settle until `isDone` holds on the latest result (2 s at most). */
    async waitFor(isDone: (result: Result) => boolean): Promise<Result> {
      for (let waited = 0; waited < 2000 && !isDone(latest()); waited += 10) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
      }
      return latest();
    },
    unmount: () => {
      act(() => {
        root.unmount();
      });
    },
  };
}
