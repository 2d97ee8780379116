// The breach check of the signed-in user's email: the newest result kept on the device (live) and
// the state of a check under way. A finished check is kept, and the next scan counts it.
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useState } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import { BackendError, NETWORK_ERROR_MESSAGE } from '../backend/backendError.ts';
import { checkEmailBreaches } from '../backend/breachesClient.ts';
import { db } from '../db/database.ts';
import { readInstantFacts, saveBreachCheck } from '../db/repos/instantFacts.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import type { BreachCheckResponse } from '../shared/breaches.ts';

export const BREACH_CHECK_MESSAGES = {
  offline: 'You are offline. Checking your email against known breaches needs a connection.',
  signedOut: 'Sign in again to check your email.',
  notSaved: 'The result is shown but could not be kept on this device.',
} as const;

export type BreachCheckState =
  { status: 'idle' } | { status: 'checking' } | { status: 'failed'; message: string };

export function useEmailBreaches(userId: string): {
  kept: BreachCheckResponse | null | undefined;
  state: BreachCheckState;
  check(): Promise<void>;
} {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<BreachCheckState>({ status: 'idle' });
  const kept = useLiveQuery(async () => (await readInstantFacts(db, userId)).breachCheck, [userId]);
  const check = useCallback(async () => {
    if (!navigator.onLine) {
      setState({ status: 'failed', message: BREACH_CHECK_MESSAGES.offline });
      return;
    }
    setState({ status: 'checking' });
    const token = await getAccessToken();
    if (!token) {
      setState({ status: 'failed', message: BREACH_CHECK_MESSAGES.signedOut });
      return;
    }
    let answer: BreachCheckResponse;
    try {
      answer = await checkEmailBreaches(window.location.origin, DEFAULT_PROJECT_ID, token);
    } catch (error) {
      setState({
        status: 'failed',
        message: error instanceof BackendError ? error.message : NETWORK_ERROR_MESSAGE,
      });
      return;
    }
    try {
      await saveBreachCheck(db, userId, answer);
      setState({ status: 'idle' });
    } catch {
      setState({ status: 'failed', message: BREACH_CHECK_MESSAGES.notSaved });
    }
  }, [getAccessToken, userId]);
  return { kept, state, check };
}
