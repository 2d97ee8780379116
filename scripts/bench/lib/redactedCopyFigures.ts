// The redacted-copy section of `npm run bench:text`: on the posts written for every risk kind,
// the share of flagged values gone from the copy, the share of ordinary words kept, and the share
// of posts whose copy is fully right — for the tuning half and, separately, the frozen half that
// was never looked at while tuning. Words lost because a detector flagged them count as lost here
// (the unit tests set those apart as detection errors).
import { checkText } from '../../../src/analysis/text/checkText.ts';
import {
  FROZEN_POSTS,
  TUNING_POSTS,
  scoreRedactionPost,
  type RedactionPost,
} from '../../../src/analysis/text/fixtures/redactionPosts.ts';
import { isContextLabel } from '../../../src/analysis/text/resolve.ts';

interface Figure {
  metric: string;
  value: number;
  unit: string;
  budget?: string;
}

function scoreHalf(name: string, posts: RedactionPost[]): Figure[] {
  let values = 0;
  let valuesGone = 0;
  let words = 0;
  let wordsKept = 0;
  let postsRight = 0;
  for (const post of posts) {
    const result = checkText(post.text);
    const entities = result.spans.filter((s) => !isContextLabel(s.label));
    const score = scoreRedactionPost(post, result.redacted, entities);
    const lost = score.lost.length + score.lostToDetection.length;
    values += post.gone.length;
    valuesGone += post.gone.length - score.left.length;
    words += post.kept.length;
    wordsKept += post.kept.length - lost;
    if (score.left.length === 0 && lost === 0) postsRight++;
  }
  return [
    {
      metric: `redacted copy, ${name} half (${posts.length} posts): flagged values gone`,
      value: valuesGone / values,
      unit: 'share',
      budget: '1',
    },
    {
      metric: `redacted copy, ${name} half: ordinary words kept`,
      value: wordsKept / words,
      unit: 'share',
    },
    {
      metric: `redacted copy, ${name} half: posts with a fully right copy`,
      value: postsRight / posts.length,
      unit: 'share',
    },
  ];
}

export function redactedCopyFigures(): Figure[] {
  return [...scoreHalf('tuning', TUNING_POSTS), ...scoreHalf('frozen', FROZEN_POSTS)];
}
