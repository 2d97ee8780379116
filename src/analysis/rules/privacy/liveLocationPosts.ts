// Posts saying where the user is right now ("I'm at the gym"): real-time whereabouts let someone
// find or follow them.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const liveLocationPosts = textRule({
  id: 'privacy.live-location-posts',
  version: 1,
  category: 'privacy',
  name: 'Live-location posts',
  labels: ['LIVE_LOCATION'],
  fix: 'managePosts',
  level: (n) => (n >= 5 ? 'high' : 'medium'),
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'says' : 'say'} where you are right now`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'announces' : 'announce'} your current location as it happens (latest ${newest}). ` +
    'Real-time whereabouts let a stranger find you; post about a place after you have left.',
});
