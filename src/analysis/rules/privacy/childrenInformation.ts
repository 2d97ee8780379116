// Children's names with their age, school or birthday: the details used to groom or to open
// accounts in a child's name, and which the child never agreed to share.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const childrenInformation = textRule({
  id: 'privacy.children-information',
  version: 1,
  category: 'privacy',
  name: "Children's details in posts",
  labels: ['CHILD_INFO'],
  fix: 'managePosts',
  level: (n) => (n >= 3 ? 'high' : 'medium'),
  title: (n, p) => `${plural(n, 'post')} on ${p} ${n === 1 ? 'shares' : 'share'} a child's details`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'pairs' : 'pair'} a child with a name, age, school or birthday (latest ${newest}). ` +
    'Those details can be used to approach the child or to open accounts in their name; restrict or remove them.',
});
