import { defineAbilityFor } from '@chaussee/permissions';
import { AbilityProvider } from '@chaussee/permissions/react';
import { toast } from '@chaussee/ui';
import { QueryClientProvider } from '@tanstack/react-query';
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

/** Query cache, session and rights, for the router and for component tests alike. */
export function AppProviders({
  client,
  session,
  children,
}: {
  client: ChausseeClient;
  session: SessionStore;
  children: ReactNode;
}) {
  const [queryClient] = useState(() =>
    createAppQueryClient((message) => {
      toast.error(message);
    }),
  );
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
