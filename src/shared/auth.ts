// Wire types of the auth API (product-spec §3, §7, §8), shared by the server and the app's auth
// client. Invariant: the server only ever answers errors with one of AUTH_ERROR_CODES, and the
// session shape is the spec's, so clients written against the spec keep working.

export interface AuthUserWire {
  id: string;
  email: string;
  displayName: string | null;
  role: string;
}

export interface AuthSessionWire {
  access_token: string;
  refresh_token: string;
  token_type: 'Bearer';
  /** Seconds the access token lives from issued_at. */
  expires_in: number;
  /** Seconds the refresh token lives from issued_at. */
  refresh_expires_in: number;
  /** Epoch seconds at which both tokens were issued. */
  issued_at: number;
}

export interface AuthResponseWire {
  session: AuthSessionWire;
  user: AuthUserWire;
}

export const AUTH_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'POPUP_CANCELED',
  'NETWORK_ERROR',
  'RATE_LIMITED',
  'AUTH_TIMEOUT',
  'REDIRECT_FAILED',
  'TOKEN_EXPIRED',
  'USER_NOT_FOUND',
  'EMAIL_ALREADY_EXISTS',
  'WEAK_PASSWORD',
  'INVALID_EMAIL',
  'MAGIC_LINK_EXPIRED',
  'VERIFICATION_FAILED',
  // Server-side codes beyond the spec's table; clients show the generic message for them.
  'UNAUTHORIZED',
  'INVALID_TOKEN',
  'INVALID_REQUEST',
  'INVALID_PROJECT',
  'INVALID_REDIRECT',
  'PROVIDER_NOT_CONFIGURED',
  'REAUTHENTICATION_NEEDED',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

export interface AuthErrorWire {
  code: AuthErrorCode;
  message: string;
}

/** Minimum password length; passwords must also mix letters with digits or symbols. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const EMAIL_MAX_LENGTH = 254;

export const OAUTH_PROVIDER_IDS = ['google', 'github', 'apple', 'microsoft'] as const;
export type OAuthProviderId = (typeof OAUTH_PROVIDER_IDS)[number];
export type AuthProviderId = 'email' | OAuthProviderId;

/** Same rule on both sides so the hosted page can say "too weak" before the round trip. */
export function passwordIsStrongEnough(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  return hasLetter && hasOther;
}

/** Pragmatic address check: one @, a dot in the domain, no spaces; the mail round trip proves it. */
export function emailLooksValid(email: string): boolean {
  return (
    email.length <= EMAIL_MAX_LENGTH &&
    /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) &&
    !email.includes('..')
  );
}
