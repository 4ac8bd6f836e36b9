import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { SessionState, SessionStore } from './session-store.js';

const SessionContext = createContext<SessionStore | null>(null);

export function SessionProvider({ store, children }: { store: SessionStore; children: ReactNode }) {
  return <SessionContext value={store}>{children}</SessionContext>;
}

/** The session store of the nearest SessionProvider (sign-in, sign-out, impersonation…). */
export function useSessionStore(): SessionStore {
  const store = useContext(SessionContext);
  if (store === null) throw new Error('useSession needs a SessionProvider above it.');
  return store;
}

/** The session state; the component renders again whenever it changes. */
export function useSession(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
