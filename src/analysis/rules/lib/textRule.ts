// Builds the rules that flag posts carrying one kind of risky text (contact details, away-from-home
// announcements, credentials…) from the text engine's labels. Each such rule is one small file
// that states its labels, level logic and wording; the counting and evidence live here once.
// Invariant: descriptions give counts and labels only, never the matched text (evidence has it).
import type { RiskCategory, RiskLevel } from '../../../shared/tables.ts';
import type { FixTopic } from '../fixUrls.ts';
import type { PlatformRule, RuleFinding } from '../types.ts';
import { day, excerpt, PLATFORM_NAMES } from './describe.ts';
import { postsWith, spanText } from './text.ts';

export interface TextRuleSpec {
  id: string;
  version: number;
  category: RiskCategory;
  name: string;
  labels: readonly string[];
  fix: FixTopic;
  /** Level from the number of posts found (at least 1). */
  level(posts: number): RiskLevel;
  /** Title from the number of posts and the platform's name. */
  title(posts: number, platform: string): string;
  description(posts: number, platform: string, newestDay: string): string;
  /** Mask the matched text in evidence (credentials, card numbers). */
  mask?: boolean;
}

function maskText(value: string): string {
  const chars = [...value];
  return chars.map((c, i) => (i < 2 || i >= chars.length - 2 || /\s/.test(c) ? c : '•')).join('');
}

export function textRule(spec: TextRuleSpec): PlatformRule {
  return {
    id: spec.id,
    version: spec.version,
    category: spec.category,
    name: spec.name,
    scope: 'platform',
    needs: ['posts'],
    needsText: true,
    fix: spec.fix,
    check(d, ctx) {
      const hits = postsWith(d, ctx, spec.labels);
      if (hits === null) return { notDeterminable: 'The text detectors were not loaded.' };
      if (hits.length === 0) return null;
      const newest = hits.reduce<string | null>(
        (acc, h) => (h.post.at && (!acc || h.post.at > acc) ? h.post.at : acc),
        null,
      );
      const platform = PLATFORM_NAMES[d.platform];
      const n = hits.length;
      const finding: RuleFinding = {
        riskLevel: spec.level(n),
        title: spec.title(n, platform),
        description: spec.description(n, platform, day(newest)),
        count: n,
        evidence: hits.map((h) => {
          const found = h.spans.map((s) => spanText(h.post.text, s));
          return {
            platform: d.platform,
            source: h.post.source,
            at: h.post.at,
            label: `${h.post.kind === 'comment' ? 'Comment' : 'Post'} of ${day(h.post.at)}: ${[
              ...new Set(h.spans.map((s) => s.label)),
            ].join(', ')}`,
            excerpt: spec.mask ? found.map(maskText).join(' · ') : excerpt(h.post.text),
          };
        }),
      };
      return finding;
    },
  };
}
