// Provides the auth state and the login/logout actions to the views.
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createBrowserAuthClient, type AuthClient, type AuthState } from '../auth/authClient.ts';

interface AuthContextValue extends AuthState {
  login(): void;
  logout(): Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children, client }: { children: ReactNode; client?: AuthClient }) {
  const auth = useMemo(() => client ?? createBrowserAuthClient(), [client]);
  const state = useSyncExternalStore(auth.subscribe, auth.getState);
  useEffect(() => {
    void auth.start();
  }, [auth]);
  const value = useMemo<AuthContextValue>(
    () => ({ ...state, login: () => auth.login(), logout: () => auth.logout() }),
    [auth, state],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
