// Family members and partners named on the profile: a map for social engineering ("your
// mother asked me to call"), mother's-maiden-name questions, and targeting relatives.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';

export const familyNamed: PlatformRule = {
  id: 'identity.family-named',
  version: 1,
  category: 'identity',
  name: 'Family members named on the profile',
  scope: 'platform',
  needs: ['profile.names'],
  fix: 'editProfile',
  check(d) {
    const relations = d.profile.relations;
    if (relations.length === 0) return null;
    const parents = relations.filter((r) => /mother|father|parent/i.test(r.kind ?? '')).length;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: parents > 0 || relations.length >= 3 ? 'medium' : 'low',
      title: `Your ${p} profile names ${plural(relations.length, 'family member or partner', 'family members and partners')}`,
      description: `${plural(relations.length, 'relative or partner', 'relatives and partners')} are listed on your ${p} profile${parents ? `, ${parents} of them parents` : ''}. Scammers use these names to sound credible and to answer "mother's maiden name"; limit who can see family details.`,
      count: relations.length,
      evidence: relations.map((r) => ({
        platform: d.platform,
        source: r.source,
        label: r.kind ? `Relation: ${r.kind}` : 'Relation',
      })),
    };
  },
};
