// Phone numbers and email addresses written in posts or comments: they invite spam, phishing and
// SIM-swap attempts, and link the account to the person.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const contactDetailsInPosts = textRule({
  id: 'privacy.contact-details-in-posts',
  version: 1,
  category: 'privacy',
  name: 'Phone numbers and emails in posts',
  labels: ['PHONE', 'EMAIL'],
  fix: 'managePosts',
  level: (n) => (n >= 3 ? 'high' : 'medium'),
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'contains' : 'contain'} a phone number or email address`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} or comments on ${p} ${n === 1 ? 'includes' : 'include'} a phone number or an email address (latest ${newest}). ` +
    'Anyone can copy them for spam, phishing or SIM-swap attempts; edit or delete those posts.',
});
