import { describePostTextRule } from '../testing/postTextRule.ts';
import { childrenInformation } from './childrenInformation.ts';

describePostTextRule(childrenInformation, 'medium', {
  flagged: 'First day at Hillside school for the little one',
  clean: 'First day of spring',
});
