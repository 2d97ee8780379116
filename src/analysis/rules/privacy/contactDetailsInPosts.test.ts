import { describePostTextRule } from '../testing/postTextRule.ts';
import { contactDetailsInPosts } from './contactDetailsInPosts.ts';

describePostTextRule(contactDetailsInPosts, 'medium', {
  flagged: 'Call me on +1 202 555 0143 about the sofa',
  clean: 'Sofa still for sale, send me a message',
});
