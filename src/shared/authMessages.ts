// The spec's auth message table (product-spec §8), used by the app's toasts and by the hosted login
// page, so a code reads the same everywhere. Invariant: the wording is the spec's; a code missing
// here shows AUTH_FALLBACK_MESSAGE.

export const AUTH_MESSAGES = {
  INVALID_CREDENTIALS: 'Invalid email or password. Please try again.',
  EMAIL_NOT_VERIFIED: 'Please verify your email address before signing in.',
  POPUP_CANCELED: 'Sign-in was canceled. Please try again.',
  NETWORK_ERROR: 'Network error. Please check your connection and try again.',
  RATE_LIMITED: 'Too many attempts. Please wait a moment and try again.',
  AUTH_TIMEOUT: 'Authentication timed out. Please try again.',
  REDIRECT_FAILED: 'Redirect failed. Please try again.',
  TOKEN_EXPIRED: 'Session expired. Please sign in again.',
  USER_NOT_FOUND: 'User not found. Please check your email and try again.',
  EMAIL_ALREADY_EXISTS: 'An account with this email already exists.',
  WEAK_PASSWORD: 'Password is too weak. Please choose a stronger password.',
  INVALID_EMAIL: 'Please enter a valid email address.',
  MAGIC_LINK_EXPIRED: 'Magic link has expired. Please request a new one.',
  VERIFICATION_FAILED: 'Verification failed. Please try again.',
} as const;

export type AuthMessageCode = keyof typeof AUTH_MESSAGES;

export const AUTH_FALLBACK_MESSAGE = 'Authentication error. Please try again.';

export function authMessage(code: string): string {
  return Object.hasOwn(AUTH_MESSAGES, code)
    ? AUTH_MESSAGES[code as AuthMessageCode]
    : AUTH_FALLBACK_MESSAGE;
}
