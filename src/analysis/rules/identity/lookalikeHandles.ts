// Handles an impersonator could register to pass as the user (homoglyphs, an added underscore or
// digit, "real"/"official"), each with a link to check on the platform. The scan never looks the
// handles up (no network); the finding lists them so the user can check by hand. Low risk on its
// own: it is a to-do, not evidence of impersonation.
import type { PlatformRule } from '../types.ts';
import { plural, PLATFORM_NAMES } from '../lib/describe.ts';
import { lookalikeHandles as generate, profileUrl } from '../lib/usernames.ts';

const CURRENT = (kind: string | undefined) => kind === undefined || kind === 'sign-up';

export const lookalikeHandles: PlatformRule = {
  id: 'identity.lookalike-handles',
  version: 1,
  category: 'identity',
  name: 'Lookalike handles to check',
  scope: 'platform',
  needs: ['profile.usernames'],
  fix: 'username',
  check(d) {
    const own = d.profile.usernames.filter((u) => CURRENT(u.kind));
    const candidates = own.flatMap((u) =>
      generate(u.value).map((c) => ({ handle: c, source: u.source })),
    );
    if (candidates.length === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: 'low',
      title: `${plural(candidates.length, 'lookalike handle')} of your ${p} username are worth checking`,
      description: `Impersonators register handles that look like yours. Open the ${plural(candidates.length, 'link')} in the evidence to see whether any exist on ${p}, and report the ones that copy you.`,
      count: candidates.length,
      evidence: candidates.map((c) => ({
        platform: d.platform,
        source: c.source,
        label: `Lookalike handle`,
        excerpt: c.handle,
        url: profileUrl(d.platform, c.handle),
      })),
    };
  },
};
