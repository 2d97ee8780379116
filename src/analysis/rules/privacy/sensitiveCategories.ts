// Health and money disclosures: special-category data that employers, insurers and scammers act
// on, and which people most often regret posting.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const sensitiveCategories = textRule({
  id: 'privacy.sensitive-categories',
  version: 1,
  category: 'privacy',
  name: 'Health and financial disclosures',
  labels: ['HEALTH', 'FINANCIAL'],
  fix: 'managePosts',
  level: (n) => (n >= 5 ? 'high' : n >= 2 ? 'medium' : 'low'),
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'mentions' : 'mention'} health or money matters`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'discloses' : 'disclose'} health conditions or personal finances (latest ${newest}). ` +
    'Insurers, employers and scammers read these; consider limiting the audience of those posts.',
});
