// Street addresses and postcodes in posts: a home address in public is the core of doxxing.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const addressInPosts = textRule({
  id: 'privacy.address-in-posts',
  version: 1,
  category: 'privacy',
  name: 'Addresses in posts',
  labels: ['ADDRESS'],
  fix: 'managePosts',
  level: () => 'high',
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'contains' : 'contain'} a street address`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'includes' : 'include'} a street address (latest ${newest}). ` +
    'A published address lets anyone find a home or workplace; remove it from those posts.',
});
