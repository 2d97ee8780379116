// Provides the auth state and actions to the views, and shows auth failures (session expired,
// sign-in attempted offline) as toasts.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { AuthClient, AuthState, LoginOptions } from '../auth/authClient.ts';
import { appAuthClient } from '../auth/index.ts';
import type { SignOutKeep } from '../db/repos/scans.ts';
import { notify } from './notify.ts';

interface AuthContextValue extends AuthState {
  /** Starts sign-in: full-page, or in a popup where `preferPopup` is set and the window suits. */
  login(options?: LoginOptions): void;
  /** Signs out; `keep` says what of the user's data stays on this device (default: nothing). */
  logout(keep?: SignOutKeep): Promise<void>;
  /** A fresh access token (refreshed near expiry); null when signed out. Never throws. */
  getAccessToken(): Promise<string | null>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, client }: { children: ReactNode; client?: AuthClient }) {
  const auth = useMemo(() => client ?? appAuthClient(), [client]);
  const state = useSyncExternalStore(auth.subscribe, auth.getState);
  useEffect(() => {
    const stopErrors = auth.onError((failure) => notify.error(failure.message));
    void auth.start();
    return stopErrors;
  }, [auth]);
  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      login: (options) => auth.login(options),
      logout: (keep) => auth.logout(keep),
      getAccessToken: () => auth.getAccessToken(),
    }),
    [auth, state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
