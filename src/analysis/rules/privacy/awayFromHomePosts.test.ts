import { describePostTextRule } from '../testing/postTextRule.ts';
import { awayFromHomePosts } from './awayFromHomePosts.ts';

describePostTextRule(awayFromHomePosts, 'medium', {
  flagged: 'Off on vacation until the 12th, see you!',
  clean: 'Back home after a great week',
});
