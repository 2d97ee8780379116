// CHILD_INFO: a child's name together with their age, school, class or daily routine. Guards:
// talk about children in general ("kids these days").
import type { PhraseRule } from './phrases.ts';

const CHILD =
  '(?:son|daughter|kid|kids|child|children|boy|girl|little one|baby|toddler|twins|grandson|granddaughter|stepson|stepdaughter|niece|nephew)';
export const CHILD_INFO_RULE: PhraseRule = {
  label: 'CHILD_INFO',
  confidence: 0.8,
  cues: [
    new RegExp(
      `\\b(?:[Mm]y|[Oo]ur) ${CHILD}(?:'s)?,? [A-Z][a-z]+\\b[^.!?\\n]{0,60}?\\b(?:\\d{1,2}|school|class|grade|kindergarten|nursery|preschool|daycare|year \\d|turns|turned|years old|birthday|bus|practice|team)\\b`,
    ),
    new RegExp(
      `\\b(?:my|our) ${CHILD}(?:'s)? (?:is|turns|turned|just turned) (?:\\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\\b`,
      'i',
    ),
    new RegExp(
      `\\b(?:my|our) ${CHILD}(?:'s)?[^.!?\\n]{0,40}\\b(?:first day (?:at|of)|starts? (?:at|school|kindergarten)|goes to|attends|picked (?:him|her|them) up from|drop(?:ped)? (?:him|her|them) off at|class at|teacher at) [^.!?\\n]{0,50}`,
      'i',
    ),
    /\b[A-Z][a-z]+ (?:just )?(?:started|starts) (?:kindergarten|preschool|pre-school|nursery|daycare|[Rr]eception|big school|school|secondary|primary|year \d|[Yy]ear \d|grade \d|\d(?:st|nd|rd|th) grade)[^.!?\n]{0,40}/,
    /\b(?:first day of|first day at) (?:kindergarten|preschool|nursery|school|year \d|\d(?:st|nd|rd|th) grade|grade \d)[^.!?\n]{0,50}/i,
    /\b[A-Z][a-z]+ (?:is|turns|turned|just turned) (?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?: years old)? today\b/,
    /\b(?:[Pp]ick(?:ing)? up|[Dd]rop(?:ping)? off) (?:my|our|the) (?:son|daughter|kids?|children|twins)[^.!?\n]{0,20}\b(?:at|from) [A-Z][^.!?\n]{2,40}/,
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    'son daughter kid kids child children boy girl little baby toddler twins grandson granddaughter stepson stepdaughter niece nephew',
    'son daughter kid kids child children boy girl little baby toddler twins grandson granddaughter stepson stepdaughter niece nephew',
    'my our',
    'started starts',
    'first',
    'today',
    'pick picking drop dropping',
  ],
  guards: [/\b(?:kids these days|children should|all kids|every child|parenting tip)\b/i],
};
