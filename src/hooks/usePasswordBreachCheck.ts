// "Is this password known to be breached?" for the Settings panel, with its state; the check is
// flows/instantChecks.ts (k-anonymity: only a 5-character hash prefix goes out). The password
// lives only in the caller's field and in this call; it is never stored, logged or sent.
import { useCallback, useState } from 'react';
import { useAuth } from '../app/AuthProvider.tsx';
import { checkPasswordBreaches, PASSWORD_CHECK_MESSAGES } from '../flows/instantChecks.ts';

export { PASSWORD_CHECK_MESSAGES };

export type PasswordCheckState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'done'; count: number }
  | { status: 'failed'; message: string };

export function usePasswordBreachCheck(): {
  state: PasswordCheckState;
  check(password: string): Promise<void>;
  reset(): void;
} {
  const { getAccessToken } = useAuth();
  const [state, setState] = useState<PasswordCheckState>({ status: 'idle' });
  const check = useCallback(
    async (password: string) => {
      setState({ status: 'checking' });
      const outcome = await checkPasswordBreaches(password, getAccessToken);
      setState(
        outcome.ok
          ? { status: 'done', count: outcome.count }
          : { status: 'failed', message: outcome.message },
      );
    },
    [getAccessToken],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, check, reset };
}
