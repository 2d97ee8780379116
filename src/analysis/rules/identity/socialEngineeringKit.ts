// Employer + job title + city on one profile: the kit for a convincing pretext call or
// "CEO fraud" email ("Hi, it's IT at <employer> in <city>…").
import type { PlatformRule } from '../types.ts';
import { PLATFORM_NAMES } from '../lib/describe.ts';

export const socialEngineeringKit: PlatformRule = {
  id: 'identity.social-engineering-kit',
  version: 1,
  category: 'identity',
  name: 'Employer, title and city together',
  scope: 'platform',
  needs: ['profile.employers'],
  fix: 'editProfile',
  check(d) {
    // The importers keep a position's title as the employer fact's kind.
    const job = d.profile.employers.find((e) => e.kind && e.kind !== 'previous');
    const city = d.profile.locations.find(
      (l) => !['timezone', 'news', 'inferred'].includes(l.kind ?? ''),
    );
    if (d.profile.employers.length === 0) return null;
    if (!job || !city) return null;
    const name = d.profile.names.some((n) => n.kind === 'full-name');
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: name ? 'high' : 'medium',
      title: `Your ${p} profile gives your employer, job title and city together`,
      description: `With ${name ? 'your full name, ' : ''}employer, job title and city on one ${p} profile, someone can pose convincingly as a colleague, IT support or your manager. Be wary of calls and messages that use these details, and trim what is public.`,
      count: name ? 4 : 3,
      evidence: [
        { platform: d.platform, source: job.source, label: 'Employer and job title' },
        { platform: d.platform, source: city.source, label: 'City' },
      ],
    };
  },
};
