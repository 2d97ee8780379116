// The password policy judged by the estimator, not by character classes: the weak passwords a
// review got accepted are refused with a message saying why; long, unusual ones pass.
import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './passwordStrength.ts';

describe('password policy', () => {
  it.each(['password1', 'qwerty12', 'aaaaaaa1', 'Password123', '12345678', 'iloveyou2'])(
    'refuses %s with a helpful message',
    (password) => {
      const weakness = passwordWeakness(password);
      expect(weakness).toMatch(/^Password is too easy to guess\. .+/);
    },
  );

  it('refuses eight characters of padding and the person’s own address', () => {
    expect(passwordWeakness('........')).not.toBeNull();
    expect(passwordWeakness('jane.doe.1987', ['jane.doe.1987@example.test'])).not.toBeNull();
    expect(passwordWeakness('short1!')).toMatch(/at least 8 characters/);
  });

  it.each(['correct horse 42', 'Tr0ub4dor&3x-lamp', 'mossy granite kettle'])(
    'accepts %s',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});
