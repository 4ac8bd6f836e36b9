import { configureChausseeClient, createChausseeClient } from '@chaussee/sdk';
import { createMockWorker, seedMockData } from '@chaussee/sdk/mocks';
import type { Decorator, Loader } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { StartOptions } from 'msw/browser';
import { useState, type ReactNode } from 'react';

/**
 * The worker script is served by .storybook/msw-worker-plugin.ts from the same msw as the SDK's.
 * Unhandled requests (Vite's modules, map tiles) go to the network untouched.
 */
const startOptions: StartOptions = {
  serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  onUnhandledRequest: 'bypass',
  quiet: true,
};

let workerStarted: Promise<void> | undefined;

/** Starts the SDK's MSW worker once: every call to `/api` is answered by the contract's mocks. */
function startMockApi(): Promise<void> {
  workerStarted ??= (async () => {
    // The same names, roads and figures on every visit, for reviews and screenshots.
    seedMockData(1089);
    configureChausseeClient(createChausseeClient({ baseUrl: '/api' }));
    const worker = await createMockWorker();
    await worker.start(startOptions);
  })();
  return workerStarted;
}

const mockApiLoader: Loader = async () => {
  await startMockApi();
  return {};
};

/** A fresh query cache per story, without retries so that a failure shows at once. */
function StoryQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withQueryClient: Decorator = (Story) => (
  <StoryQueryClient>
    <Story />
  </StoryQueryClient>
);

/** For the stories that read data through the SDK's hooks: `{ ...withMockApi }` in their meta. */
export const withMockApi = { loaders: [mockApiLoader], decorators: [withQueryClient] };
