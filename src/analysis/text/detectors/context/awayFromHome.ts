// AWAY_FROM_HOME: the post says the home is empty now or soon (holiday, trip, "house to
// ourselves… not"). Guards: wishes ("I need a vacation"), the trip is over ("back home").
import type { PhraseRule } from './phrases.ts';

export const AWAY_FROM_HOME_RULE: PhraseRule = {
  label: 'AWAY_FROM_HOME',
  confidence: 0.8,
  cues: [
    /\b(?:house|home|flat|apartment|place)(?: is| will be|['’]s)? (?:(?:all |so |very )?(?:empty|unattended)|all alone|(?:all |so |very )?quiet without (?:me|us))\b/i,
    /\b(?:won['’]?t|will not|not going to) be (?:around|about|home|reachable|online|in the country) (?:for|until|till|til)\b/i,
    /\bnobody(?:'s| is| will be)? (?:at )?home\b|\bno one(?:'s| is| will be)? (?:at )?home\b/i,
    /\b(?:away|gone|out of town|out of the country|abroad|overseas) (?:for|until|till|all|this|next) (?:the )?(?:next |whole |two |three |\d+ |a )?(?:week|weeks|month|months|days|fortnight|weekend|summer|holidays?|sunday|monday|tuesday|wednesday|thursday|friday|saturday|\w+day)\b/i,
    // A named place after the length: "3 weeks on antibiotics" is not a trip.
    /\b(?:[Tt]wo|[Tt]hree|[Ff]our|\d+|[Aa]|[Oo]ne|[Ww]hole|[Ee]ntire|[Ff]ull|TWO|THREE|FOUR|A|ONE|WHOLE|ENTIRE|FULL) (?:weeks?|days|months?|fortnight|nights|WEEKS?|DAYS|MONTHS?|FORTNIGHT|NIGHTS) (?:abroad\b|ABROAD\b|(?:in|on|at|off in|IN|ON|AT|OFF IN) (?:the |THE )?\p{Lu})/u,
    /\b(?:off to|leaving for|flying to|heading to|jetting off to|landed in|arrived in|checked into|checked in(?= (?!at\b)\w| at [^.!?\n]{0,30}\b(?:airport|terminal|hotel|hostel|resort|villa|lodge|chalet)\b)|boarding (?:our|my|the) flight to)\b(?! work| school| bed| the office| the gym)/i,
    /\b(?:on|starting (?:our|my)|start of (?:our|my)|first day of (?:our|my)) (?:vacation|holiday|honeymoon|trip|road ?trip|cruise|getaway)\b/i,
    /\b(?:vacation|holiday|honeymoon|trip|cruise) (?:mode|starts|begins|has begun)\b/i,
    /\bback (?:home )?in \d{1,2} (?:days|weeks)\b|\bback (?:home )?(?:on|next) (?:\d|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d)/i,
    /\bwhile we(?:'re| are) away\b|\bwhile i(?:'m| am) away\b/i,
    /\b(?:[Ww]hile|[Ww]hilst|WHILE|WHILST) (?:we|I|WE)(?:'re|’re| are|'m|’m| am|'RE|’RE| ARE|'M|’M| AM) (?:in|IN) \p{Lu}/u,
    // After the place it is a trip ("Val d’Isere here we come"), not a goal ("deposit here we come").
    /\p{Lu}[\p{L}'’-]*[!.]* (?:here|HERE) (?:we|I|WE) (?:come|COME)\b/u,
    /\b[A-Z]{2}\s?\d{2,4} (?:to|for) [A-Z][\w'’-]+ (?:tomorrow|tonight|today|this (?:morning|afternoon|evening)|on \w+day|at \d)/,
    /\baway from (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the \d)/i,
    /\b(?:house|home|flat|apartment|place) (?:is |all )*locked up\b|\bnobody(?:'s|’s| is| will be|'ll be|’ll be)? (?:at|in) (?:ours|our place|the house)\b/i,
    /\b(?:dogs?|cats?|pets?|puppy) (?:is |are |'s |’s )?(?:at|in|off to) (?:the )?(?:kennels|cattery|dog hotel)\b/i,
    /\bon (?:the|a|our|my) (?:ferry|plane|flight|overnight train|sleeper train|boat|coach) (?:to|for) [A-Z][\w'’-]+/,
    /\b(?:flight|flying|train|ferry|bus) (?:[A-Z]{2} ?\d{2,4} )?to [A-Z][a-z]+ (?:tomorrow|tonight|today|this (?:morning|evening|weekend)|on \w+day)\b/i,
  ],
  // Per cue, in order (see PhraseRule.cueAnchors).
  cueAnchors: [
    'empty unattended alone quiet',
    'around about home reachable online country',
    'home',
    'away gone out abroad overseas',
    'week weeks days month months fortnight nights',
    'off leaving flying heading jetting landed arrived checked boarding',
    'vacation holiday honeymoon trip road roadtrip cruise getaway',
    'vacation holiday honeymoon trip cruise',
    'back',
    'away',
    'while whilst',
    'come',
    'to for',
    'away',
    'locked nobody',
    'kennels cattery hotel',
    'ferry plane flight overnight sleeper boat coach',
    'flight flying train ferry bus',
  ],
  guards: [
    /\b(?:when i retire|bucket list|one day i|someday)\b/i,
    /\b(?:need|want|wish|dream(?:ing)? (?:of|about)|someday|one day|if only|could use|when i retire|bucket list)\b[^.!?]*\b(?:vacation|holiday|trip|away)\b/i,
    /\b(?:back home|got back|home again|came back|just returned|returned home|last (?:year|summer|month|week)'?s?|throwback|#tbt|tbt)\b/i,
    /\b(?:boss|neighbou?rs?|colleague|friend|parents|teacher|coworker)(?:'s)? (?:is|are|went|has gone|have gone) (?:on|away)\b/i,
    // A journey across town ("on the 73 bus, be there in 15") leaves no home empty.
    /\b(?:be there in|on the (?:\d+ )?(?:bus|tube|tram|metro))\b/i,
  ],
};
