// E-mail addresses in unusual but valid forms and written to dodge scrapers, and the sentences
// and web addresses that only look like them.
import { describe, expect, it } from 'vitest';
import { detectEmails } from './email.ts';

function emails(text: string): string[] {
  return detectEmails(text).map((s) => text.slice(s.start, s.end));
}

describe('e-mail addresses', () => {
  it('reads addresses in other scripts, with an apostrophe or a quoted local part', () => {
    expect(emails('Zuschriften an jürgen.müller@beispiel.de bitte')).toEqual([
      'jürgen.müller@beispiel.de',
    ]);
    expect(emails('Reply to support@例え.jp')).toEqual(['support@例え.jp']);
    expect(emails('लिखें अजय@डाटा.भारत पर')).toEqual(['अजय@डाटा.भारत']);
    expect(emails("Ping o'connor.k@example.ie about it")).toEqual(["o'connor.k@example.ie"]);
    expect(emails('write to "john doe"@example.com now')).toEqual(['"john doe"@example.com']);
    expect(emails('Send CVs to <jobs@example-company.com>.')).toEqual(['jobs@example-company.com']);
  });

  it('reads addresses spelt with (at), {at} and the words at and dot', () => {
    expect(emails('email: tom(at)example.org, or priya {at} example {dot} in')).toEqual([
      'tom(at)example.org',
      'priya {at} example {dot} in',
    ]);
    expect(emails('my mail is anna dot berg at example dot se, write anytime')).toEqual([
      'anna dot berg at example dot se',
    ]);
    expect(emails('ping sam at gmail dot com')).toEqual(['sam at gmail dot com']);
    expect(emails('email me at jane.k at example.com please')).toEqual(['jane.k at example.com']);
    expect(emails('Contact: jane(dot)doe(at)example(dot)com')).toEqual([
      'jane(dot)doe(at)example(dot)com',
    ]);
    expect(emails('j.smith AT example DOT org')).toEqual(['j.smith AT example DOT org']);
    expect(emails('my email address is jane at example dot com')).toEqual([
      'jane at example dot com',
    ]);
  });

  it('does not read a sentence or a site as a spelt-out address', () => {
    expect(emails('meet at noon dot com, find us at example.com')).toEqual([]);
  });

  it('leaves a login inside a web address to the web address', () => {
    expect(emails('https://bob:hunter2@example.com/x')).toEqual([]);
  });
});
