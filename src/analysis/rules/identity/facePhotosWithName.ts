// Photos that put the user's face next to their full name: a profile photo on an account showing a
// full name, or photos where the platform's face grouping tags the user by name. That pairing is
// what reverse-image search and impersonators need. (The scan reads the export's metadata, not the
// image pixels; face detection on images is the Redaction Helper's job.)
import type { PlatformRule } from '../types.ts';
import { day, plural, PLATFORM_NAMES } from '../lib/describe.ts';

const PROFILE_PHOTO = /profile[_ -]?(photo|picture|media|pic)|avatar/i;

export const facePhotosWithName: PlatformRule = {
  id: 'identity.face-photos-with-name',
  version: 1,
  category: 'identity',
  name: 'Face photos with your name',
  scope: 'platform',
  needs: ['media'],
  fix: 'photos',
  check(d) {
    const fullNames = d.profile.names
      .filter((n) => n.kind === 'full-name' || n.kind === 'display-name')
      .map((n) => n.value.toLowerCase())
      .filter((n) => /\S+\s+\S+/.test(n));
    if (fullNames.length === 0)
      return {
        notDeterminable: `The ${PLATFORM_NAMES[d.platform]} export does not show a full name on the profile.`,
      };
    const tagged = d.media.filter((m) =>
      (m.people ?? []).some((p) => fullNames.includes(p.toLowerCase())),
    );
    const profile = d.media.filter(
      (m) => PROFILE_PHOTO.test(m.uri) || PROFILE_PHOTO.test(m.source),
    );
    const n = tagged.length + profile.length;
    if (n === 0) return null;
    const p = PLATFORM_NAMES[d.platform];
    return {
      riskLevel: tagged.length >= 5 ? 'high' : 'medium',
      title: `${plural(n, 'photo')} on ${p} ${n === 1 ? 'pairs' : 'pair'} your face with your full name`,
      description:
        `Your ${p} profile shows your full name with ${plural(profile.length, 'profile photo')}` +
        (tagged.length ? ` and ${plural(tagged.length, 'photo')} tagged with your name` : '') +
        '. A face with a name lets anyone find your other accounts by reverse image search, or copy them to impersonate you.',
      count: n,
      evidence: [...profile, ...tagged].map((m) => ({
        platform: d.platform,
        source: m.source,
        at: m.at,
        label: `Photo of ${day(m.at)}`,
        excerpt: m.uri,
      })),
    };
  },
};
