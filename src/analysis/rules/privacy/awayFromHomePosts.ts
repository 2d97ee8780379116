// Posts announcing the user is away ("on vacation until Sunday", "house is empty"): burglars read
// them as an invitation. Level rises with how often it happens.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const awayFromHomePosts = textRule({
  id: 'privacy.away-from-home-posts',
  version: 1,
  category: 'privacy',
  name: 'Away-from-home announcements',
  labels: ['AWAY_FROM_HOME'],
  fix: 'managePosts',
  level: (n) => (n >= 3 ? 'high' : 'medium'),
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'announces' : 'announce'} you are away from home`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'says' : 'say'} you are travelling or that your home is empty (latest ${newest}). ` +
    'Posts like these tell anyone reading when your home is unattended; share trips after you are back.',
});
