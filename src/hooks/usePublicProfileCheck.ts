// The public profile check for the signed-in user: addresses to suggest (from the usernames in
// their connected exports) and the state of one check at a time. The check itself lives in
// flows/publicProfileCheck.ts; this hook wires it to the connected-data worker (which reads the
// exports off the main thread and sends back only the profile facts), the analysis worker and the
// flow's read of the public page through the server.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { runAnalysis } from '../analysis/api.ts';
import type { ProfileSuggestion } from '../analysis/profile/publicProfile.ts';
import { useAuth } from '../app/AuthProvider.tsx';
import { readProfileFactsInWorker } from '../flows/connectedDataInWorker.ts';
import {
  checkPublicProfile,
  readPublicPageFromOrigin,
  type ProfileCheckOutcome,
} from '../flows/publicProfileCheck.ts';
import { connectedPlatformsOf, useImports } from './useImports.ts';

export type ProfileCheckState = { status: 'idle' } | { status: 'checking' } | ProfileCheckOutcome;

export function usePublicProfileCheck(userId: string): {
  suggestions: ProfileSuggestion[];
  state: ProfileCheckState;
  check(address: string): Promise<void>;
} {
  const { getAccessToken } = useAuth();
  const imports = useImports(userId);
  const connectedKey = useMemo(() => connectedPlatformsOf(imports)?.join(','), [imports]);
  const [suggestions, setSuggestions] = useState<ProfileSuggestion[]>([]);
  const [state, setState] = useState<ProfileCheckState>({ status: 'idle' });

  useEffect(() => {
    if (!connectedKey) {
      setSuggestions([]);
      return;
    }
    const reading = new AbortController();
    readProfileFactsInWorker(userId, reading.signal)
      .then((facts) => {
        if (!reading.signal.aborted) setSuggestions(facts.suggestions);
      })
      .catch(() => undefined);
    return () => reading.abort();
  }, [userId, connectedKey]);

  const check = useCallback(
    async (address: string) => {
      setState({ status: 'checking' });
      const outcome = await checkPublicProfile(
        {
          online: () => navigator.onLine,
          getAccessToken,
          readPage: readPublicPageFromOrigin,
          loadKnown: async () => (await readProfileFactsInWorker(userId)).known,
          analyse: (page, known) => runAnalysis('profile.check', { page, known }),
        },
        address,
      );
      setState(outcome);
    },
    [getAccessToken, userId],
  );

  return { suggestions, state, check };
}
