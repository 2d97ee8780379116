// Health, money, faith, politics and origin disclosures: special-category data that employers,
// insurers, scammers and people who target groups act on, and which people most often regret
// posting.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const sensitiveCategories = textRule({
  id: 'privacy.sensitive-categories',
  // 2: religion, political affiliation and nationality (NRP) count too.
  version: 2,
  category: 'privacy',
  name: 'Health, financial, religious and political disclosures',
  labels: ['HEALTH', 'FINANCIAL', 'NRP'],
  fix: 'managePosts',
  level: (n) => (n >= 5 ? 'high' : n >= 2 ? 'medium' : 'low'),
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'mentions' : 'mention'} health, money, faith or politics`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'discloses' : 'disclose'} health conditions, personal finances, religion, political views or origin (latest ${newest}). ` +
    'Insurers, employers, scammers and people who target groups read these; consider limiting the audience of those posts.',
});
