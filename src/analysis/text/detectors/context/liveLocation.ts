// LIVE_LOCATION: the post tells where the writer is right now ("I'm at … right now",
// "just arrived at", "come find me at"). Guards: idioms ("at a loss", "at the moment I think").
import type { PhraseRule } from './phrases.ts';

/** Money said to sit somewhere ("40k sitting in my ISA"): not the writer's whereabouts. */
export const MONEY_RESTING =
  /\b(?:sitting|sat) (?:in|on) (?:my|our|the) (?:isa|account|bank|savings|pension|wallet|overdraft)\b/i;

export const LIVE_LOCATION_RULE: PhraseRule = {
  label: 'LIVE_LOCATION',
  confidence: 0.8,
  cues: [
    /\b(?:i'?m|i am|we'?re|we are|currently|sitting|standing|chilling|hanging out|waiting) (?:at|in|outside|inside) (?:the )?[\p{Lu}\d][^.!?\n]{1,40}?(?:right now|rn|atm|at the moment|now|tonight|today|currently|until|till)\b/iu,
    /\b(?:right now|rn|currently) (?:i'?m |we'?re )?(?:at|in) (?:the )?[\p{Lu}\d][\p{L}\d' &-]{2,40}/u,
    /\b(?:[Jj]ust (?:got to|arrived at|landed at|checked in at|checked into|walked into|rolled up to)|[Cc]hecking in at|[Cc]hecked in at|[Cc]ome (?:find|join|meet) (?:me|us) (?:at|in)|[Ii]'?m at|[Ww]e'?re at|I am at|[Ww]e are at) (?:the )?[\p{Lu}\d@][^.!?\n]{1,40}/u,
    /\b(?:[Hh]ere at|[Ll]ive from|[Cc]urrently at|[Ss]itting in|[Ww]aiting at) (?:the )?[\p{Lu}][\p{L}\d' &-]{2,40}/u,
    /\b(?:[Tt]able|[Ss]eat|[Bb]ooth|[Pp]latform) \d{1,3}[a-z]? (?:at|in) [\p{Lu}][^.!?\n]{1,30}/u,
    /\bomw to (?:the )?[\p{L}][^.!?\n]{1,30}/iu,
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    'at in outside inside',
    'right rn currently',
    'just checking checked come i im we were',
    'here live currently sitting waiting',
    'table seat booth platform',
    'omw',
  ],
  guards: [
    /\b(?:at a loss|at peace|at odds|at least|at all|at risk|at ease|at work on|at the end of the day|was at|were at|used to|last (?:week|night|year|month)|yesterday|years ago|someday|one day)\b/i,
    /\b(?:if i|if we|when i get|when we get|would be|could be|should be|gonna be at|going to be at|next (?:week|month|year))\b/i,
    MONEY_RESTING,
  ],
};
