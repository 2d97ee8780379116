import { describePostTextRule } from '../testing/postTextRule.ts';
import { credentialsInPosts } from './credentialsInPosts.ts';

describePostTextRule(credentialsInPosts, 'critical', {
  flagged: 'wifi password is Hunter22 for guests',
  clean: 'wifi is down again',
});
