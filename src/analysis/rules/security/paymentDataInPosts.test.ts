import { describePostTextRule } from '../testing/postTextRule.ts';
import { paymentDataInPosts } from './paymentDataInPosts.ts';

describePostTextRule(paymentDataInPosts, 'critical', {
  flagged: 'test card 4111 1111 1111 1111 works',
  clean: 'card declined again',
});
