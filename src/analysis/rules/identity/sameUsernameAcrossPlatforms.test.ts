import { describe, expect, it } from 'vitest';
import { check, dataset, finding } from '../testing/datasets.ts';
import { sameUsernameAcrossPlatforms } from './sameUsernameAcrossPlatforms.ts';

const withHandle = (
  platform: 'x' | 'instagram' | 'tiktok' | 'linkedin',
  value: string,
  kind?: string,
) =>
  dataset(platform, (d) =>
    d.profile.usernames.push({ value, source: 'account', ...(kind ? { kind } : {}) }),
  );

describe('sameUsernameAcrossPlatforms', () => {
  it('links platforms whose handles match once case and separators are ignored', () => {
    const f = finding(
      sameUsernameAcrossPlatforms,
      withHandle('x', 'Jane_Doe'),
      withHandle('instagram', 'jane.doe'),
      withHandle('tiktok', 'janedoe'),
    );
    expect(f).toMatchObject({ count: 3, riskLevel: 'high' });
    expect(f.description).toContain('X, Instagram and TikTok is the same');
    expect(f.evidence.map((e) => e.url)).toContain('https://www.instagram.com/jane.doe/');
  });

  it('links nearly identical long handles as "nearly the same"', () => {
    const f = finding(
      sameUsernameAcrossPlatforms,
      withHandle('x', 'janedoe'),
      withHandle('instagram', 'janedoe1'),
    );
    expect(f.riskLevel).toBe('medium');
    expect(f.description).toContain('nearly the same');
  });

  it('does not link different or short handles, nor a Twitter handle listed on LinkedIn', () => {
    expect(
      check(
        sameUsernameAcrossPlatforms,
        withHandle('x', 'janedoe'),
        withHandle('instagram', 'bobsmith'),
      ),
    ).toBeNull();
    expect(
      check(sameUsernameAcrossPlatforms, withHandle('x', 'jd'), withHandle('instagram', 'jd')),
    ).toBeNull();
    expect(
      check(
        sameUsernameAcrossPlatforms,
        withHandle('x', 'janedoe'),
        withHandle('linkedin', 'janedoe', 'twitter'),
      ),
    ).toMatchObject({
      notDeterminable: expect.any(String),
    });
  });
});
