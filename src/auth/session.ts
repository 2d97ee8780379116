// The signed-in session as the app keeps it, and how it is derived from tokens. Expiry times are
// computed on this device's clock from the token lifetimes, so a device whose clock is off still
// refreshes on time.
import type { AuthResponseWire } from '../shared/auth.ts';
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_MS,
  ACCESS_TOKEN_TTL_S,
  REFRESH_TOKEN_TTL_S,
} from '../shared/constants.ts';

export interface AuthUser {
  id: string;
  email: string;
  displayName: string | null;
  role: string;
}

export interface StoredSession {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch ms (device clock) at which the access token expires. */
  expiresAt: number;
  /** Epoch ms (device clock) at which the refresh token expires; null when unknown. */
  refreshExpiresAt: number | null;
  /** Epoch ms (device clock) at which the access token was received; null when unknown. */
  receivedAt?: number | null;
  /** The last known user: kept while offline so the app keeps working. */
  user: AuthUser;
}

export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
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

/** A session from tokens handed over at start (URL or parent window); null if unreadable. */
export function sessionFromTokens(
  accessToken: string,
  refreshToken: string | null,
  now: number,
): StoredSession | null {
  const user = userFromAccessToken(accessToken);
  if (!user) return null;
  const payload = decodeJwtPayload(accessToken)!;
  const lifetimeS =
    typeof payload.exp === 'number' && typeof payload.iat === 'number'
      ? payload.exp - payload.iat
      : ACCESS_TOKEN_TTL_S;
  return {
    accessToken,
    refreshToken,
    expiresAt: now + lifetimeS * 1000,
    refreshExpiresAt: refreshToken ? now + REFRESH_TOKEN_TTL_S * 1000 : null,
    receivedAt: now,
    user,
  };
}

export function sessionFromResponse(response: AuthResponseWire, now: number): StoredSession {
  const { session, user } = response;
  return {
    accessToken: session.access_token,
    refreshToken: session.refresh_token,
    expiresAt: now + session.expires_in * 1000,
    refreshExpiresAt: now + session.refresh_expires_in * 1000,
    receivedAt: now,
    user: { id: user.id, email: user.email, displayName: user.displayName, role: user.role },
  };
}

/** Reads a stored value defensively: anything malformed counts as no session. */
export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    if (
      !value ||
      typeof value.accessToken !== 'string' ||
      typeof value.expiresAt !== 'number' ||
      !value.user ||
      typeof value.user.id !== 'string' ||
      typeof value.user.email !== 'string'
    ) {
      return null;
    }
    return {
      accessToken: value.accessToken,
      refreshToken: typeof value.refreshToken === 'string' ? value.refreshToken : null,
      expiresAt: value.expiresAt,
      refreshExpiresAt: typeof value.refreshExpiresAt === 'number' ? value.refreshExpiresAt : null,
      receivedAt: typeof value.receivedAt === 'number' ? value.receivedAt : null,
      user: {
        id: value.user.id,
        email: value.user.email,
        displayName: typeof value.user.displayName === 'string' ? value.user.displayName : null,
        role: typeof value.user.role === 'string' ? value.user.role : 'user',
      },
    };
  } catch {
    return null;
  }
}

/**
 * How long before expiry to refresh: the spec's 30 s, or half the token's life when it is shorter
 * (a server configured with very short tokens would otherwise be refreshed in a loop).
 */
export function refreshMarginMs(session: StoredSession): number {
  if (session.receivedAt == null) return ACCESS_TOKEN_EXPIRY_MARGIN_MS;
  const lifetime = session.expiresAt - session.receivedAt;
  return Math.min(ACCESS_TOKEN_EXPIRY_MARGIN_MS, Math.max(0, lifetime / 2));
}
