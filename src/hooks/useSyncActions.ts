// What the user can do about sync: retry or discard a refused change, or sync now. Writes go
// through the repositories; the engine is poked so the change goes out at once.
import { db } from '../db/database.ts';
import { discardDeadLetter, retryDeadLetter } from '../db/repos/outbox.ts';
import { useSyncEngine } from './syncEngineContext.ts';

export interface SyncActions {
  retryRefused(id: number): Promise<void>;
  discardRefused(id: number): Promise<void>;
  syncNow(): void;
}

export function useSyncActions(): SyncActions {
  const engine = useSyncEngine();
  return {
    async retryRefused(id) {
      await retryDeadLetter(db, id);
      engine?.onLocalWrite();
    },
    async discardRefused(id) {
      await discardDeadLetter(db, id);
      void engine?.requestPull();
    },
    syncNow() {
      engine?.onTokenRefreshed();
    },
  };
}
