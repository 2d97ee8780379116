import { describePostTextRule } from '../testing/postTextRule.ts';
import { birthdayInPosts } from './birthdayInPosts.ts';

describePostTextRule(birthdayInPosts, 'medium', {
  flagged: 'I was born on May 4, 1990 and feel old',
  clean: 'Feeling old today',
});
