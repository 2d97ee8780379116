import { describePostTextRule } from '../testing/postTextRule.ts';
import { travelDocumentsInPosts } from './travelDocumentsInPosts.ts';

describePostTextRule(travelDocumentsInPosts, 'high', {
  flagged: 'Got my boarding pass, Lisbon here I come',
  clean: 'Lisbon here I come',
});
