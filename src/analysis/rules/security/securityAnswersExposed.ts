// Answers to common account-recovery questions that can be read off the user's own profiles and
// posts across platforms: date of birth, birthplace or hometown, first school, a parent's name,
// and the pets, first cars and streets people mention in posts. Each answerable question weakens
// every account that still uses security questions. Profile facts need no text engine; answers
// in posts are counted when the text engine is loaded.
import type { PlatformId } from '../../../shared/tables.ts';
import type { ImportedDataset } from '../../imports/dataset.ts';
import type { CrossPlatformRule, Evidence, RuleContext } from '../types.ts';
import { day, listNames, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { postsWith } from '../lib/text.ts';

type Question =
  | 'date of birth'
  | 'birthplace or hometown'
  | 'first school'
  | "a parent's name"
  | 'pet, first car or street';

function answers(d: ImportedDataset, ctx: RuleContext): { q: Question; ev: Evidence }[] {
  const out: { q: Question; ev: Evidence }[] = [];
  const at = (q: Question, source: string, label: string) =>
    out.push({ q, ev: { platform: d.platform, source, label } });
  for (const b of d.profile.birthdays)
    if (b.kind === 'profile' && b.day !== null && b.month !== null)
      at('date of birth', b.source, `Birthday on the profile (${b.raw})`);
  for (const l of d.profile.locations)
    if (/hometown|birth/i.test(l.kind ?? ''))
      at('birthplace or hometown', l.source, 'Hometown on the profile');
  if (d.profile.schools.length > 0) {
    const first = d.profile.schools[d.profile.schools.length - 1]!;
    at(
      'first school',
      first.source,
      `${plural(d.profile.schools.length, 'school')} on the profile`,
    );
  }
  for (const r of d.profile.relations)
    if (/mother|father|parent/i.test(r.kind ?? ''))
      at("a parent's name", r.source, `${r.kind} named on the profile`);
  const hits = postsWith(d, ctx, ['SECURITY_ANSWER']);
  for (const h of hits ?? [])
    at(
      'pet, first car or street',
      h.post.source,
      `Post of ${day(h.post.at)} answers a security question`,
    );
  return out;
}

export const securityAnswersExposed: CrossPlatformRule = {
  id: 'security.security-answers-exposed',
  version: 1,
  category: 'security',
  name: 'Security-question answers in your data',
  scope: 'multi',
  needs: ['profile.birthday', 'profile.locations', 'profile.schools', 'posts'],
  fix: 'twoFactor',
  check(datasets, ctx) {
    const found = datasets.flatMap((d) => answers(d, ctx));
    if (found.length === 0) return null;
    const questions = [...new Set(found.map((f) => f.q))];
    const byPlatform = new Map<PlatformId, number>();
    for (const f of found) byPlatform.set(f.ev.platform, (byPlatform.get(f.ev.platform) ?? 0) + 1);
    const top = [...byPlatform.entries()].sort(
      (a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1),
    )[0]![0];
    const n = questions.length;
    return {
      riskLevel: n >= 3 ? 'high' : n === 2 ? 'medium' : 'low',
      title: `Your data answer ${plural(n, 'common security question')}`,
      description: `What you shared on ${listNames([...byPlatform.keys()].map((p) => PLATFORM_NAMES[p]))} answers the recovery questions about your ${listNames(questions)}. Replace security questions with two-factor authentication, or give answers that are not true.`,
      count: n,
      evidence: found.map((f) => f.ev),
      fixPlatform: top,
    };
  },
};
