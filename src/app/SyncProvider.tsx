// Runs the page's sync engine while a REST client and the auth client are available, and gives it
// to the hooks. Invariant: one engine per page; it is stopped when the provider unmounts (React
// StrictMode mounts twice in development: the first engine is stopped before the second starts).
import { useEffect, useState, type ReactNode } from 'react';
import { db } from '../db/database.ts';
import { SyncEngineContext } from '../hooks/syncEngineContext.ts';
import { startBrowserSync, type SyncAuth } from '../sync/browserSync.ts';
import type { SyncEngine } from '../sync/engine.ts';
import type { RestTables } from '../sync/restTransport.ts';

export interface SyncConnection {
  /** A REST client that sends only this user's token (and fails as signed out otherwise). */
  restAs: (userId: string) => RestTables;
  auth: SyncAuth;
}

export function SyncProvider({
  connection,
  children,
}: {
  /** The REST client and auth client; null renders local data only (no sync). */
  connection: SyncConnection | null;
  children: ReactNode;
}) {
  const [engine, setEngine] = useState<SyncEngine | null>(null);
  useEffect(() => {
    if (!connection) return;
    const sync = startBrowserSync(db, connection.restAs, connection.auth);
    setEngine(sync.engine);
    return () => {
      sync.dispose();
      setEngine(null);
    };
  }, [connection]);
  return <SyncEngineContext.Provider value={engine}>{children}</SyncEngineContext.Provider>;
}
