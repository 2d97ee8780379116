// The page's sync engine, provided by the app (SyncProvider) to the hooks; null until the app
// has a REST client and a signed-in session, in which case hooks still show local state.
import { createContext, useContext } from 'react';
import type { SyncEngine } from '../sync/engine.ts';

export const SyncEngineContext = createContext<SyncEngine | null>(null);

export function useSyncEngine(): SyncEngine | null {
  return useContext(SyncEngineContext);
}
