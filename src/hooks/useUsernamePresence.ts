// The username presence check for the signed-in user: usernames to offer (from the connected
// exports, read in the connected-data worker), the checks kept on the device (live), and the state
// of the check under way with its results as they stream in. The check itself lives in
// flows/usernamePresence.ts, started through flows/instantChecks.ts.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UsernamePresenceCheck } from '../analysis/instant/instantFacts.ts';
import { useAuth } from '../app/AuthProvider.tsx';
import { readProfileFactsInWorker } from '../flows/connectedDataInWorker.ts';
import { checkMyUsername } from '../flows/instantChecks.ts';
import { db } from '../db/database.ts';
import { readInstantFacts } from '../db/repos/instantFacts.ts';
import type { UsernameResult } from '../shared/usernames.ts';
import { connectedPlatformsOf, useImports } from './useImports.ts';

export type UsernameCheckState =
  | { status: 'idle' }
  | { status: 'checking'; username: string; total: number | null; results: UsernameResult[] }
  | { status: 'failed'; message: string }
  | { status: 'done'; check: UsernamePresenceCheck; saved: boolean };

export function useUsernamePresence(userId: string): {
  offered: string[];
  kept: UsernamePresenceCheck[] | undefined;
  state: UsernameCheckState;
  check(username: string): Promise<void>;
} {
  const { getAccessToken } = useAuth();
  const imports = useImports(userId);
  const connectedKey = useMemo(() => connectedPlatformsOf(imports)?.join(','), [imports]);
  const [offered, setOffered] = useState<string[]>([]);
  const [state, setState] = useState<UsernameCheckState>({ status: 'idle' });
  const kept = useLiveQuery(
    async () => (await readInstantFacts(db, userId)).usernameChecks,
    [userId],
  );

  useEffect(() => {
    if (!connectedKey) {
      setOffered([]);
      return;
    }
    const reading = new AbortController();
    readProfileFactsInWorker(userId, reading.signal)
      .then((facts) => {
        if (!reading.signal.aborted) setOffered(facts.usernames);
      })
      .catch(() => undefined);
    return () => reading.abort();
  }, [userId, connectedKey]);

  const check = useCallback(
    async (username: string) => {
      const name = username.trim().replace(/^@/, '');
      setState({ status: 'checking', username: name, total: null, results: [] });
      const outcome = await checkMyUsername(userId, getAccessToken, name, {
        onTotal: (total) =>
          setState((current) => (current.status === 'checking' ? { ...current, total } : current)),
        onResult: (result) =>
          setState((current) =>
            current.status === 'checking'
              ? { ...current, results: [...current.results, result] }
              : current,
          ),
      });
      setState(outcome);
    },
    [getAccessToken, userId],
  );

  return { offered, kept, state, check };
}
