import { describePostTextRule } from '../testing/postTextRule.ts';
import { liveLocationPosts } from './liveLocationPosts.ts';

describePostTextRule(liveLocationPosts, 'medium', {
  flagged: 'Waiting right now at Central Station waiting for the 8:15',
  clean: 'Trains are late again',
});
