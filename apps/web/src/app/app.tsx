import { RouterProvider } from 'react-router';
import { useState } from 'react';
import type { AppServices } from './app-services.js';
import { AppProviders } from './providers.js';
import { createAppRouter } from './router.js';
import { ThemedApp } from './themed-app.js';

/** The application root: providers around the router. */
export function App({ services }: { services: AppServices }) {
  const [router] = useState(() => createAppRouter(services));
  return (
    <AppProviders client={services.client} session={services.session}>
      <ThemedApp>
        <RouterProvider router={router} />
      </ThemedApp>
    </AppProviders>
  );
}
