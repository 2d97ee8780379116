// "Is this password known to be breached?": the k-anonymity check of backend/pwnedPasswordsClient.ts
// for the Settings panel, with its state. The password lives only in the caller's field and in
// this call; it is never stored, logged or sent.
import { useCallback, useState } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import { BackendError, NETWORK_ERROR_MESSAGE } from '../backend/backendError.ts';
import { passwordBreachCount, pwnedRangeFetcher } from '../backend/pwnedPasswordsClient.ts';
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';

export type PasswordCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; count: number }
  | { status: 'failed'; message: string };

export const PASSWORD_CHECK_MESSAGES = {
  offline: 'You are offline. Checking a password needs a connection.',
  signedOut: 'Sign in again to check a password.',
} as const;

export function usePasswordBreachCheck(): {
  state: PasswordCheckState;
  check(password: string): Promise<void>;
  reset(): void;
} {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<PasswordCheckState>({ status: 'idle' });
  const check = useCallback(
    async (password: string) => {
      if (!navigator.onLine) {
        setState({ status: 'failed', message: PASSWORD_CHECK_MESSAGES.offline });
        return;
      }
      setState({ status: 'checking' });
      const token = await getAccessToken();
      if (!token) {
        setState({ status: 'failed', message: PASSWORD_CHECK_MESSAGES.signedOut });
        return;
      }
      try {
        const count = await passwordBreachCount(
          password,
          pwnedRangeFetcher(window.location.origin, DEFAULT_PROJECT_ID, token),
        );
        setState({ status: 'done', count });
      } catch (error) {
        setState({
          status: 'failed',
          message: error instanceof BackendError ? error.message : NETWORK_ERROR_MESSAGE,
        });
      }
    },
    [getAccessToken],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, check, reset };
}
