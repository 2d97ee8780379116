// The app's auth state (product-spec §4): user, tokens, isAuthenticated, isLoading. Owns reading
// tokens at start-up and starting the hosted login. Invariant: a network error never signs the
// user out; only the server rejecting a token does.
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';

export interface AuthUser {
  id: string;
  email: string;
  displayName: string | null;
  role: string;
}

export interface AuthTokens {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
}

export interface AuthState {
  user: AuthUser | null;
  tokens: AuthTokens | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

export interface AuthClient {
  getState(): AuthState;
  subscribe(listener: (state: AuthState) => void): () => void;
  start(): Promise<void>;
  login(): void;
  logout(): Promise<void>;
}

const STORAGE_KEY = 'footprint.auth';

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  tokens: null,
  isAuthenticated: false,
  isLoading: true,
};

/** The hosted login page address with the post-login return address origin + /dashboard. */
export function hostedLoginUrl(origin: string, projectId = DEFAULT_PROJECT_ID): string {
  const params = new URLSearchParams({
    redirect_url: `${origin}/dashboard`,
    project_id: projectId,
  });
  return `${origin}/auth?${params.toString()}`;
}

function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function userFromAccessToken(token: string): AuthUser | null {
  const payload = decodeJwtPayload(token);
  if (!payload || typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
  return {
    id: payload.sub,
    email: payload.email,
    displayName: typeof payload.name === 'string' ? payload.name : null,
    role: typeof payload.role === 'string' ? payload.role : 'user',
  };
}

export function createBrowserAuthClient(): AuthClient {
  let state: AuthState = INITIAL_AUTH_STATE;
  const listeners = new Set<(state: AuthState) => void>();

  function setState(next: AuthState): void {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function adopt(tokens: AuthTokens | null): void {
    const user = tokens ? userFromAccessToken(tokens.accessToken) : null;
    if (tokens && user) {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
      setState({ user, tokens, isAuthenticated: true, isLoading: false });
    } else {
      localStorage.removeItem(STORAGE_KEY);
      setState({ user: null, tokens: null, isAuthenticated: false, isLoading: false });
    }
  }

  function tokensFromUrl(): AuthTokens | null {
    const url = new URL(window.location.href);
    const accessToken = url.searchParams.get('access_token');
    if (!accessToken) return null;
    const refreshToken = url.searchParams.get('refresh_token');
    url.searchParams.delete('access_token');
    url.searchParams.delete('refresh_token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    const exp = decodeJwtPayload(accessToken)?.exp;
    return {
      accessToken,
      refreshToken,
      expiresAt: typeof exp === 'number' ? exp * 1000 : Date.now() + 900_000,
    };
  }

  function tokensFromStorage(): AuthTokens | null {
    try {
      const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
      if (stored && typeof stored === 'object' && 'accessToken' in stored)
        return stored as AuthTokens;
    } catch {
      // A corrupt entry is treated as no session.
    }
    return null;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async start() {
      adopt(tokensFromUrl() ?? tokensFromStorage());
    },
    login() {
      window.location.assign(hostedLoginUrl(window.location.origin));
    },
    async logout() {
      adopt(null);
    },
  };
}
