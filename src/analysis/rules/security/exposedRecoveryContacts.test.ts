import { describe, expect, it } from 'vitest';
import { check, dataset, finding, post } from '../testing/datasets.ts';
import { exposedRecoveryContacts } from './exposedRecoveryContacts.ts';

describe('exposedRecoveryContacts', () => {
  it('finds the sign-in email of one platform published on another', () => {
    const instagram = dataset('instagram', (x) =>
      x.profile.emails.push({
        value: 'Jane.Doe@example.com',
        kind: 'primary',
        source: 'personal_information.json',
      }),
    );
    const x = dataset('x', (d) =>
      d.posts.push(post('DM me or mail jane.doe@example.com', { source: 'tweets.js' })),
    );
    const f = finding(exposedRecoveryContacts, instagram, x);
    expect(f).toMatchObject({ riskLevel: 'high', count: 1, fixPlatform: 'instagram' });
    expect(f.evidence[0]?.platform).toBe('x');
    expect(f.title + f.description).not.toContain('example.com');
  });

  it('matches a phone number written another way, on its last nine digits', () => {
    const fb = dataset('facebook', (d) => {
      d.profile.phones.push({ value: '+12025550143', source: 'profile.json' });
      d.profile.bios.push({ value: 'Call (202) 555-0143', source: 'profile.json' });
    });
    expect(finding(exposedRecoveryContacts, fb).count).toBe(1);
  });

  it('ignores inferred addresses and text that does not contain the contact', () => {
    const d = dataset('instagram', (x) => {
      x.profile.emails.push({
        value: 'guess@example.com',
        kind: 'inferred',
        source: 'possible_emails.json',
      });
      x.posts.push(post('guess@example.com is not mine'), post('nothing here'));
    });
    expect(check(exposedRecoveryContacts, d)).toBeNull();
  });
});
