// Boarding passes, booking references and tickets in posts: the booking code and surname are
// enough to open the booking, change or cancel it, and read passport details.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const travelDocumentsInPosts = textRule({
  id: 'privacy.travel-documents-in-posts',
  version: 1,
  category: 'privacy',
  name: 'Boarding passes and bookings in posts',
  labels: ['TRAVEL_DOCUMENT'],
  fix: 'managePosts',
  level: () => 'high',
  mask: true,
  title: (n, p) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'shows' : 'show'} a boarding pass or booking reference`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'includes' : 'include'} travel booking details (latest ${newest}). ` +
    'A booking reference and surname let anyone manage the booking and see passport data; delete them.',
});
