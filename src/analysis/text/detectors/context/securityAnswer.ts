// SECURITY_ANSWER: answers to the usual account-recovery questions — first pet, first car,
// mother's maiden name, first school, street grown up on, childhood friend or hero, where the
// parents met. Guards: advice about security questions themselves.
import type { PhraseRule } from './phrases.ts';

export const SECURITY_ANSWER_RULE: PhraseRule = {
  label: 'SECURITY_ANSWER',
  confidence: 0.85,
  cues: [
    /\b(?:my |our )?(?:first|childhood|old|very first) (?:pet|dog|cat|puppy|kitten|hamster|rabbit|goldfish|horse)(?:'s name)? (?:was|is|were)(?: called| named)? [^.!?\n]{2,40}/i,
    /\b(?:[Mm]y|[Oo]ur) (?:dog|cat|pet|puppy|kitten|hamster|rabbit)(?:'s name is| is called| is named| named) [A-Z][a-z]+/,
    /\b(?:[Mm]y|[Oo]ur) (?:first|childhood|old) (?:pet|dog|cat|puppy|kitten|hamster|rabbit|horse),? [A-Z][a-z]+/,
    /\b(?:my |our )?(?:first|very first) (?:car|ride|vehicle) (?:was|is)[^.!?\n]{2,40}/i,
    /\b(?:my )?(?:mother|mom|mum)'?s? maiden name(?: is|:| was)?[^.!?\n]{2,40}/i,
    /\b(?:my )?(?:first|elementary|primary|high) school (?:was|is called)[^.!?\n]{2,40}/i,
    /\b(?:i )?(?:went to|attended) [A-Z][\w' ]{2,40} (?:[Ee]lementary|[Pp]rimary|[Hh]igh [Ss]chool|[Mm]iddle [Ss]chool)\b[^.!?\n]{0,30}/,
    /\b(?:the )?street (?:i|we) grew up on[^.!?\n]{0,40}|\bgrew up on [A-Z][\w ]{2,30}(?:street|st|road|rd|avenue|ave|lane|drive)\b/i,
    /\b(?:my )?(?:childhood best friend|best friend growing up|childhood hero|favou?rite teacher|first (?:boss|job|concert|kiss|boyfriend|girlfriend|crush|love)(?:['’]s name)?) (?:was|is)[^.!?\n]{2,40}/i,
    /\b(?:my )?parents met (?:in|at) [^.!?\n]{2,40}/i,
    /\b(?:born in|city i was born in) [A-Z][\w ]{2,30}(?:hospital)?\b/,
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    'pet dog cat puppy kitten hamster rabbit goldfish horse',
    'dog cat pet puppy kitten hamster rabbit',
    'pet dog cat puppy kitten hamster rabbit horse',
    'car ride vehicle',
    'maiden',
    'school',
    'went attended',
    'grew',
    'childhood best favourite favorite first',
    'met',
    'born',
  ],
  guards: [
    /\b(?:security questions?|never (?:use|post|share)|don'?t (?:post|share|answer)|scam|quiz|comment (?:below|yours))\b/i,
  ],
};
