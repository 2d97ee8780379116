// Keeps the page's realtime connection open while someone is signed in and the browser is
// online, and gives the scan events the page's sync engine. Renders nothing. Offline or signed
// out it holds no connection and shows no error.
import { useEffect } from 'react';
import { useSyncEngine } from '../hooks/syncEngineContext.ts';
import { useOnline } from '../hooks/useOnline.ts';
import { useAuth } from './AuthProvider.tsx';
import { connectRealtime, scanRealtime } from '../flows/pageRealtime.ts';

export function RealtimeConnector() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const online = useOnline();
  const engine = useSyncEngine();

  useEffect(() => {
    scanRealtime.setSync(engine);
    return () => scanRealtime.setSync(null);
  }, [engine]);

  useEffect(() => {
    if (!userId || !online) return;
    return connectRealtime();
  }, [userId, online]);

  return null;
}
