// Card numbers, IBANs and identity-document numbers in posts: direct fraud material.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const paymentDataInPosts = textRule({
  id: 'security.payment-data-in-posts',
  version: 1,
  category: 'security',
  name: 'Card, bank and ID numbers in posts',
  labels: ['CREDIT_CARD', 'IBAN', 'ID_NUMBER'],
  fix: 'managePosts',
  level: () => 'critical',
  mask: true,
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'contains' : 'contain'} a card, bank or ID number`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'includes' : 'include'} a payment card, bank account or identity document number (latest ${newest}). ` +
    'Delete the posts and ask your bank to replace any card that was shown.',
});
