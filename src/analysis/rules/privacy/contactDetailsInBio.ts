// A phone number, email or street address in the bio or headline: the most visible text of a
// profile, indexed by search engines and copied by scrapers.
import type { PlatformRule } from '../types.ts';
import { excerpt, plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { profileTexts, spanText } from '../lib/text.ts';

const LABELS = ['PHONE', 'EMAIL', 'ADDRESS'];
const WORDS: Record<string, string> = {
  PHONE: 'phone number',
  EMAIL: 'email address',
  ADDRESS: 'street address',
};

export const contactDetailsInBio: PlatformRule = {
  id: 'privacy.contact-details-in-bio',
  version: 1,
  category: 'privacy',
  name: 'Contact details in the bio',
  scope: 'platform',
  needs: ['profile.bio'],
  needsText: true,
  fix: 'editProfile',
  check(d, ctx) {
    const found: { source: string; text: string; labels: string[]; values: string[] }[] = [];
    for (const bio of profileTexts(d)) {
      const spans = ctx.spans(bio.text);
      if (spans === null) return { notDeterminable: 'The text detectors were not loaded.' };
      const hits = spans.filter((s) => LABELS.includes(s.label) && s.confidence >= 0.5);
      if (hits.length > 0)
        found.push({
          source: bio.source,
          text: bio.text,
          labels: [...new Set(hits.map((h) => h.label))],
          values: hits.map((h) => spanText(bio.text, h)),
        });
    }
    if (found.length === 0) return null;
    const kinds = [...new Set(found.flatMap((f) => f.labels))];
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: kinds.includes('ADDRESS') || kinds.includes('PHONE') ? 'high' : 'medium',
      title: `Your ${p} bio shows your ${kinds.map((k) => WORDS[k]).join(' and ')}`,
      description: `${plural(found.length, 'profile text')} on ${p} (bio, headline or summary) include contact details anyone can copy. Move them to a contact form or a private field.`,
      count: found.length,
      evidence: found.map((f) => ({
        platform: d.platform,
        source: f.source,
        label: `Bio: ${f.labels.map((l) => WORDS[l]).join(', ')}`,
        excerpt: excerpt(f.text),
      })),
    };
  },
};
