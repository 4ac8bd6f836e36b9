import type { ChausseeClient } from '@chaussee/sdk';
import { createContext, useContext, type ReactNode } from 'react';

const ApiClientContext = createContext<ChausseeClient | null>(null);

/** The app's one API client, for the calls the generated hooks cannot make (file uploads). */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ChausseeClient;
  children: ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ChausseeClient {
  const client = useContext(ApiClientContext);
  if (client === null) throw new Error('useApiClient needs an ApiClientProvider above it.');
  return client;
}
