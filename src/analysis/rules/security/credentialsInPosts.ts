// Passwords, one-time codes and API keys written in posts: anyone who reads them can sign in.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const credentialsInPosts = textRule({
  id: 'security.credentials-in-posts',
  version: 1,
  category: 'security',
  name: 'Passwords and codes in posts',
  labels: ['CREDENTIAL'],
  fix: 'password',
  level: () => 'critical',
  mask: true,
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'contains' : 'contain'} a password or code`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'includes' : 'include'} what looks like a password, one-time code or key (latest ${newest}). ` +
    'Change those passwords now, revoke the keys, and delete the posts.',
});
