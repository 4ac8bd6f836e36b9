import { RouterProvider } from 'react-router';
import { useState } from 'react';
import type { AppServices } from './app-services.js';
import { AppProviders, createToastingQueryClient } from './providers.js';
import { createAppRouter } from './router.js';
import { ThemedApp } from './themed-app.js';

/** The application root: providers around the router, which shares their query cache. */
export function App({ services }: { services: AppServices }) {
  const [queryClient] = useState(createToastingQueryClient);
  const [router] = useState(() => createAppRouter(services, queryClient));
  return (
    <AppProviders client={services.client} session={services.session} queryClient={queryClient}>
      <ThemedApp>
        <RouterProvider router={router} />
      </ThemedApp>
    </AppProviders>
  );
}
