import { describe, expect, it } from 'vitest';
import { PROFILE_CHECK_MESSAGES, profileFetchProblem } from './publicProfileCheck.ts';

describe('profile check network errors', () => {
  it('turns raw network failures into a sentence with a next step', () => {
    expect(profileFetchProblem('The host name could not be resolved')).toBe(
      PROFILE_CHECK_MESSAGES.notFound,
    );
    expect(profileFetchProblem('ETIMEDOUT')).toBe(PROFILE_CHECK_MESSAGES.unreachable);
  });

  it('keeps a message that already says what to do, and adds a next step to one that does not', () => {
    expect(profileFetchProblem('That page is too large to check. Try a profile page.')).toBe(
      'That page is too large to check. Try a profile page.',
    );
    expect(profileFetchProblem('The page answered 500')).toBe(
      'The page answered 500. Check the address and try again.',
    );
  });
});
