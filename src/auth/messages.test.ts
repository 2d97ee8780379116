import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, authMessage } from '../shared/authMessages.ts';
import { AuthFailure, isRetryable, toAppAuthCode } from './messages.ts';

describe('auth messages', () => {
  it('shows the spec wording for each code and a generic message for any other', () => {
    expect(new AuthFailure('INVALID_CREDENTIALS').message).toBe(
      'Invalid email or password. Please try again.',
    );
    expect(new AuthFailure('MAGIC_LINK_EXPIRED').message).toBe(
      'Magic link has expired. Please request a new one.',
    );
    expect(authMessage('SOMETHING_ELSE')).toBe('Authentication error. Please try again.');
    expect(Object.keys(AUTH_MESSAGES)).toHaveLength(14);
  });

  it('maps Firebase-style codes and our server codes onto the spec codes', () => {
    expect(toAppAuthCode('auth/wrong-password')).toBe('INVALID_CREDENTIALS');
    expect(toAppAuthCode('auth/email-already-in-use')).toBe('EMAIL_ALREADY_EXISTS');
    expect(toAppAuthCode('auth/too-many-requests')).toBe('RATE_LIMITED');
    expect(toAppAuthCode('auth/popup-closed-by-user')).toBe('POPUP_CANCELED');
    expect(toAppAuthCode('INVALID_TOKEN')).toBe('TOKEN_EXPIRED');
    expect(toAppAuthCode('WEAK_PASSWORD')).toBe('WEAK_PASSWORD');
  });

  it('treats unknown or missing codes as network errors', () => {
    expect(toAppAuthCode('auth/some-future-code')).toBe('NETWORK_ERROR');
    expect(toAppAuthCode(undefined)).toBe('NETWORK_ERROR');
    expect(toAppAuthCode('toString')).toBe('NETWORK_ERROR');
  });

  it('lets only network errors and rate limits be retried', () => {
    const retryable = Object.keys(AUTH_MESSAGES).filter((code) =>
      isRetryable(code as keyof typeof AUTH_MESSAGES),
    );
    expect(retryable.sort()).toEqual(['NETWORK_ERROR', 'RATE_LIMITED']);
    expect(new AuthFailure('RATE_LIMITED').retryable).toBe(true);
    expect(new AuthFailure('INVALID_CREDENTIALS').retryable).toBe(false);
  });
});
