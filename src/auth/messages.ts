// Auth error codes as the app shows them (product-spec §8): every server or provider code maps to
// one of the spec's codes, Firebase-style codes included; an unknown code maps to NETWORK_ERROR;
// only NETWORK_ERROR and RATE_LIMITED are retryable. Invariant: the user-facing wording comes from
// the one table in src/shared/authMessages.ts.
import { AUTH_MESSAGES, authMessage, type AuthMessageCode } from '../shared/authMessages.ts';

export type AppAuthCode = AuthMessageCode;

const RETRYABLE: ReadonlySet<AppAuthCode> = new Set(['NETWORK_ERROR', 'RATE_LIMITED']);

/** Codes from our server beyond the spec's table, and Firebase Auth's `auth/…` codes. */
const CODE_ALIASES: Record<string, AppAuthCode> = {
  INVALID_TOKEN: 'TOKEN_EXPIRED',
  UNAUTHORIZED: 'TOKEN_EXPIRED',
  INVALID_REQUEST: 'VERIFICATION_FAILED',
  INVALID_PROJECT: 'REDIRECT_FAILED',
  INVALID_REDIRECT: 'REDIRECT_FAILED',
  PROVIDER_NOT_CONFIGURED: 'REDIRECT_FAILED',
  'auth/wrong-password': 'INVALID_CREDENTIALS',
  'auth/invalid-credential': 'INVALID_CREDENTIALS',
  'auth/invalid-login-credentials': 'INVALID_CREDENTIALS',
  'auth/user-not-found': 'USER_NOT_FOUND',
  'auth/user-disabled': 'USER_NOT_FOUND',
  'auth/email-already-in-use': 'EMAIL_ALREADY_EXISTS',
  'auth/email-already-exists': 'EMAIL_ALREADY_EXISTS',
  'auth/credential-already-in-use': 'EMAIL_ALREADY_EXISTS',
  'auth/weak-password': 'WEAK_PASSWORD',
  'auth/invalid-password': 'WEAK_PASSWORD',
  'auth/invalid-email': 'INVALID_EMAIL',
  'auth/missing-email': 'INVALID_EMAIL',
  'auth/too-many-requests': 'RATE_LIMITED',
  'auth/quota-exceeded': 'RATE_LIMITED',
  'auth/network-request-failed': 'NETWORK_ERROR',
  'auth/popup-closed-by-user': 'POPUP_CANCELED',
  'auth/cancelled-popup-request': 'POPUP_CANCELED',
  'auth/user-cancelled': 'POPUP_CANCELED',
  'auth/popup-blocked': 'REDIRECT_FAILED',
  'auth/redirect-cancelled-by-user': 'POPUP_CANCELED',
  'auth/redirect-operation-pending': 'REDIRECT_FAILED',
  'auth/unauthorized-domain': 'REDIRECT_FAILED',
  'auth/timeout': 'AUTH_TIMEOUT',
  'auth/id-token-expired': 'TOKEN_EXPIRED',
  'auth/user-token-expired': 'TOKEN_EXPIRED',
  'auth/requires-recent-login': 'TOKEN_EXPIRED',
  'auth/invalid-user-token': 'TOKEN_EXPIRED',
  'auth/unverified-email': 'EMAIL_NOT_VERIFIED',
  'auth/email-not-verified': 'EMAIL_NOT_VERIFIED',
  'auth/expired-action-code': 'MAGIC_LINK_EXPIRED',
  'auth/invalid-action-code': 'VERIFICATION_FAILED',
  'auth/invalid-verification-code': 'VERIFICATION_FAILED',
};

export function toAppAuthCode(code: string | null | undefined): AppAuthCode {
  if (!code) return 'NETWORK_ERROR';
  if (Object.hasOwn(AUTH_MESSAGES, code)) return code as AppAuthCode;
  return Object.hasOwn(CODE_ALIASES, code) ? CODE_ALIASES[code]! : 'NETWORK_ERROR';
}

export class AuthFailure extends Error {
  readonly code: AppAuthCode;
  readonly retryable: boolean;

  constructor(serverCode: string | null | undefined) {
    const code = toAppAuthCode(serverCode);
    super(authMessage(code));
    this.code = code;
    this.retryable = RETRYABLE.has(code);
  }
}

export function isRetryable(code: AppAuthCode): boolean {
  return RETRYABLE.has(code);
}
