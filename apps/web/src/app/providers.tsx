import { defineAbilityFor } from '@chaussee/permissions';
import { AbilityProvider } from '@chaussee/permissions/react';
import { toast } from '@chaussee/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import type { ChausseeClient } from '@chaussee/sdk';
import { ApiClientProvider } from '../shared/api/api-client-context.js';
import type { SessionStore } from '../shared/session/session-store.js';
import { SessionProvider, useSession } from '../shared/session/session-context.js';
import { sessionUserOrAnonymous } from '../shared/session/session-user.js';
import { createAppQueryClient } from './query-client.js';

/** The session user's rights, rebuilt when the user changes (sign-in, impersonation). */
function SessionAbility({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const ability = useMemo(() => defineAbilityFor(sessionUserOrAnonymous(user)), [user]);
  return <AbilityProvider value={ability}>{children}</AbilityProvider>;
}

/** The app's query cache, whose failed reads and writes not shown by their screen are toasts. */
export function createToastingQueryClient(): QueryClient {
  return createAppQueryClient((message) => {
    toast.error(message);
  });
}

/**
 * Query cache, session and rights, for the router and for component tests alike. The app gives
 * its own query cache (its routes' loaders fill it too); a test gets a fresh one.
 */
export function AppProviders({
  client,
  session,
  queryClient: givenQueryClient,
  children,
}: {
  client: ChausseeClient;
  session: SessionStore;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createToastingQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <SessionProvider store={session}>
          <SessionAbility>{children}</SessionAbility>
        </SessionProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
