import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { sameEmailAcrossPlatforms } from './sameEmailAcrossPlatforms.ts';

const withEmail = (platform: 'x' | 'instagram' | 'tiktok', value: string, kind?: string) =>
  dataset(platform, (d) =>
    d.profile.emails.push({ value, source: 'account', ...(kind ? { kind } : {}) }),
  );

describe('sameEmailAcrossPlatforms', () => {
  it('finds one email address registered on several platforms, case-insensitively', () => {
    const f = finding(
      sameEmailAcrossPlatforms,
      withEmail('x', 'Jane@Example.com'),
      withEmail('instagram', 'jane@example.com'),
    );
    expect(f).toMatchObject({ count: 2, riskLevel: 'medium' });
    expect(f.title + f.description).not.toContain('example.com');
  });

  it('ignores different addresses and addresses the platform only guessed', () => {
    expect(
      check(
        sameEmailAcrossPlatforms,
        withEmail('x', 'a@example.com'),
        withEmail('instagram', 'b@example.com'),
      ),
    ).toBeNull();
    expect(
      check(
        sameEmailAcrossPlatforms,
        withEmail('x', 'a@example.com'),
        withEmail('instagram', 'a@example.com', 'inferred'),
      ),
    ).toBeNull();
  });

  it('needs email addresses from two platforms', () => {
    expect(check(sameEmailAcrossPlatforms, withEmail('x', 'a@example.com'))).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
