// Dates of birth written in posts ("born on May 4, 1990"): with a name, a birth date is what
// identity thieves and account-recovery attackers ask for first.
import { plural } from '../lib/describe.ts';
import { textRule } from '../lib/textRule.ts';

export const birthdayInPosts = textRule({
  id: 'privacy.birthday-in-posts',
  version: 1,
  category: 'privacy',
  name: 'Dates of birth in posts',
  labels: ['DATE_OF_BIRTH'],
  fix: 'managePosts',
  level: () => 'medium',
  title: (n, p) => `${plural(n, 'post')} on ${p} ${n === 1 ? 'gives' : 'give'} a date of birth`,
  description: (n, p, newest) =>
    `${plural(n, 'post')} on ${p} ${n === 1 ? 'states' : 'state'} a full date of birth (latest ${newest}). ` +
    'Banks and account-recovery forms use it to identify you; keep the year out of public posts.',
});
