import { describePostTextRule } from '../testing/postTextRule.ts';
import { addressInPosts } from './addressInPosts.ts';

describePostTextRule(addressInPosts, 'high', {
  flagged: 'Party at 42 Maple Street tonight',
  clean: 'Party tonight, message me for details',
});
