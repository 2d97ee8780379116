// Context risks written by risk category: each rule pairs a topic (what the post is about: a trip,
// a place, a child, a recovery-question subject, a travel document, a treatment, money) with the
// detail that makes it usable by a stranger (when the home is empty, where and when to find the
// writer, which school, the answer itself, the code, the condition, the amount or account).
// A topic alone is small talk; the pair is the disclosure. Wording-specific cue phrases stay in
// the per-label files (awayFromHome.ts …); these rules add the phrasings those cues miss.
// Invariant: a rule fires only when its detail lies within `windowChars` of the topic in the same
// post; who says it and whether it still stands is judged afterwards for every rule alike
// (stance.ts), so the patterns here stay about the category. A rule's anchor words only let a post
// skip a topic pattern that cannot match there; they never change which spans are found.
import type { ContextLabel, RawSpan } from '../../types.ts';
import { gazetteer, KIND_FIRST_NAME, KIND_FREQUENT, KIND_PLACE, kindsOf } from '../gazetteer.ts';
import { leanBoundaries, matchesOf, SEAM, span } from '../shared.ts';
import { MONEY_RESTING } from './liveLocation.ts';
import { FOLDS_TO_ASCII, lowercaseWords } from './phrases.ts';

/** A detail's test on the text around a topic: a pattern, or a check by the name lists. */
export interface Detail {
  test(text: string): boolean;
}

export interface CategoryRule {
  label: ContextLabel;
  confidence: number;
  /** Global: every topic mention is a candidate. */
  topic: RegExp;
  /** The detail that must lie near the topic (any of them); without it the topic alone is
   * enough. Several patterns when some must be case-sensitive (a capitalised name). */
  detail?: Detail | readonly Detail[];
  /** Topic mentions that carry their detail in themselves ("happy 7th birthday to our…"). */
  complete?: RegExp;
  /** Further details that must all lie near the topic as well (a place needs a time and a
   * sign that the writer is there). */
  allOf?: readonly RegExp[];
  windowChars: number;
  /**
   * Lowercase words of which every topic match contains at least one: a post with none of them
   * skips the rule without running its topic pattern (for speed; same result). Only for rules
   * whose every alternative has such a word.
   */
  anchors?: ReadonlySet<string>;
  /** Cancel a candidate whose sentence matches (the past, wishes, general questions). */
  guards: RegExp[];
}

const WEEKDAY = '(?:mon|tues|wednes|thurs|fri|satur|sun)day';
/** A weekday as people shorten it in casual posts ("thurs to mon", "back sat"). */
/** A month as people shorten it ("until Jan 3"). */
const MONTH_SHORT = '(?:jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\\.?';
const WEEKDAY_SHORT = '(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?';
const MONTH =
  '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
const NUMBER_WORD =
  '(?:\\d{1,3}|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|twenty|thirty|a few|several|couple of)';
/** Money written with a currency sign, a currency word, or k/grand. */
const MONEY =
  '(?:[$£€]\\s?\\d[\\d,.]*\\s?(?:k|m|million|grand)?|\\d[\\d,.]*\\s?(?:k|grand|dollars|bucks|quid|pounds|euros|usd|gbp|eur)\\b|\\b(?:a|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred) (?:grand|thousand (?:pounds|dollars|euros|quid))\\b)';
/** An amount per period ("£200 a month"): a rate, never how long a trip lasts. */
const MONEY_RATE = new RegExp(`${MONEY} (?:a|per|each|every) (?:day|week|month|year)\\b`, 'i');
/** How long the writer is away or when they are back: the detail that makes a trip an empty home. */
const AWAY_SPAN = `(?:for (?:the |a |an |our |my )?${SEAM}(?:next |whole |entire |rest of the |best part of )?${SEAM}(?:of )?${SEAM}(?:${NUMBER_WORD} )?${SEAM}(?:days?|nights?|sleeps|weeks?|fortnight|months?|summer|winter|half[- ]term|easter|christmas|holidays|bank holiday|(?:long )?weekend|${MONTH})|(?:until|till|til|’til|'til|through|thru) (?:the )?${SEAM}(?:${MONTH_SHORT} \\d{1,2}\\b|next |end of |\\d{1,2}(?:st|nd|rd|th| ${MONTH})|${WEEKDAY}|${MONTH}|new year|christmas|easter|the \\d|sunday|monday)|from (?:the )?\\d{1,2}(?:(?:st|nd|rd|th)(?: of)?|(?: of)? ${SEAM}${MONTH}) |(?:back|home) (?:again )?(?:on|next|by|for) |back (?:on )?(?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: of)? ${SEAM}(?:${MONTH}|${MONTH_SHORT})|(?:back|home) in (?!\\d{1,2}\\b|a (?:bit|sec|min|minute|mo|jiffy))|back (?:${WEEKDAY}|tomorrow)|(?:starting|from) (?:${WEEKDAY_SHORT}|tomorrow|tmrw|tonight)\\b|${WEEKDAY_SHORT} ?(?:to|till|until|-|–) ?${WEEKDAY_SHORT}\\b|from (?:${WEEKDAY}|tomorrow|tonight|the \\d{1,2}(?:st|nd|rd|th)?)\\b|day \\d{1,2}(?= (?:in|on|at) )|day \\d{1,2} of \\d{1,2}\\b|leaving (?:on )?(?:${WEEKDAY}|tomorrow|tonight)\\b|(?:spending|spend) (?:the |a |our )?${SEAM}(?:whole |entire |rest of the )?${SEAM}(?:of )?${SEAM}(?:${NUMBER_WORD} )?${SEAM}(?:days?|nights?|weeks?|fortnight|months?|summer|winter|half[- ]term|easter|christmas|${MONTH})\\b|see (?:you|u|ya|y['’]?all) (?:all )?(?:in|on|next|after) |in (?:a |${NUMBER_WORD} )(?:fortnight|days|weeks|months)|${NUMBER_WORD} ${SEAM}(?:more |whole |full |entire )?${SEAM}(?:days?|nights?|sleeps|weeks?|wks?|months?) (?:of|in|on|at|abroad|off|left|to go|ahead|before|cruising|touring|exploring|travell?ing|backpacking|hiking|camping|skiing|sailing|island hopping|road ?tripping)|over (?:the )?(?:bank holiday|(?:long )?weekend|half[- ]term|easter|christmas|summer|holidays)\\b)`;
/** Words of travel and of leaving the home in others' care. */
const TRIP_WORDS =
  "holidays?|hols|vacation|trip|bound|gone(?! off| bad| wrong| viral| quiet| mad| missing| up| down)|(?:we|i)['’]?(?:re|m) off(?! to (?:bed|work|school|sleep))|backpacks?|tour|honeymoon|getaway|cruise|cruising|road ?trip|safari|city break|ski(?:ing)?|camping|campsite|caravan|festival|resort|hotel|villa|b&b|airbnb|cabin|chalet|cottage|lodge|hostel|abroad|overseas|out of (?:the country|town|office)|ooo|annual leave|flights?|flying|fly|plane|ferry|airport|suitcases?|(?:bags|cases|car) (?:are |is )?(?:all )?packed|packed up|kennels|cattery|(?:house|pet|cat|dog|plant) ?sitter|(?:the|down at the|down to the) (?:coast|seaside|beach|lake|mountains|countryside)|backpacking|interrailing|auto-?reply|out of office|(?:leaving|left|dropping|dropped) (?:the|our|my) (?:dogs?|cats?|pets?) (?:with|at)|sun ?cream|sunscreen|flip[- ]?flops|passports?|jet ?lag|duty free|poolside|sun ?loungers?|all[- ]inclusive|wintering|summering|holidaying|vacationing|sightseeing|missing (?:my (?:own )?bed|home)|away";
/** Planes, palms, islands, beaches, luggage and ships. */
const TRIP_EMOJI =
  /[\u{2708}\u{1F334}\u{1F3DD}\u{1F3D6}\u{1F9F3}\u{1F6EB}\u{1F6EC}\u{26F1}\u{1F6A2}\u{1F30D}-\u{1F30F}]/u;
/** A place named after a preposition ("in Tuscany", "to the Algarve") or "the Maldives". */
const NAMED_PLACE =
  /(?:\b(?:[Ii]n|[Tt]o|[Aa]t|[Ff]rom|[Aa]round|[Aa]cross|[Vv]isiting|[Ee]xploring|[Hh]ello|[Tt]he)) (?:the )?(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}[\p{L}'’-]+/u;
/** Where a place stands as the trip's destination: after a preposition, or opening a clause
 * right before how long or when ("Thailand in 9 days"), in any case. The topic itself is blanked
 * out of the text a detail is tested on, so a run of spaces stands for it. */
const PLACE_SLOT =
  /\b(?:in|to|at|for|from|around|across|visiting|exploring|hello)\s+(?:the\s+)?(\p{L}{4,})|(?:^|[.!?,:;]\s*)(\p{L}{4,})(?= (?:in|for|from|till|until|on) |\s{3})/giu;
/** A country, region or city the name lists know in a destination's slot (PLACE_SLOT), also in
 * lower case ("day 4 of 12 in croatia"); a word that is also frequent or a first name ("Florida",
 * "Jordan") is left to NAMED_PLACE. Only run on the few words around a topic match. */
const KNOWN_PLACE: Detail = {
  test(text: string): boolean {
    const lists = gazetteer();
    for (const slot of matchesOf(text, PLACE_SLOT)) {
      const kinds = kindsOf(lists, (slot[1] ?? slot[2] ?? '').toLowerCase());
      if (kinds & KIND_PLACE && !(kinds & (KIND_FREQUENT | KIND_FIRST_NAME))) return true;
    }
    return false;
  },
};
/** Kinds of place someone can be found at. */
const PLACE_NOUNS =
  'caf[eé]|coffee shop|bus|train|tube|tram|pier|seafront|promenade|prom|harbou?r|marina|pub|pub garden|beer garden|bar|restaurant|church|chapel|mosque|temple|synagogue|dentist|doctors|surgery|vets|salon|hairdressers|barbers|soft play|playground|skate ?park|waiting room|diner|station|library|park|car park|parking lot|garage|store|shop|supermarket|mall|shopping centre|gym|pool|leisure centre|allotment|laundrette|launderette|laundromat|beach|market|square|bench|pond|fountain|clock tower|statue|gates?|platform|terminal|airport|hospital|ward|clinic|cinema|theatre|theater|stadium|arena|venue|bus stop|corner|entrance|lobby|food court|queue|line|front row|stall|tent|field|pitch|museum|gallery|zoo|booth|window seat|bar';
/** The writer is there or will be, or asks others to come. */
const PRESENCE =
  /(?:^|[.!?\n]\s*)(?:(?:currently|still|now|rn) )?(?:at|outside|inside|on|in) |\b(?:live from|see (?:you|ya|u) (?:there|at|by|outside|inside)|(?:don['’]?t|dont) be late|(?:i|we) (?:usually |always |normally )?(?:walk|run|jog|swim|cycle|train|go)\b|i'?m|i’m|i am|we'?re|we’re|we are|i'?ll be|i’ll be|we'?ll be|we’ll be|me|us|meet(?:ing)?|join(?:ing)?|come|pop (?:in|by|over)|pull up|roll up|link up|slide (?:through|thru)|send (?:help|snacks|food|coffee|supplies|backup)|bring (?:biscuits|snacks|cake|coffee|food|drinks|wine|beer)|(?:^|[.!?,\n]\s*)(?:cycling|hiking|walking|running|climbing|shopping|skiing|surfing|paddling)\b(?! (?:lessons?|club|class|practice|training))|(?:bring|get) (?:me|us) (?:a|an|some)|checked in|swing by|drop by|say (?:hi|hello)|all welcome|who['’]?s (?:coming|around|in|about)|anyone (?:around|about|nearby|near)|pick (?:me|us) up|collect (?:me|us)|pulled (?:in|into|up)|rolled (?:in|up)|walked in|just (?:got(?! into)|arrived)|arrived|sat|sitting|stood|standing|waiting|queu(?:e?ing)|(?:first|next|second) in (?:line|the queue)|front of the (?:queue|line)|look for (?:the|me|us)|i['’]?m the one (?:in|with|wearing)|camped(?: out)?|parked|stuck|working|studying|reading|chilling|hanging(?: out)?|posted up|here|we['’]ve got|i['’]ve got|pitch(?:ed)?|been (?:in|at|sat|sitting|stuck|waiting)|popping|pop (?:in|into|to)|nipping|nip (?:in|into|to)|on my way|omw|lunch|dinner|brunch|breakfast|drinks|pints?|coffee|table|booth)\b/i;
/** Now, or a time of day the writer gives. */
const NOW_OR_AT =
  /\b(?:now|rn|right now|atm|at the moment|currently|live from|stuck (?:at|in|on)|(?:is|['’]s) (?:so |absolutely )?(?:packed|rammed|heaving|buzzing)|waiting for (?:my|the|our) (?:\d+|bus|train|tram|taxi|uber|lift|ride|flight|table|food|order|coffee)|been here|here (?:for|since)|so far|still here|\d+ ?(?:hrs?|hours?|mins?|minutes?) (?:so far|left|to go|late|wait|delay|queue)|(?:in|at) the (?:queue|line) (?:at|for|outside)|aisle \d+|(?:until|till|til) (?:they|it|the rain|the sun)\b|checked in|who['’]?s (?:joining|about|free)|anyone (?:around|about|free|nearby)|(?:parked|pulled|rocked|rolled|turned) up|made it (?:to|in)|get (?:down|over|yourselves? (?:down|over)) here|(?:i'?m|i’m|we'?re|we’re|i am|we are) (?:sat|sitting|stood|standing|queu(?:e?ing)|waiting|stuck|parked|camped)|every (?:morning|day|evening|night|weekend|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|(?:mon|tues|wednes|thurs|fri|satur|sun)days|around \d{1,2}(?::\d\d)?|today|tonight|tomorrow|this (?:morning|afternoon|evening|lunchtime)|all (?:day|afternoon|morning|evening|night)|(?:until|till|til) (?:\d{1,2}|close|closing|late|noon|midnight|lunch|sunset|sundown|dark|home time|(?:mon|tues|wednes|thurs|fri|satur|sun)day)|since \d{1,2}(?::\d\d)?(?:\s?(?:am|pm))?|since (?:this morning|lunch|dawn)|if (?:anyone|you) needs? (?:me|us)|where (?:are|r) (?:you|u|ya)|(?:i['’]?m|we['’]re) the ones? (?:in|with|wearing)|look for the \w+ (?:hat|coat|jacket|top|dress|hoodie|jumper|scarf)|(?:until|till|til) (?:tea ?time|dinner|bedtime|home time)|for the next (?:hour|few|couple|\d+)|for (?:an|another|a couple of|a few|\d+) (?:hours?|mins?|minutes)|from \d{1,2}|at \d{1,2}(?::\d\d)?|\d{1,2}(?:[:.]\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d|in (?:\d{1,2}|five|ten|twenty|a few) ?(?:min|mins|minutes)|noon|midday|lunchtime|doors open|just (?:got(?! into)|arrived|pulled|landed|walked|rolled)|back in \d{1,2}|(?:gonna|going to|will) be late|come (?:out|down|over|outside)|when you['’]re ready|running late|be there in|come (?:in|thru|through|along|by|up)|see (?:you|ya|u) there|half (?:past )?\d{1,2}|come (?:say|join|find|meet)|all welcome|who['’]?s (?:coming|around|about))\b/i;
/** A numbered spot's time may be the post itself: a clause that opens on the writer there, sat,
 * stood or waiting ("I'm at platform 9", "sitting at Gate A7", "queueing at stall 12") is now. */
const NOW_AT_SPOT = new RegExp(
  `${NOW_OR_AT.source}|(?:^|[.!?,]\\s*)(?:(?:i['’]?m|we['’]?re|i am|we are) (?:at|by|in|on|outside)|(?:sat|sitting|stood|standing|waiting|queu(?:e?ing)|stuck) (?:at|by|in|outside))\\b`,
  'i',
);
/** A school, nursery or children's club by its name ("Hollybush Primary", "St Joseph’s"). */
const SCHOOL_NAME =
  /(?:\b\p{Lu}[\p{L}'’.-]+ (?:\p{Lu}[\p{L}'’.-]+ ){0,3}(?:Primary|Elementary|Infants?|Juniors?|Junior School|Academy|Grammar|High(?: School)?|Middle School|Secondary|School|Nursery|Pre-?[Ss]chool|Kindergarten|Montessori|Prep|Leisure Centre|Swim(?:ming)? (?:Club|School)|Day ?[Cc]are|Childcare|Scouts|Brownies|Cubs|daycare|day care|nursery|pre-?school|creche|childminders?)\b|\bS(?:ain)?t\.? \p{Lu}\p{Ll}+['’]s\b)/gu;
/** School milestones and routines a parent posts about. */
const SCHOOL_EVENT =
  /\b(?:sports day|nativity|school (?:play|concert|trip|photo|report|run|gates|disco|fair)|parents['’]? evening|parent[- ]teacher|report card|spelling bee|graduation|prom|back to school|(?:first|last) day (?:at|of)|swimming (?:lessons?|badge|certificate|gala)|(?:football|netball|rugby|hockey|soccer|dance|ballet|gymnastics|swim|piano|violin|guitar|drum|drums|karate|judo|taekwondo|tennis|cricket|drama|chess|tutoring) (?:practice|training|lessons?|class|club|show|recital|concert|performance|match|tournament|gala|exam|grading|camp|squad|team)|breakfast club|after[- ]school club|inset day|investiture|(?:(?:year|grade|class) \d{1,2}|class) (?:trip|assembly|play|show|concert|residential|photo)|beavers|cubs|scouts|brownies|rainbows|guides|cadets|(?:scout|cub|brownie|guide) camp|u\d{1,2}s? (?:team|squad|side|training|practice|match|game|fixture)|(?:football|netball|rugby|hockey|soccer|dance|ballet|gymnastics|swimming|swim|piano|violin|karate|judo|taekwondo|tennis|cricket|drama|chess|cubs|scouts|brownies|beavers|rainbows) (?:every|on) (?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week)|got (?:a place )?into|offer (?:from|for)|won the|came (?:first|second|third))\b/gi;
/** A child, told as one: my/our + a child word, a name with a child's milestone verb, a class. */
const CHILD_NEAR: readonly RegExp[] = [
  /\b(?:(?:my|our) (?:\w+ )?(?:son|daughter|kids?|children|child|boy|girl|lad|lass|bairn|wee one|little one|youngest|eldest|oldest|baby|toddler|twins|stepson|stepdaughter|grandson|granddaughter)|proud (?:mum|mom|mama|dad|papa|parent)|mum of|kiddo|year \d{1,2}|grade \d{1,2}|class \d{1,2}|\d(?:st|nd|rd|th) grade|reception class|drop[- ]?off|pick[- ]?up|school run|(?:he|she)['’]s|(?:he|she) (?:loves|hates|goes|has|is)|his|her|hers|him|(?:the|my|our) (?:kids|twins|little ones|children|boys|girls)|(?:kids|children|twins)['’]s? (?:school|nursery|class|teacher)|under[- ]?\d{1,2}s|u\d{1,2}s|little (?:man|lady|one|ones|guy|dude|monster)|lil (?:man|one|lady)|kiddos?|mini me)\b/i,
  /(?<!\p{Lu}\p{Ll}+ )\b(?!(?:Day|Week|Year|School|Church|Hall|Street|Road|Park|Centre|Center|Club|Primary|Nursery)\b)\p{Lu}\p{Ll}+(?:['’]s (?!\p{Lu})|,? (?:got|won|came|made|passed|starts?|started|finishes|finished|is in|has|lost|turns?|turned|moves?|moved|joined|aced|was|is|had)\b|, (?:[Yy]ear|[Gg]rade|aged?) \d)/u,
];
/** A club's or a school's notice to everyone ("volunteers needed", "new players welcome"), not a
 * parent's post about their child. */
const CLUB_ADVERT =
  /\b(?:volunteers? (?:needed|wanted)|new (?:players|members) (?:welcome|wanted)|sign ?ups? (?:open|now)|register (?:now|here)|(?:book|enrol) (?:now|here)|(?:places|spaces) (?:available|left))\b/i;
/** The writer's own school days, which are recovery answers, not a child's details. */
const OWN_SCHOOLING =
  /\b(?:i went to|i attended|i was at|when i was|my old (?:school|teacher)|me (?:aged|at (?:age )?\d)|me in (?:year|class) \d|my (?:year \d{1,2} |form |old |favou?rite |first )?teacher|class of (?:(?:19|20)\d\d|['’]\d\d)|reunion|alumn(?:i|us|a|ae)|old (?:boy|girl)s?|throwback|#tbt|nostalgia|(?:19|20)\d\d ?[-–] ?(?:19|20)?\d\d|my (?:old|first|primary|elementary|high|middle|secondary) school|back in my day)\b/i;
/** Pets as people name them, the first-pet recovery question's subject. */
const PET =
  'dog|cat|pet|puppy|pup|kitten|kitty|hamster|rabbit|bunny|goldfish|horse|pony|tortoise|budgie|parrot|guinea pig|gerbil|retriever|labrador|lab|spaniel|collie|terrier|beagle|poodle|tabby|moggy|pooch';
/** Parts of the body a procedure is done on. */
const BODY =
  'appendix|gallbladder|gall bladder|tonsils?|wisdom teeth|tooth|teeth|womb|uterus|ovar(?:y|ies)|cyst|lump|mole|kidney|liver|thyroid|spleen|hip|knee|shoulder|wrist|ankle|leg|arm|spine|back|heart|lung|breast|prostate|colon|bowel|cataracts?|gallstones?|stent|pacemaker|acl|disc|hernia|bunion|polyps?|fibroids?';
/** Medicines people name when they say they take them. */
const MEDICINES =
  'sertraline|citalopram|escitalopram|fluoxetine|venlafaxine|mirtazapine|lithium|quetiapine|olanzapine|aripiprazole|lamotrigine|methylphenidate|vyvanse|elvanse|concerta|adderall|ritalin|metformin|mounjaro|ozempic|wegovy|levothyroxine|propranolol|amitriptyline|gabapentin|pregabalin|tramadol|codeine|oxycodone|methotrexate|humira|tamoxifen|letrozole|prednisolone|prednisone|warfarin|apixaban|naltrexone|buprenorphine|suboxone|methadone|accutane|isotretinoin|spironolactone|the pill|prep|truvada|zoloft|prozac|lexapro|wellbutrin|bupropion|effexor|cymbalta|duloxetine|trazodone|xanax|diazepam|valium|lorazepam|ativan|clonazepam|seroquel|abilify|lamictal|keppra|topiramate|sumatriptan|omeprazole|lansoprazole|ventolin|salbutamol|symbicort|fostair|naproxen|co-codamol|fentanyl|zopiclone|dexamphetamine|strattera|atomoxetine|guanfacine|clomid|progesterone|estradiol|oestrogen|estrogen|testosterone|thyroxine|adalimumab|stelara|dupixent|nexplanon|antihistamines';
/** Anchor words from a space-separated list, without the words of `common` and with those of
 * `rarer`, which stand for them in every topic match (words). */
function anchorsWithRarerWords(list: string, common: string, rarer: string): ReadonlySet<string> {
  const dropped = words(common);
  return new Set([...words(list), ...words(rarer)].filter((word) => !dropped.has(word)));
}

/** A set of lowercase words from a space-separated list. */
function words(list: string): ReadonlySet<string> {
  return new Set(
    list
      .split(' ')
      .flatMap((word) => word.split(/[^\p{L}\d]+/u))
      .filter(Boolean),
  );
}
/**
 * The words a weekday range (WEEKDAY_SHORT to WEEKDAY_SHORT) may begin with: the first day
 * alone ("mon-fri", "mon to fri"), or joined to "to", "till" or "until" and maybe to the second
 * day ("monto fri", "montofri"), which the range's optional spaces allow.
 */
function weekdayRangeWords(): string {
  const days = ['mon', 'tue', 'tues', 'wed', 'wednes', 'thu', 'thur', 'thurs', 'fri', 'sat']
    .concat(['satur', 'sun'])
    .flatMap((day) => [day, `${day}day`]);
  return days
    .flatMap((first) => [
      first,
      ...['to', 'till', 'until'].flatMap((join) => [
        first + join,
        ...days.map((second) => first + join + second),
      ]),
    ])
    .join(' ');
}
const SCHOOL_ANCHORS = words(
  'primary elementary infant infants junior juniors academy grammar high middle secondary school nursery preschool pre kindergarten montessori prep leisure swim swimming day daycare care childcare scouts brownies cubs st saint creche childminder childminders',
);
const HEALTH_TOLD_ANCHORS = words(
  'bun oven hospital admitted discharged diabetic prediabetic pre anaemic anemic asthmatic epileptic autistic coeliac celiac infertile hypothyroid immunocompromised dyslexic dyspraxic hiv clear free remission broke broken breaking fractured fracturing sprained dislocated tore torn snapped cast sling brace boot crutches had having getting get got result results biopsy scan test tests bloods smear mammogram swab pregnant expecting baby bump due date weeks trimester sickness doctor gp consultant specialist surgeon nurse nurses doctors consultants specialists surgeons',
);
const HEALTH_ANCHORS = anchorsWithRarerWords(
  'seizure seizures assessment chemo chemotherapy radiotherapy radiation dialysis physio physiotherapy ivf insulin antidepressant antidepressants anti antibiotics antibiotic depression anxiety ocd ptsd cptsd adhd bipolar anorexia bulimia eating schizophrenia psychosis epilepsy diabetes cancer endometriosis pcos fibromyalgia long hiv crohn crohns colitis migraines blood test results c caesarean cesarean steroids painkillers morphine infection post beta blocker blockers statin statins hrt meds medication dose prescription surgery operation op ' +
    'appendix gallbladder gall tonsil tonsils wisdom tooth teeth womb uterus ovary ovaries cyst lump mole kidney liver thyroid spleen hip knee shoulder wrist ankle leg arm spine back heart lung breast prostate colon bowel cataract cataracts gallstone gallstones stent pacemaker acl disc hernia bunion polyp polyps fibroid fibroids ' +
    'smear mammogram ultrasound x xray xrays rays covid pneumonia sepsis concussion shingles clinic unit team anaesthetic anesthetic mastectomy hysterectomy lumpectomy vasectomy appendectomy tonsillectomy colonoscopy endoscopy angiogram mri ct therapy dbt emdr psychotherapy hypnotherapy bone stem cornea transplant stitches hearing wheelchair prosthetic stoma colostomy catheter cpap glucose flare flaring infusion infusions immunotherapy hormone injections cbt counselling counseling rehab detox crutches a er emergency ward keeping kept panic diagnosis diagnosed oncologist psychiatrist therapist miscarriage lost viral undetectable clean relapse relapsed biopsy scan inhaler epipen ' +
    MEDICINES.replaceAll('|', ' '),
  // Common words of a phrase anchored by its rarer word ("the pill", "co-codamol", "a&e",
  // "c-section", "post-op"): a post holding only those skips the rule (half of all posts held
  // "the", "a" or "co"; same result).
  'the co a c post',
  'e section',
);
/** The writer's mother or grandmother, whose birth surname a recovery question asks for. */
const MOTHER_OR_GRANDMOTHER =
  /\b(?:mum|mom|mam|mother|mummy|mama|nan|nana|nanna|gran|granny|grandma|grandmother)\b/i;
/** "I'm on antidepressants now": a treatment, a diet or leave is not a place to find someone. */
const ON_TREATMENT = new RegExp(
  `\\b(?:i'?m|i’m|i am|we'?re|we’re|we are|still) on (?:(?:my|the|a|an) )?(?:${MEDICINES}|antidepressants?|anti-depressants?|meds|medication|painkillers|antibiotics|steroids|insulin|chemo|a diet|a break|leave|strike|call|nights|lates|earlies)\\b`,
  'i',
);
const PAST =
  /\b(?:last (?:year|summer|spring|autumn|fall|winter|month|week|time)|in the (?:(?:19|20)?\d0s|['’]\d0s)|years ago|back in (?:19|20)\d\d|used to|throwback|#tbt|remember (?:when|being)|when i was (?:little|a kid|young)|once in (?:19|20)\d\d|back from|got back|home (?:again|sweet home)|just got home)\b/i;
const WISH =
  /\b(?:i wish|wishing|if only|dream(?:ing)? (?:of|about)|one day i|someday|bucket list|would love to|i need a|need a (?:holiday|vacation|break)|when i retire|should i|thinking (?:of|about) (?:going|booking))\b/i;
/** Advice to the reader about sharing ("never give your PIN to anyone", "don't post the code"). */
const ADVICE =
  /\b(?:never|don['’]?t|do not) (?:ever )?(?:share|give|tell|post|write|use|reveal|say|send|put)\b(?! (?:anyone|anybody)\s*(?:[.!,)]|$|lol))/i;
const GENERAL_QUESTION =
  /^\W*(?:how|where|what|which|when|does anyone|do you|anyone (?:know|been|tried|recommend)|has anyone|is it|should)\b[^?]*\?/i;

export const CATEGORY_RULES: CategoryRule[] = [
  {
    // The home is empty: a trip now or soon, with when it started or how long it lasts.
    label: 'AWAY_FROM_HOME',
    confidence: 0.75,
    topic:
      /\b(?:holiday|holidays|hols|vacation|pto|staycation|long weekend|weekend (?:away|break)|mini ?break|trip|tour|honeymoon|(?:house|pet|cat|dog) ?sitter|(?:made it|got) to [A-Z][\w'’-]+|(?:leave|leaving) for [A-Z][\w'’-]+|away (?:with work|on business|for work)|getaway|cruise|road ?trip|safari|city break|ski (?:week|trip)|camping|festival|resort|abroad|overseas|out of (?:the country|town)|(?:greetings|hello|ciao|bonjour|hola|aloha) from (?:sunny |beautiful |rainy |lovely )?[A-Z][\w'’-]+|postcard from|currently (?:in|on) [A-Z][\w'’-]+|touched down|landed in|flying (?:to|out)|airport|(?:visiting|staying with) (?:my|our|the) [\w-]+ in|visiting (?:family|friends|relatives|the (?:in-laws|folks|family|grandparents))|work(?:ing)? (?:remotely|abroad) from (?!home\b|the office\b|bed\b|(?:my|the|a|our) (?:desk|sofa|couch|bed|kitchen|garden|car|phone|laptop)\b)(?:the )?[A-Z][\w'’-]+|(?:at|to) (?:the )?(?:in-laws|grandma'?s|nan'?s|my parents'?|our cabin|(?:the|a|an|our) (?:cottage|cabin|caravan|chalet|villa|lodge|campsite|lake house|beach house|holiday (?:home|cottage|let)))|(?:feed|feeding|water|watering|look(?:ing)? after|check(?:ing)? on|mind(?:ing)?) (?:my|our|the) (?:cats?|dogs?|pets?|plants|fish|rabbits?|chickens|house|place|flat)|annual leave|out of (?:the )?office|jetting off|flights? (?:are |all )?booked(?! up| out| solid)|(?:booked|got) (?:our|my|the) flights?|(?:bags|cases|suitcases?|car) (?:are |is )?(?:all )?packed|(?:first|last|final) (?:full )?(?:day|night) in [A-Z][\w'’-]+|(?:just )?boarded|boarding now|now boarding|wheels up|(?:through|cleared) security|\d[\d,]* (?:feet|ft) (?:up|above|in the air)|mid-?air|miles from home|(?:sunbathing|relaxing|chilling|lounging|exploring|sightseeing|skiing|hiking|touring|backpacking|island hopping|vacationing|holidaying|honeymooning|travell?ing|wintering|summering) (?:at (?:our|my|the|a) (?:\w+ )?(?:place|house|flat|villa|apartment|home) )?(?:in|on|around|through|across) [A-Z][\w'’-]+|(?:escaped|escaping|fly out|flying out|flew out|headed|heading|driving|sailing|jetting off|going|ferry|flight|plane|train|coach|boat|drive|crossing) to (?!work\b|school\b|uni\b|college\b|the office\b|town\b|bed\b)(?:the )?[A-Z][\w'’-]+|(?:days|nights|weeks|fortnight|month) (?:away )?in [A-Z][\w'’-]+|(?:we'?re|we’re|we are|i'?m|i’m|i am|we'?ll be|we’ll be|i'?ll be|i’ll be|we will be|i will be|(?:the |our |my )?(?:whole )?(?:family|fam) (?:is|are)|kids and i are) (?:(?:down|up|over|out|away|off|still) )?in (?!(?:the|a|an|my|our|your|this|that|bed|town|work|school|hospital|love|pain|trouble|line|time|a rush|here|there|touch|contact|charge|luck|shock|tears|bits|recovery|therapy|agony|meetings?|class|court|church|uni|college|office)\b)[A-Z][\w'’-]+|(?:(?:the |our |my )?(?:whole )?family (?:is|are)|kids and i are) at)\b/gi,
    detail: new RegExp(
      `\\b(?:now|today|tonight|tomorrow|this (?:week|weekend|morning|evening)|starts?|begins?|until|till|til|back (?:to (?:reality|work|normal|school) )?(?:on|in|next|${WEEKDAY})|home (?:again )?on|(?:for|all) (?:the |a |our )?(?:next |whole |entire )?(?:${NUMBER_WORD} )?(?:days?|nights?|weeks?|wks?|fortnight|months?|half term|summer|easter|christmas)|${NUMBER_WORD} (?:more )?(?:days?|nights?|sleeps|weeks?|wks?|months?)(?: of| in| ahead| to go| away)?|fortnight|countdown|(?:day|week) \\d{1,2} of|(?:first|second|third|fourth|fifth|last|\\d{1,2}(?:st|nd|rd|th)) day of|at (?:dawn|\\d{1,2}(?::\\d\\d)?\\s?(?:am|pm)?)|leaving|we leave|booked for|rest of the (?:week|month)|(?:on|this|next) ${WEEKDAY}|next (?:week|weekend)|(?:the )?whole of|currently|rn|atm|in the morning|first thing|starting|${WEEKDAY_SHORT} ?(?:to|till|until|-|–) ?${WEEKDAY_SHORT}|from (?:the )?\\d{1,2}(?:st|nd|rd|th)?(?: of)?(?: ${MONTH})? ?(?:to|till|until|-|–) ?\\d{1,2}|\\d{1,2}(?:st|nd|rd|th)? ?(?:-|–|to|till|until) ?\\d{1,2}(?:st|nd|rd|th)?(?: of)? (?:${MONTH}|${MONTH_SHORT})|see (?:you|ya) (?:on the other side|soon|in a bit)|see you (?:all )?(?:in|on|next)|new year|${MONTH}|the \\d{1,2}(?:st|nd|rd|th))\\b`,
      'i',
    ),
    // Each alternative by one of its words: a word that may be written joined to the next
    // ("road trip", "mid-air", "dog sitter") by both spellings, "we're", "i'm" and "i'll" by
    // "re", "m" and "ll" as above, "out of town" by "town", "in-laws" by "laws".
    anchors: words(
      'flights holiday holidays hols vacation pto staycation long weekend break mini minibreak work working vacationing holidaying honeymooning travelling traveling wintering summering trip roadtrip tour honeymoon sitter housesitter petsitter catsitter dogsitter made got leave leaving away getaway cruise safari city ski camping festival resort abroad overseas country town office greetings hello ciao bonjour hola aloha currently postcard touched landed flying fly flew airport visiting staying laws grandma grandmas nan nans parents cabin cottage caravan chalet villa lodge campsite lake beach feed feeding water watering look looking check checking mind minding annual jetting packed day night boarded boarding wheels security feet ft air midair miles sunbathing relaxing chilling lounging exploring sightseeing skiing hiking touring backpacking island escaped escaping headed heading driving sailing going ferry flight plane train coach boat drive crossing days nights weeks fortnight month re were are m im am ll ill well will family fam kids',
    ),
    windowChars: 90,
    guards: [
      PAST,
      WISH,
      GENERAL_QUESTION,
      /\b(?:be there in|next year|one day|someday|would be|day trip|school trip|class trip|field trip|(?:year|grade|class) \d{1,2} trip|trip to the (?:zoo|museum|park|shops|tip|dentist|vet|doctors?|beach|farm|cinema))\b/i,
    ],
  },
  {
    // The same risk told from the other end: how long or until when, beside a named place or a
    // word of travel ("the Maldives for the next 12 days", "Wales for the whole of August").
    label: 'AWAY_FROM_HOME',
    confidence: 0.7,
    topic: new RegExp(`\\b${AWAY_SPAN}`, 'gi'),
    detail: [NAMED_PLACE, new RegExp(`\\b(?:${TRIP_WORDS})\\b`, 'i'), TRIP_EMOJI, KNOWN_PLACE],
    // "in a fortnight" by "in": the span's last word may run on into other letters.
    anchors: words(
      `for until till til through thru from back home starting leaving spending spend see in over day days night nights sleeps week weeks wk wks month months ${weekdayRangeWords()}`,
    ),
    windowChars: 70,
    guards: [PAST, WISH, GENERAL_QUESTION, MONEY_RATE],
  },
  {
    // Where the writer can be found: a place and a time, or an invitation to come there.
    label: 'LIVE_LOCATION',
    confidence: 0.75,
    topic:
      /\b(?:(?:meet|find|join|see) (?:me|us)|i'?ll be|we'?ll be|i’ll be|we’ll be|i'?m|i’m|we'?re|we’re|i am|we are|still|grabbing a (?:table|seat)|(?:grabbing|having|getting|enjoying) (?<= )(?:a )?(?<= )(?:coffee|lunch|dinner|drinks?|brunch|pint|breakfast)|(?:i'?m|i’m|we'?re|we’re|i am|we are) (?<= )(?:sitting|standing|stuck|queuing|queueing|waiting)|(?<![\p{L}’',] )(?:sitting|standing|stuck|queuing|queueing|waiting(?: for (?:the|my|our|a) [\w-]+)?)|saving (?:us|you) a (?:table|seat)|working from|waiting for you|sat down|just sat) (?:(?:right )?(?:here )?)(?:at|in|on|outside|inside|by|near|from) (?:the )?(?:[\p{Lu}\d][\p{L}\d'’&-]*|queue|line|window seat|table|food court|main entrance|entrance|lobby|bar|pub|caf[eé]|gym|library|station|platform|market|park|beach|stadium|ground|arena|cinema|ward|waiting room|bus|train|tube|block|row|section)\b/giu,
    detail:
      /\b(?:now|rn|right now|atm|tonight|today|this (?:morning|afternoon|evening)|all (?:day|afternoon|morning|evening)|until|till|til|from \d|at \d{1,2}(?::\d\d)?|\d{1,2}(?::\d\d)?\s?(?:am|pm)|\d{1,2}:\d\d|in \d{1,2} ?(?:min|mins|minutes)?|come (?:say hi|join|find)|say hi|block \d|row \w+|section \d|stall \d|seat \d|table \d|wearing|by the|here for (?:an? |\d)|since \d|so far|still here|gate [a-z]?\d|platform \d|terminal \d|\d+ ?(?:mins?|minutes|hrs?|hours) (?:late|left|to go|so far)|where are you|see you (?:there|soon|in \d)|waiting room|at (?:the )?\p{Lu})/iu,
    // "i'll", "we're" and "i'm" are anchored by "ll", "re" and "m" (letters and digits are the
    // words), "ill", "well", "were" and "im" by themselves; "just sat" by "sat".
    anchors: words(
      'meet find join see ll ill well m im re were am are still grabbing having getting enjoying sitting standing stuck queuing queueing saving working waiting sat',
    ),
    windowChars: 70,
    guards: [
      PAST,
      GENERAL_QUESTION,
      /\b(?:at a loss|at peace|at odds|at ease|in a good place|in love|in trouble|in the mood|on my way out of|at this point|if i|would be|could be|not sure where)\b/i,
      MONEY_RESTING,
      ON_TREATMENT,
    ],
  },
  {
    // A place by name or kind, a time, and a sign that the writer is (or will be) there or asks
    // others to come: the three together say where to find them ("Meet at the clock tower at
    // 7", "Lunch at Nando's Brixton, 1pm, all welcome"). A place and a time alone are opening
    // hours; a place alone is small talk.
    label: 'LIVE_LOCATION',
    confidence: 0.7,
    topic: new RegExp(
      `(?:\\b(?:[Aa]t|[Ii]n|[Oo]n|[Oo]f|[Oo]utside|[Ii]nside|[Bb]y|[Nn]ear|[Ff]rom|[Ii]nto|[Oo]pposite|[Aa]?[Rr]ound) |(?<!\\S)@ |\u{1F4CD}\\s*)(?:the |The |a |our )?(?:\\p{Lu}[\\p{L}\\d'’&-]*|(?:[\\p{Ll}-]+ )?(?:${PLACE_NOUNS})\\b)|\\b[Oo]n the \\d{1,2}[:.]\\d\\d\\b|\\b(?:${PLACE_NOUNS})(?= (?:on|in|at|by|near) (?:the )?\\p{Lu}| \\d(?:st|nd|rd|th) floor| level \\d)(?<=(?:^|[.!?\\n]\\s*)(?:${PLACE_NOUNS}))`,
      'gu',
    ),
    allOf: [PRESENCE, NOW_OR_AT],
    windowChars: 60,
    guards: [
      PAST,
      WISH,
      GENERAL_QUESTION,
      /\b(?:closes|closed|opening hours|starts? at|started at|starting at)\b/i,
    ],
  },
  {
    // A child's school, class, age, birthday, birth or routine, named or tied to "my/our".
    label: 'CHILD_INFO',
    confidence: 0.75,
    topic: new RegExp(
      `\\b(?:(?:[Mm]y|[Oo]ur) (?:\\w+ ){0,2}?(?:son|daughter|kids?|children|child|boy|girl|lad|lass|little one|lil one|youngest|eldest|oldest|baby|toddler|twins|little man|little lady|lil man|lil lady|little guy|lil guy|little princess|stepson|stepdaughter|grandson|granddaughter)|(?:[Mm]y|[Oo]ur) (?:[1-9]|1[0-7])[- ]?(?:(?:year|yr)[- ]?old|yo|y\\/o)|(?:[Oo]ur|[Mm]y) (?:little )?[A-Z][a-z]+|[Bb]aby [A-Z][a-z]+ (?:arrived|was born|born)|[A-Z][a-z]+ (?:took|said|lost|cut|got|rode|had) (?:his|her|their) (?:very )?first (?:steps?|words?|tooth|teeth|haircut|smile|bike ride|period)|[A-Z][a-z]+['’]s (?:[1-9]|1[0-7])(?:st|nd|rd|th)? (?=(?:is |party |birthday |bday )?(?:today|tomorrow|next|on|this|in))|(?<!(?:Mrs?|Miss|Ms|Dr)\\.? )[A-Z][a-z]+['’]s (?:teacher|class|school|nursery|head ?teacher|form tutor|classmates?)|(?:[Tt]he|[Mm]y|[Oo]ur) (?:kids|children|twins|boys|girls)['’]|[Tt]wins|[A-Z][a-z]+ \\(\\d{1,2}(?=\\))|[A-Z][a-z]+, (?:aged? )?\\d{1,2}(?=, [a-zA-Z])|(?:[Dd]ropp(?:ing|ed)|[Pp]ick(?:ing|ed) up|[Cc]ollect(?:ing|ed)) (?!(?:Mum|Mom|Mam|Dad|Nan|Nana|Gran|Granny|Grandma|Grandad|Grandpa)\\b)[A-Z][a-z]+ (?:off |up )?(?:at|from) |[Hh]appy \\d{1,2}(?:st|nd|rd|th) birthday to (?:my|our)|(?<![A-Z][a-z]+ )[A-Z][a-z]+['’]s (?:first|last) (?:day|week)|[Cc]ollect(?:ing)? (?:the|my|our) (?:kids|twins|children|boys|girls|son|daughter|little ones?)|[Pp]ick(?:ing)? up (?:the|my|our) (?:kids|twins|children|boys|girls|son|daughter|little ones?)|[Dd]rop(?:ping)? off (?:the|my|our) (?:kids|twins|children|boys|girls|son|daughter|little ones?)|[A-Z][a-z]+ (?:turns|will be) (?:[1-9]|1[0-7]) (?=on|next|this|tomorrow|in|today)|[A-Z][a-z]+,? \\d{1,2} (?:&|and) [A-Z][a-z]+,? \\d{1,2}\\b|(?:[A-Z][a-z]+ (?:is|has)|[Ss]he['’]s|[Hh]e['’]s) (?:now |just )?(?:in|started|starting|moved up to) (?:(?:Mrs?|Miss|Ms|Mr)\\.? [A-Z][a-z]+['’]s class|reception|year \\d{1,2}|grade \\d{1,2}|\\d(?:st|nd|rd|th) grade|nursery|kindergarten|preschool|secondary school|big school)|kiddo)\\b`,
      'g',
    ),
    detail: new RegExp(
      `\\b(?:school|primary|elementary|infants|juniors|nursery|kindergarten|kindy|preschool|pre-school|pre-?k|reception|secondary|middle|high|academy|big school|st\\.? \\w+s|year \\d{1,2}|grade|class|teacher|uniform|bus stop|spelling bee|play|swimming|football|practice|badge|birthday|turns?|turned|\\d{1,2}(?:st|nd|rd|th)|(?:is|was) (?:\\d{1,2}|${NUMBER_WORD}) ?(?:today|now|years?)?|\\d{1,2} ?(?:years?|yrs?|months?) old|born|arrived|lb|oz|(?<=\\()\\d{1,2}(?=\\))|(?<=, )(?:aged? )?\\d{1,2}(?=,)|under[- ]?\\d{1,2}s|u\\d{1,2}s?|gcses?|a[- ]levels?|sats|exam results|results day|walks? (?:home|to school)|playdate|exams?|mocks|every (?:morning|afternoon|day|week)|karate|judo|ballet|gymnastics|training|camp|${WEEKDAY_SHORT} (?:mornings|afternoons|evenings)|every ${WEEKDAY}|${WEEKDAY}s|at \\d{1,2}(?::\\d\\d)?|first (?:day|tooth|phone|steps|words?|bike|sleepover|time))\\b`,
      'i',
    ),
    complete:
      /\d{1,2}(?:st|nd|rd|th) birthday|(?:is|has|['’]s) (?:now |just )?(?:in|started|starting|moved up to) |(?:turns|will be) \d{1,2} $|\d{1,2} (?:&|and) [A-Z][a-z]+,? \d{1,2}$|\(\d{1,2}$|\b(?:born|arrived)$|first (?:steps?|words?|tooth|teeth|haircut|smile|bike ride|period)$|['’]s (?:[1-9]|1[0-7])(?:st|nd|rd|th)? $|, (?:aged? )?\d{1,2}$|\b(?:[1-9]|1[0-7])[- ]?(?:(?:year|yr)[- ]?old|yo|y\/o)\b/i,
    windowChars: 80,
    guards: [
      GENERAL_QUESTION,
      /\b(?:kids say|kids these days|remember (?:my|being)|i remember my first day|when i was)\b/i,
    ],
  },
  {
    // A school, nursery or club by name beside a child: tells a stranger where a child will be.
    label: 'CHILD_INFO',
    confidence: 0.7,
    topic: SCHOOL_NAME,
    detail: CHILD_NEAR,
    anchors: SCHOOL_ANCHORS,
    windowChars: 80,
    guards: [GENERAL_QUESTION, OWN_SCHOOLING],
  },
  {
    // A school milestone or routine (sports day, the nativity, parents' evening, a place won)
    // beside a child: the date and the school year or class that come with it.
    label: 'CHILD_INFO',
    confidence: 0.7,
    topic: SCHOOL_EVENT,
    detail: CHILD_NEAR,
    anchors: words(
      'breakfast after inset investiture piano violin guitar drum drums karate judo taekwondo tennis cricket drama chess tutoring sports nativity school parents parent report spelling graduation prom back first last swimming football netball rugby hockey soccer dance ballet gymnastics swim got offer won came year grade class beavers cubs scouts brownies rainbows guides cadets scout cub brownie guide' +
        ' u6 u7 u8 u9 u10 u11 u12 u13 u14 u15 u16 u6s u7s u8s u9s u10s u11s u12s u13s u14s u15s u16s',
    ),
    windowChars: 60,
    guards: [GENERAL_QUESTION, OWN_SCHOOLING, CLUB_ADVERT],
  },
  {
    // Answers to the usual account-recovery questions, however the post frames them (nostalgia,
    // a memorial, a throwback): first pet, first car, mother's maiden name, the street and town
    // grown up in, birthplace, first school, favourite teacher, childhood friend, first job.
    label: 'SECURITY_ANSWER',
    confidence: 0.8,
    topic:
      /\b(?:(?:my|our) (?:very )?first (?:ever )?(?:pet|dog|cat|puppy|kitten|hamster|rabbit|goldfish|horse|car|job)|(?:the )?first (?:ever )?(?:pet|dog|cat|puppy|car) (?:i|we) (?:ever )?(?:had|owned|drove|loved)|best first (?:pet|dog|cat)|family (?:dog|cat|pet|rabbit|hamster|horse|pony) when i was|class of (?:19|20)\d\d|maiden name|(?:mum|mom|mother) was an? [A-Z][\w'’-]+|before she married (?:my )?(?:dad|father)|where i grew up|where i spent my (?:whole |entire |early )?childhood|(?:mum|mom|mother)['’]?s? (?:family|birth|maiden) name|(?:i|we) grew up on|born and raised in|(?:hospital|town|city) i was born in|i was born (?:in|at)|(?:went|go) back to [A-Z][\w'’ ]{2,30}(?:primary|elementary|school|academy)|(?:favou?rite|best|first[- ]grade|first) teacher|(?:my|our) (?:old )?(?:pe|maths?|english|history|science|music|art|french|german|spanish|geography|drama|form|primary|secondary|high school|school) teacher (?:at|in|was|from)|childhood best friend|best friend growing up|first date was|(?:my )?very first job)\b/gi,
    anchors: words(
      'first best family class maiden mum mom mother before where grew born hospital town city went go favourite favorite teacher childhood date very',
    ),
    windowChars: 0,
    guards: [
      GENERAL_QUESTION,
      /\b(?:security questions?|quiz|answer in the comments|comment (?:below|yours)|nice try|never answer|fun history fact|first car ever made|first (?:car|pet) (?:ever )?(?:made|invented))\b/i,
    ],
  },
  {
    // The same answers told as memories: the pet, car, street, teacher or maiden name inside a
    // memorial, a birthday for the dead or nostalgia ("the golden retriever I grew up with",
    // "Mum, née Hughes", "my year 3 teacher", "the street where I spent my first 18 years").
    label: 'SECURITY_ANSWER',
    confidence: 0.75,
    topic: new RegExp(
      `\\b(?:(?:${PET}) ${SEAM}(?:i|we) ${SEAM}(?:grew up with|had (?:growing up|as (?:a )?kids?|when i was))|(?:first |childhood )?family ${SEAM}(?:${PET}|car)\\b[^.!?\\n]{0,30}\\b(?:was|were|named|called)|(?:street|road|house|town|village|city|estate|farm) ${SEAM}(?:where |that )?${SEAM}(?:i|we) ${SEAM}(?:grew up|spent (?:my|our) (?:childhood|first \\d+ years|early years|summers)|was born|were born|was raised|lived as (?:a )?kids?)|(?:i|we) grew up (?:in|on|at) (?:the )?[A-Z\\d]|\\bn[ée]e [A-Z]|(?:mum|mom|mother|mam|ma)\\b[^.!?\\n]{0,25}\\bborn [A-Z][a-z]+ [A-Z]|(?:^|[.!?]\\s*)born (?:at|in) [A-Z]|(?:my|our) (?:year \\d{1,2}|reception|nursery|form|primary(?: school)?|infant|junior|kindergarten|(?:first|second|third|fourth|fifth|\\d(?:st|nd|rd|th)) grade) teacher|where (?:my|our) (?:mum and dad|mom and dad|parents) met|first (?:ever )?(?:car|pet|dog|cat|job|school)[?:]|first (?:ever )?(?:gig|concert|kiss|crush|teacher|boss):|(?:mum|mom|mother)\\b[^.!?\\n]{0,15}\\b(?:grew up|was born|started (?:life|out)) (?:as )?an? [A-Z]|(?:spent|lived) (?:my|our) (?:whole |entire |early )?(?:childhood|teens|school years) (?:on|in|at) [A-Z\\d]|(?:childhood |school )?nickname (?:at school |as a kid |growing up |in school )?(?:was|growing up|as a kid)|(?:dad|father|mum|mom|mother|gran|grandma|grandmother|nan|grandad|grandpa|grandfather)['’]s (?:middle|first|maiden) name (?:was|is)|my (?:middle|maiden|birth) name (?:was|is)|(?:my )?(?:high school|school|college|primary school) mascot (?:was|is)|met my (?:wife|husband|partner|fianc[ée]e?) (?:at|in) [A-Z]|(?:our|my) honeymoon was (?:in|at) [A-Z]|(?:my|our) home ?town(?: of|,| is| was)? [A-Z]|my favou?rite (?:childhood )?(?:book|film|movie|toy|band|food) (?:as a kid|growing up|when i was)|my favou?rite childhood \\w+ (?:was|is)|(?:the |my )?(?:very )?first ${SEAM}(?:ever )?${SEAM}(?:pet|dog|cat|car|job|school|concert|gig|holiday|boss|kiss|crush|album|teacher|apartment|flat|house|home|phone|boyfriend|girlfriend) ${SEAM}(?:i|we) ${SEAM}(?:ever )?${SEAM}(?:\\w+ ){0,2}${SEAM}(?:was|were)|(?:my|our) (?:first|childhood) ${SEAM}(?:ever )?${SEAM}(?:best friend|crush|boss|kiss|concert|gig|holiday|job)\\b[^.!?\\n]{0,20}\\b(?:was|at|with)|\\bmine(?<=\\b(?:first (?:pet|dog|cat|car|teacher|school|boss|job|concert|kiss)|pet['’]s name|maiden name|street (?:you|u|i|we) grew up (?:on|in)|town (?:you|u) (?:were|was) born in|childhood (?:best )?friend)\\b[^\\n]{0,40}?mine)(?:['’]s| is| was| were| would be|\\s*[:=-])\\s*(?!(?:what|yours|too|same|(?:a )?secret|private|classified|none|not|so|very|pretty|really|probably|embarrassing|awful|terrible|rubbish|great|amazing|similar|worse|better|boring|lame|cringe|funny|weird|random)\\b)(?:a |an |the )?[a-z][\\w'’-]+|(?:stripper|porn ?star|drag|rapper|royal|hobbit|elf|superhero|wrestler|pirate|mafia) name\\b[^.!?\\n]{0,60}?:\\s*[a-z]+ [a-z]+)`,
      'gi',
    ),
    anchors: words(
      'mine stripper pornstar porn drag rapper royal hobbit elf superhero wrestler pirate mafia mascot middle car pet dog cat job school grew had family street road house town village city estate farm née nee born teacher met nickname name hometown home honeymoon favourite favorite first childhood',
    ),
    windowChars: 0,
    guards: [
      GENERAL_QUESTION,
      /\b(?:security questions?|quiz|answer in the comments|comment (?:below|yours)|nice try|never answer|what (?:was|is) yours)\b/i,
    ],
  },
  {
    // The writer's own school by name: "what was the name of your first school".
    label: 'SECURITY_ANSWER',
    confidence: 0.7,
    topic: SCHOOL_NAME,
    detail: OWN_SCHOOLING,
    anchors: SCHOOL_ANCHORS,
    windowChars: 60,
    guards: [GENERAL_QUESTION],
  },
  {
    // A pet named in a memorial or a memory: the name is the answer to "your first pet".
    label: 'SECURITY_ANSWER',
    confidence: 0.7,
    topic: new RegExp(`\\b(?:${PET})\\b`, 'gi'),
    allOf: [
      new RegExp(
        `(?:\\b(?:called|named)\\s+|\\b(?:to|for|from|with|miss(?:ing)?|remember(?:ing)?|rip|goodbye|bye|thinking of|${PET}) |,\\s*)\\p{Lu}\\p{Ll}{2,}\\b`,
        'u',
      ),
      new RegExp(
        `\\b(?:rip|r\\.i\\.p|rest in peace|rainbow bridge|family (?:${PET})|(?:for|after) \\d+ (?:happy )?years|miss(?:ing)? (?:you|him|her)|years since|years ago|goodbye|in memory|would have been|passed away|we lost|lost (?:him|her|our)|forever|growing up|grew up|as a kid|when i was|childhood|first|throwback|#tbt|old)\\b`,
        'i',
      ),
    ],
    anchors: words(PET.replaceAll('|', ' ')),
    windowChars: 50,
    guards: [
      GENERAL_QUESTION,
      /\b(?:security questions?|quiz|answer in the comments|comment (?:below|yours)|nice try|never answer)\b/i,
    ],
  },
  {
    // A travel or stay document someone else could reuse: codes, numbers, tickets with seats.
    label: 'TRAVEL_DOCUMENT',
    confidence: 0.8,
    topic:
      /\b(?:(?:reservation|booking|confirmation|check-?in|ticket|order|door|entry|access|lockbox|lock ?box|key ?box|key ?safe|gate|passport|visa|esta|etias|licen[cs]e|permit|(?:inter ?rail|rail|bus|travel|season) ?(?:pass|card)|application|known travell?er|redress|global entry|nexus) (?:confirmation|code|ref(?:erence)?|number|no\.?|#)|(?:hotel |hostel )?room (?:number |no\.? |#)?\d{2,4}\b|booking ref|passport number|passport no|visa (?:approved|stamp|page)|residence permit|(?:scan|photo|copy|picture|pic|screenshot|screengrab) of (?:my|our) (?:\w+ )?(?:passport|visa|id card|driving licen[cs]e|boarding pass(?:es)?|tickets?)|(?:train|bus|coach|ferry|concert|match|e-?)ticket|ticket for the|(?:my|our) (?:e-?)?tickets?|tickets? (?:attached|below)|barcode|qr code|(?:coach|car) [A-Z] seat \d+|cabin \d+)\b/gi,
    detail: [
      /\b[A-Z\d]{5,8}\b/,
      /(?:\d{3,}|seat|coach|car [A-Z]|platform|row|barcode|qr|attached|below|here|photo|pic|is on|ends? (?:in |with )?[A-Z\d]{2,4}\b|today|\d{1,2}:\d\d|approved|came through|hotel|hostel|knock|come up)/i,
    ],
    anchors: words(
      'reservation booking confirmation check checkin ticket eticket tickets order door entry access lockbox lock key keybox keysafe gate passport visa esta etias licence license permit pass card railcard buspass interrail application room known traveler traveller redress global nexus tickets residence scan photo copy picture pic screenshot screengrab barcode qr coach car cabin',
    ),
    windowChars: 60,
    guards: [
      GENERAL_QUESTION,
      PAST,
      /\b(?:how early|wait times|prices? for|ticket prices|will renew|need to renew|renewal)\b/i,
    ],
  },
  {
    // How to get into the place someone stays: where the key is hidden, the door left open.
    label: 'TRAVEL_DOCUMENT',
    confidence: 0.75,
    topic:
      /\b(?:(?:(?:spare|front[- ]door|back[- ]door|house|door|villa|cabin|flat|cottage|apartment|chalet|caravan|the) )?keys?(?: for the [\w-]+)?(?:['’]s| is| are| will be| (?:is|are|will be) (?:hidden|left|kept)| lives| stays| hides)? (?<= )(?:under|behind|beneath|inside|in|on top of|on|above) (?<= )(?:the|a|our|that) (?<= )(?:[\w-]+ ){0,3}(?<= )(?:mat|windowsill|sill|doormat|pot|plant ?pot|flower ?pot|planter|plant|stone|rock|brick|gnome|bin|wheelie bin|shed|meter box|letterbox|garage|greenhouse|glovebox|mailbox|log ?pile|porch|step|key ?safe|key ?box|lock ?box|box|safe|tin|frame|ledge|drawer|bird ?box)|keys? (?:is |are |will be )?(?:left )?with (?:(?:the|our|my) (?:neighbou?rs?|concierge|reception|porter|caf[eé]|shop|pub|host)|(?:mrs?|ms|miss) \w+)(?: next door| downstairs| opposite| at (?:number|no\.?) \d+)?|(?:leave|leaving|left) (?:the |our )?(?:front |back |side |garage |patio )?(?:door|gate|window)s? (?:unlocked|open|on the latch)|let (?:yourselves|yourself) in|(?:front |back |side )?door(?:['’]s| is| will be| has been) (?:left )?(?:unlocked|on the latch)|(?:front|back|side|garage|patio) (?:door|gate)(?:['’]s| is| will be| has been) (?:left )?(?:open|unlocked))\b/gi,
    anchors: words('key keys let door leave leaving left gate'),
    windowChars: 0,
    guards: [GENERAL_QUESTION],
  },
  {
    // An access device and its number ("punch 2580 on the keypad", "lockbox ... code 4417"),
    // or a ticket's carriage and seats.
    label: 'TRAVEL_DOCUMENT',
    confidence: 0.75,
    topic:
      /\b(?:lock ?box(?:es)?|key ?safe|key ?box|keypad|key ?pad|(?:door|gate|entry|access|building|alarm|garage|front door|smart lock|wifi|keypad|remote|lock|key) (?:\w+ )?(?:code|pin)|(?:punch|key|tap|type) in|combination|combo|padlock|code (?:to|for) (?:the )?(?:front |back |main |building |street )?(?:door|gate|building|flat|lockbox|key ?box|key ?safe)|code (?:to|for) (?:get(?:ting)? in(?:to)?|open(?:ing)?|unlock(?:ing)?|enter(?:ing)?)|(?:door|gate|lock|box|safe) (?:opens|unlocks) with|buzzer|(?:coach|car|carriage) [A-Z\d]{1,2},? seats?|row [A-Z\d]{1,2},? seats?)\b/gi,
    detail:
      /(?<![\d,.£$€])\b(?:\d{2,8}|\d(?:[ -]\d){3,7})#?(?![\d,.]*\s?(?:pm|am|minutes|mins|people|quid|pounds|dollars|euros)\b)/i,
    anchors: words(
      'lock lockbox lockboxes box key keysafe keybox keypad pad code combination combo padlock buzzer coach car carriage row punch tap type pin door gate safe',
    ),
    windowChars: 40,
    guards: [GENERAL_QUESTION, /\b(?:how (?:do|to)|never|don['’]?t)\b/i],
  },
  {
    // The writer's own condition, treatment, medication, procedure, pregnancy or stay in care.
    label: 'HEALTH',
    confidence: 0.75,
    topic: new RegExp(
      `\\b(?:chemo(?:therapy)?|radiotherapy|radiation therapy|dialysis|physio(?:therapy)?|ivf|insulin(?: pump)?|antidepressants?|antibiotics?|depression|anxiety disorder|ocd|ptsd|c-?ptsd|adhd|bipolar|anorexia|bulimia|eating disorder|schizophrenia|psychosis|epilepsy|diabetes|(?<!sign |a |zodiac )cancer(?! (?:sign|season|moon|rising|research|awareness))|endometriosis|pcos|fibromyalgia|long covid|hiv\\+?|crohn['’]?s|colitis|migraines|blood results|test results|c-section|caesarean|cesarean|steroids|painkillers|morphine|kidney infection|chest infection|kidney stones?|seizures?|blood (?:sugars?|pressure|glucose)|(?:pip|esa|disability|work capability) assessment|(?:tonsils?|appendix|gall ?bladder|wisdom teeth|womb|uterus|ovar(?:y|ies)|cyst|lump|mole|spleen|polyps?|fibroids?|gallstones?) (?:out|removed)|post-surgery|anti-depressants?|beta blockers?|statins?|hrt|meds|medication|dose|prescription|post-op|surgery|operation|op\\b|(?:${BODY}) (?:reconstruction|replacement|removal|transplant|surgery|op|operation|scan|x-?ray)|(?:kidney|liver|heart|lung|bone marrow|stem cell|cornea) transplant|stitches|hearing aids?|wheelchair|mastectomy|hysterectomy|lumpectomy|vasectomy|appendectomy|tonsillectomy|colonoscopy|endoscopy|angiogram|mri|ct scan|an(?:a)?esthetic|prosthetic|stoma|colostomy|catheter|cpap|glucose monitor|flare(?:-up| up)|flaring|infusions?|immunotherapy|hormone therapy|injections|cbt|dbt|emdr|psychotherapy|hypnotherapy|counsell?ing|therapy(?! dogs?\\b)|rehab|detox|(?:${MEDICINES})|crutches|a&e|the er|emergency room|the ward|smear(?: test)?|mammogram|ultrasound|x-?rays?|covid|pneumonia|sepsis|concussion|shingles|(?:fertility|cancer|mental health|sexual health|gum|eating disorder|pain|memory|diabetes|gender|ivf|fracture|maternity|antenatal) (?:clinic|unit|ward|team)|keeping me in|kept me in|panic attacks?|diagnos(?:is|ed)|oncologist|psychiatrist|therapist|miscarriage|lost the baby|viral load|undetectable|clean from|relapsed?|biopsy|scan results|blood test|inhaler|epipen)\\b`,
      'gi',
    ),
    detail:
      /\b(?:my|i|i'?m|i’m|i am|i've|i’ve|me|we lost|our (?:baby|son|daughter|child|kids?|little one|boy|girl|twins)|rn|right now|this (?:morning|afternoon|evening)|last night|type [12]|appts?|tues|weds|thurs|results? (?:in|due|back)|(?:\d(?:st|nd|rd|th)|first|second|third) time (?:this|in)|\d+ ?(?:hrs?|hours|wks)|day \d+|week \d+|round \d+|(?:first|second|third|fourth|fifth|sixth|next|last|final|\d+(?:st|nd|rd|th)) (?:round|session|dose|cycle|infusion|treatment|injection|jab|appointment|scan)|(?:round|cycle|session|dose|week) \d+(?: of \d+)?|went well|starting|started|recovering|after my|feel|feeling|selfie|officially|finally|at \d{2}|since \d|with (?:chest|stomach|back|bad|severe) pains?|tomorrow|today|tonight|next week|this week|(?:on )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:once|twice|\d+ times) a (?:day|week|month)|\d+ ?(?:mg|mcg|ml)|waiting list|been on|\d+ (?:days|weeks|months|years))\b/i,
    anchors: HEALTH_ANCHORS,
    windowChars: 50,
    guards: [
      GENERAL_QUESTION,
      /\b(?:joking|jk|lol|giving me a|gave me a|awareness|charity|sponsor me|fundraiser|donate|sick of|retail therapy|cure for|the doctor diagnoses|rising|cases|research)\b/i,
    ],
  },
  {
    // Treatments told without a cue verb: an organ taken out, results back, a pregnancy.
    label: 'HEALTH',
    confidence: 0.75,
    topic: new RegExp(
      `\\b(?:(?:had|having|getting|get|got) (?:my|an?|the|both|two) ${SEAM}(?:\\w+ )?${SEAM}(?:${BODY})s? ${SEAM}(?:out|removed|taken out|operated on|drained|replaced|pinned|reset|lasered|biopsied)|(?:results?|biopsy|scan|tests?|bloods|smear|mammogram|swab) (?:came back|were|was|is|are) ${SEAM}(?:clear|positive|negative|normal|abnormal|inconclusive|benign|malignant)|pregnant with (?:our|my|baby|number|twins)|(?:baby|bun in the oven)(?: (?:no\\.?|number|#) ?\\d+)? (?:is )?on (?:the|its) way|bun in the oven|(?:we'?re|we’re|we are|i'?m|i’m|i am) expecting|(?:baby|bump)(?: is)? due (?:in|on)|due date is|\\d{1,2} weeks (?:pregnant|along)|(?:i['’]?m|i am) \\d{1,2} weeks(?: (?:today|now|gone)|(?=\\s*(?:and\\b|[,.!]|$)))|(?:first|second|third) trimester|morning sickness|(?:(?:broke|broken|breaking|fractured|fracturing|sprained|dislocated|tore|torn|snapped) (?:my|both)|(?:suspected|possible|probable|likely) (?:broken|fractured|sprained|dislocated|torn)) ${SEAM}(?:\\w+ )?${SEAM}(?:${BODY}|ankle|foot|hand|finger|toe|rib|ribs|collarbone|nose|elbow|ligament|tendon)|(?:in|out of) (?:a|my) (?:cast|sling|neck brace|moon boot)|on crutches|(?:i['’]?m|i am) ${SEAM}(?:now |officially |also )?${SEAM}(?:pre-?)?(?:diabetic|prediabetic|anaemic|anemic|asthmatic|epileptic|autistic|coeliac|celiac|infertile|hypothyroid|immunocompromised|dyslexic|dyspraxic|hiv positive)|(?:got|given|had) the all[- ]clear|cancer[- ]free|in remission|(?:doctor|gp|consultant|specialist|surgeon|nurse|\\w+ologist|\\w+iatrist)s? (?:says|said|thinks|confirmed|told me) ${SEAM}(?:it['’]?s|i have|i['’]ve got|i['’]?m|my)|(?:home|out|discharged) from (?:the )?hospital|(?:been |got |was |being )?(?:admitted|discharged)(?: to| from)? (?:hospital|the ward|a&e))\\b`,
      'gi',
    ),
    anchors: HEALTH_TOLD_ANCHORS,
    windowChars: 0,
    guards: [
      GENERAL_QUESTION,
      /\b(?:joking|jk|lol|awareness|charity|sponsor me|fundraiser|donate)\b/i,
    ],
  },
  {
    // Account details and money trouble: a risk on their own, whatever the amount.
    label: 'FINANCIAL',
    confidence: 0.8,
    topic:
      /\b(?:account|acct|a\/c|card|chequing|checking|savings|visa|mastercard|amex|debit|credit|cibc|rbc|bmo|scotiabank|monzo|revolut|starling|chase|barclays|hsbc|lloyds|natwest|santander|halifax|nationwide|wells fargo|capital one|the one)\b(?:no\.|[^.!?\n]){0,40}\b(?:ending|ends|ended)(?: in| with)? \d{2,4}\b|\blast (?:(?:4|four|few|two|2|3|three) )?(?:digits|numbers)\b[^.!?\n]{0,20}\d{2,4}\b|\blast (?:4|four|3|three) of (?:my|our|the) \w+[^.!?\n]{0,12}\b\d{3,4}\b|\b(?:rent|mortgage|car payments?|bills?|council tax|repayments?)(?: is| are| was|['’]s) (?:\w+ ){0,3}(?:late|overdue|behind|unpaid)\b|\b(?:late|behind) (?:on|with) (?:the |my |our )?(?:rent|mortgage|bills|payments|council tax)\b|\bin arrears\b|\b(?:(?:rent|mortgage|car|loan|council tax) (?:payments?|repayments?)|direct debits?) (?:bounced|failed|got declined|was declined|was returned)\b|\b(?:ccj|county court judge?ment|debt relief order|debt management plan|iva|defaulted on|in default)\b|\b(?:credit (?:score|rating)|credit['’]s|clearscore|experian|equifax|credit karma)\b[^.!?\n]{0,25}\b\d{3}\b|\b\d{3} on (?:clearscore|experian|equifax|credit karma)\b|\bmissed (?:\d+|two|three|a|my|the|our|another) (?:\w+ )?(?:mortgage|rent|loan|credit card|car|council tax)? ?(?:payments?|repayments?)\b|\b(?:threatening to evict|evict(?:ing)? us|eviction notice|section 21 notice)\b|\b(?:approved for|got|took out|taking out) an? (?:[$£€]\s?\d[\d,.]*\s?(?:k|m|grand)?|\d[\d,.]*\s?(?:k|m|grand)) (?:\w+ )?(?:mortgage|loan)\b|\b(?:account|acct|bank details?)\b[^.!?\n]{0,20}\b\d{2}-\d{2}-\d{2}\W{1,3}\d{8}\b|\bfinal (?:demand|notice)\b|\bmaxed out (?:my|both|all|our|the|two|three|every)(?: \w+)? (?:credit )?cards?\b|\bcan['’]?t (?:make|pay|cover|afford) (?:the |my |our |this month['’]s )?(?:rent|mortgage|bills)\b|\bsort code\b[^.!?\n]{0,6}\d{2}-\d{2}-\d{2}|\b(?:routing|account|acct|bsb) (?:no\.?|number|#)?:? ?\d{6,}\b|\b(?:i'?m|i’m|i am|we'?re|we’re|we are|my (?:\w+ )?account is) overdrawn\b|\boverdrawn by\b|\bpayday loan\b|\bdebt collectors?\b|\bbailiffs?\b|\bbehind on (?:the |my |our )?(?:rent|mortgage|bills|payments|car payments)\b|\b(?:got|been|being|are being|facing) evicted\b|\bthreatening eviction\b|\b(?:laid off|made redundant|lost my job)\b[^.!?\n]{0,40}\b(?:no savings|rent|bills|mortgage)\b|\b(?:fine|bill|rent|debt|loan) (?:i|we) (?:can(?:no|')?t|cannot|can’t) (?:pay|afford)\b|(?:\b(?:cash|money|savings|gold|sovereigns|jewell?e?ry|valuables)\b|[$£€]\s?\d[\d,.]*\s?(?:k|grand)?|\b\d[\d,.]*\s?(?:k|grand)\b)[^.!?\n]{0,40}\b(?:under (?:the|my|our) (?:mattress|bed|floorboards)|in (?:the|my|our) (?:safe|sock drawer|biscuit tin|freezer|loft))\b|\b(?:keep|kept|keeping|stash|stashed|hide|hid|hidden|store|stored)\b[^.!?\n]{0,20}\b(?:cash|money|savings|gold|sovereigns|jewell?e?ry|valuables)\b[^.!?\n]{0,20}\b(?:in|at) (?:the |my |our )?(?:house|home|flat|wardrobe|shed|attic)\b|\b(?:safe|strongbox|lockbox|cash box|money box) (?:in|under|behind) (?:the|my|our) \w+ (?:has|holds|is full of|with)\b[^.!?\n]{0,30}\b(?:cash|money|savings|gold|sovereigns|jewell?e?ry|valuables)\b/gi,
    // "can't pay the rent" and "the last four digits" are anchored by their rarer words; cash at
    // home by its hiding place or by the verb that keeps it there.
    anchors: words(
      'debit debits clearscore experian equifax karma credit missed details mattress bed floorboards safe sock biscuit freezer loft keep kept keeping stash stashed hide hid hidden store stored strongbox lockbox box routing account acct bsb ccj county relief management iva defaulted default score rating ending ends ended digits numbers last sort rent mortgage car payment payments bills bill council tax repayment repayments behind late arrears loan approved got took taking threatening evict evicting eviction section final maxed overdrawn payday debt collector collectors bailiff bailiffs evicted laid redundant lost fine',
    ),
    windowChars: 0,
    guards: [
      GENERAL_QUESTION,
      /\b(?:never share|tip:|the vault|heist|invest it|earns? nothing)\b/i,
    ],
  },
  {
    // The writer's own amounts: held, owed, earned, borrowed or inherited.
    label: 'FINANCIAL',
    confidence: 0.75,
    topic:
      /(?:\b|(?=[$£€]))(?:bank balance|balance|took home|take[- ]home|pension(?: pot)?|inherited|savings|in (?:my|our) (?<= )(?:joint |current |savings |checking |bank )?(?<= )account|(?:my|our) (?<= )(?:joint |current |savings |checking |bank )?(?<= )account (?<= )(?:only |still |now )?(?<= )(?:has|had)|in (?:checking|savings)|into (?:my|our|the) overdraft|(?:i['’]?m|i am|we['’]re|we are) on|(?:account|card|credit card|overdraft|loan|debt)(?:['’]s| is) (?<= )(?:down to|at|up to|over|sitting at|on)|(?:checking|savings|current|bank) account|salary|wages?|pay (?:rise|bump)|payslip|paycheck|(?:bumped|upped|raised) to|credit card debt|(?:approved for|got|took out) an? (?<= )(?:\w+ ){0,2}(?<= )(?:mortgage|loan)|left until payday|(?:left )?to (?:my|our) name|in the (?:hole|red)|(?:till|until|before) payday|(?:got )?a (?:pay )?raise (?:to|of)|promoted to|promotion to|overdrawn|(?:left|owing|outstanding|remaining|to go) on (?<= )(?:the|my|our) (?<= )(?:mortgage|loan|car loan|car|credit card|student loan)|owe|owed|in debt|paid off|paying off|credit card|car loan|overdraft(?: limit)?|isa|inheritance|bonus|(?:my|our) (?:rent|mortgage(?: payment)?|council tax|car payment|student loan|bills?)|(?:student|credit card|car|medical|gambling) (?:debt|loan)(?!s)|mortgage (?:approved|offer)|(?:tax|energy|gas|electric|phone|vet|credit card) bill|(?:crypto |bitcoin )?(?:wallet|portfolio)|(?:crypto|bitcoin|btc|eth|ethereum|sol|doge) (?:stack|bags?|holdings|stash)|deposit|(?:i|we)(?:['’]ve)? saved|saved up|rent['’]s|car payment|got paid|(?:pay|paid|pays) me|racked up|klarna|clearpay|afterpay|paypal credit|direct debits?|(?:my|our) (?:\w+ )?loans?|the loan|(?:i|we) (?:earn|make|bring in|clear|net|gross)|(?:earning|making|taking home|clearing|netting|grossing)(?<=(?:^|[.!?,]\s*)(?:earning|making|taking home|clearing|netting|grossing))|(?:[$£€]\s?\d[\d,.]*k?|\d[\d,.]*\s?(?:k|grand|quid|bucks|dollars|pounds|euros)|\d{1,2}p) (?<= )(?:left|in (?:the|my|our) (?:bank|account)|to (?:my|our) name|to last|(?:in |of |on )?(?<= )(?:rent|debt|savings|overdraft|arrears|premium bonds|bonds|shares|stocks|crypto|bitcoin|(?:parking |speeding )?fine|loans?|mortgage|bills?|tax|credit cards?)))\b/gi,
    // A bare amount with thousands or per period ("1,850 a month") is money beside these words.
    detail: [
      new RegExp(MONEY, 'i'),
      /\b\d{1,3}(?:,\d{3})+\b|\b\d{3,}\b (?:a|per) (?:month|week|year)\b/i,
    ],
    complete: /^(?:[$£€]|\d)/,
    // "I'm on 45k" is anchored by "on".
    anchors: words(
      'earning making taking clearing netting grossing medical gambling tax energy gas electric phone vet crypto bitcoin btc eth ethereum sol doge wallet portfolio deposit saved offer paid pays racked klarna clearpay afterpay paypal direct debit debits loans earn make bring clear net gross p k grand premium bonds shares stocks fine parking speeding arrears tax cards quid bucks dollars pounds euros hole red name payday raise promoted promotion into on bank balance took take pension inherited savings account checking credit debt approved got left owing outstanding remaining go overdrawn salary wage wages pay payslip paycheck bumped upped raised card overdraft loan owe owed paid paying isa inheritance bonus rent mortgage council car student bill bills',
    ),
    windowChars: 50,
    guards: [
      GENERAL_QUESTION,
      /\b(?:lottery|jackpot|company|revenue|analysts?|interest rates|inflation|tip:|the vault|heist|pay yourself first|average|hiring|vacancy|job ad|per annum|apply)\b/i,
    ],
  },
  {
    // A place and "right now": the writer is there whatever the verb ("Front row at the Arctic
    // Monkeys gig rn"); whose presence it is the stance checks judge.
    label: 'LIVE_LOCATION',
    confidence: 0.7,
    topic: new RegExp(
      `\\b(?:[Aa]t|[Ii]n|[Oo]n|[Oo]utside|[Ii]nside|(?:hiking|climbing|walking|running|cycling|skiing|surfing|swimming|kayaking|paddleboarding|shopping)(?: up| round| around| in| on| at)?) (?:the |a |my )?(?:\\d+ (?=(?:bus|train|tram)\\b))?(?:\\p{Lu}[\\p{L}\\d'’&-]*|(?:${PLACE_NOUNS})\\b)|(?:^|(?<=[.!?\\n]\\s*))\\p{Lu}[\\p{L}'’-]+ (?:${PLACE_NOUNS})\\b`,
      'gu',
    ),
    detail: /\b(?:rn|right now|atm|as we speak)\b/i,
    windowChars: 40,
    guards: [PAST, WISH, GENERAL_QUESTION, MONEY_RESTING],
  },
  {
    // A numbered spot (stall 14, table 6, gate B22) with the writer there and a time.
    label: 'LIVE_LOCATION',
    confidence: 0.7,
    topic:
      /\b(?:stall|stand|pitch|booth|table|gate|platform|section|block|room) [A-Z]?\d{1,4}[A-Z]?\b/gi,
    allOf: [PRESENCE, NOW_AT_SPOT],
    anchors: words('stall stand pitch booth table gate platform section block room'),
    windowChars: 60,
    guards: [PAST, WISH, GENERAL_QUESTION],
  },
  {
    // A child's birthday by its number (under 18) and name: the child's age and date of birth.
    label: 'CHILD_INFO',
    confidence: 0.7,
    topic:
      /\b(?:[Hh]appy (?:[1-9]|1[0-7])(?:st|nd|rd|th) [Bb]irthday,? (?:to )?(?:my |our )?(?:little |baby |gorgeous |beautiful |amazing |darling |wonderful )?\p{Lu}\p{Ll}+|\p{Lu}\p{Ll}+['’]s (?:[1-9]|1[0-7])(?:st|nd|rd|th) (?:[Bb]irthday|[Bb]day))/gu,
    anchors: words('happy birthday bday'),
    windowChars: 0,
    guards: [GENERAL_QUESTION],
  },
  {
    // A school run with its time or place: when and where a child can be found every day.
    label: 'CHILD_INFO',
    confidence: 0.7,
    topic:
      /\b(?:(?:pick(?:ing)?|drop(?:ping)?|dropped|picked|collect(?:ing|ed)?) (?:up |off )?(?:the|my|our) (?:kids|kid|son|daughter|boys|girls|twins|children|little ones?)\b(?!['’])(?: up| off)?|(?:school|nursery|daycare|creche|childminder|kids['’]?) (?:pick[- ]?ups?|drop[- ]?offs?|run|bus)|\b(?:pick[- ]?ups?|drop[- ]?offs?)(?= (?:at|outside|from) )(?<=(?:^|[.!?\n]\s*)(?:pick[- ]?ups?|drop[- ]?offs?)))/gi,
    detail: new RegExp(
      `\\b(?:school|nursery|daycare|club|at \\d{1,2}(?:[:.]\\d\\d)?|\\d{1,2}[:.]\\d\\d|every (?:day|morning|afternoon|${WEEKDAY})|${WEEKDAY}s)`,
      'i',
    ),
    anchors: words(
      'pick picking picked pickup pickups drop dropping dropped dropoff dropoffs collect collecting collected run bus',
    ),
    windowChars: 60,
    guards: [GENERAL_QUESTION, OWN_SCHOOLING],
  },
  {
    // A child's weekly activity by the child's name and its time: where to find the child.
    label: 'CHILD_INFO',
    confidence: 0.7,
    topic:
      /\b\p{Lu}\p{Ll}+['’]s (?:ballet|nursery|playgroup|pre-?school|swimming lessons?|swim lessons?|beavers|cubs|scouts|brownies|rainbows|childminder|creche|daycare|gymnastics|tutoring|school)\b/gu,
    detail: new RegExp(
      `\\b(?:every ${WEEKDAY}|${WEEKDAY}s|at \\d{1,2}(?:[:.]\\d\\d)?|\\d{1,2}(?:[:.]\\d\\d)?\\s?(?:am|pm)|\\d{1,2}[:.]\\d\\d)`,
      'i',
    ),
    anchors: words(
      'ballet nursery playgroup preschool pre school swimming swim lesson lessons beavers cubs scouts brownies rainbows childminder creche daycare gymnastics tutoring',
    ),
    windowChars: 60,
    guards: [GENERAL_QUESTION, OWN_SCHOOLING],
  },
  {
    // Health told in idioms and fragments: off sick with it, under the knife, results back,
    // a miscarriage, a cancer's stage.
    label: 'HEALTH',
    confidence: 0.7,
    topic:
      /\b(?:(?:off work|off sick|signed off|home sick|laid up) with (?!the\b|(?:my|our) (?:kids?|children|family|dog|mum|mom|dad|partner|wife|husband|son|daughter|baby)\b)(?:a |an |my |bad |severe )?\w+|(?:going |went )?under the knife|(?:bloods|blood tests?|biopsy|scan|smear|mri|ct scan|x-?rays?)(?: results?)? (?:came back|are back|were back)|miscarried|miscarrying|stage (?:[1-4]|one|two|three|four) (?:\w+ )?cancer|(?:first|second|third|fourth|another|\d(?:st|nd|rd|th)) miscarriage)/gi,
    anchors: words(
      'miscarriage off signed home laid knife bloods blood biopsy scan smear mri ct x xray xrays rays miscarried miscarrying stage',
    ),
    windowChars: 0,
    guards: [GENERAL_QUESTION, /\b(?:joking|jk|awareness|charity|sponsor|fundraiser|donate)\b/i],
  },
  {
    // More recovery answers told as memories: the street lived on as a child, where the parents
    // met, a childhood friend by name, a family surname, the birthplace.
    label: 'SECURITY_ANSWER',
    confidence: 0.75,
    topic:
      /\b(?:(?:street|road|house|estate|village|town) (?:where |that )?(?:i|we) lived (?:on|in|at)? ?(?:till|until|when|as|for|from|growing)|(?:^|[.!?,]\s*)(?:grew|growing) up (?:in|on|at) (?!the (?:(?:19|20)?\d0s|['’]\d0s)|(?:a|an|my|our)\b)(?:\d+ )?[A-Z\d]|(?:grew|growing) up (?:in|on) an? (?:\w+ ){0,2}(?:village|town|city|hamlet|street|estate|farm|island) (?:called|named) [A-Z]|(?:(?:dad|father|he) met (?:my )?(?:mum|mom|mam|mother)|(?:mum|mom|mam|mother|she) met (?:my )?(?:dad|father)) (?:at|in|on|through)|born and bred (?:in|on|at)|(?:(?:mum|mom|mam|mother|dad|father) (?:and|&) (?:my )?(?:mum|mom|mam|mother|dad|father)|parents),? (?:who |that )?(?:first )?(?:met|got together|fell in love) (?:at|in|on|through)|(?:mum|mom|mam|mother|dad|father|nan|gran|grandma|grandad|grandpa)['’]?s? (?:maiden |original |old |family |birth |real )?(?:surname|last name|family name))/gi,
    anchors: words(
      'street road house estate village town lived grew growing bred met together fell surname last family mum mom mam mother dad father nan gran grandma grandad grandpa',
    ),
    windowChars: 0,
    guards: [
      GENERAL_QUESTION,
      /\b(?:security questions?|quiz|answer in the comments|comment (?:below|yours)|nice try|never answer)\b/i,
    ],
  },
  {
    // The same answers by a capitalised name: a childhood friend, the writer's birth hospital or
    // town (a bare "born at …" is as often a newborn's).
    label: 'SECURITY_ANSWER',
    confidence: 0.7,
    topic:
      /\b(?:[Cc]hildhood|[Ss]chool) (?:best ?friend|bestie|bff|sweetheart|hero|crush)(?:,| was| is)? \p{Lu}\p{Ll}+|\b(?:(?:[Mm]y|[Oo]ur) (?:old|childhood|first)|[Cc]hildhood) (?:street|road|house|home|neighbou?rhood|address|school|teacher|head ?teacher|form tutor|primary|secondary|infants|juniors|high school|middle school|elementary|comp|nursery)(?:,| was| is| on| in| at|:)? (?:\d+ )?\p{Lu}\p{Ll}+|\b(?:(?:[Bb]est (?:friends?|mates?)|[Bb]esties|BFFs?|[Bb]ffs?)(?<=(?:^|[\p{Ll},] )\p{Lu}\p{Ll}+\b[^.!?\n]{0,50}(?:[Bb]est (?:friends?|mates?)|[Bb]esties|BFFs?|[Bb]ffs?))|(?:[Bb]est (?:friends?|mates?)|[Bb]esties|BFFs?|[Bb]ffs?) with \p{Lu}\p{Ll}+) since (?:we were (?:\d{1,2}|little|kids|tiny|babies)|primary|nursery|reception|infants|year \d|school)\b|\b(?:I|i) was born (?:at|in) (?:the )?\p{Lu}[\p{L}'’-]+|\b(?:[Nn]an|[Nn]ana|[Gg]ran|[Gg]ranny|[Gg]randma|[Gg]randad|[Gg]randpa|[Gg]randfather|[Gg]randmother) was an? \p{Lu}\p{Ll}+|\b(?:[Nn]an|[Nn]ana|[Gg]ran|[Gg]ranny|[Gg]randma|[Gg]randad|[Gg]randpa|[Gg]randfather|[Gg]randmother) \p{Lu}[\p{L}'’-]+(?=[^.!?\n]{0,20}\b(?:mum|mom|mam|dad)['’]s side)|\b(?:[Mm]um|[Mm]om|[Mm]am|[Mm]other|[Dd]ad)['’]s side (?:are|were|is|was) (?:all )?(?:the )?\p{Lu}[\p{L}'’-]+|\b(?:street|road|house|town|village|school) (?:growing up|as a kid|when (?:I|i) was (?:little|young|a kid))(?:,| was| is)? \p{Lu}\p{Ll}+/gu,
    anchors: words(
      'nan nana gran granny grandma grandad grandpa grandfather grandmother mum mom mam mother dad town village childhood school born street road house home neighbourhood neighborhood address teacher headteacher head form tutor primary secondary infants juniors high middle elementary comp nursery best besties bff bffs',
    ),
    windowChars: 0,
    guards: [GENERAL_QUESTION],
  },
  {
    // A mother's or grandmother's birth name ("Happy heavenly birthday Mum. Born Margaret
    // O’Neill"): the maiden-name answer without the word "maiden".
    label: 'SECURITY_ANSWER',
    confidence: 0.7,
    topic: /(?:^|[.!?,]\s*)[Bb]orn \p{Lu}\p{Ll}+ (?:\p{Lu}\p{Ll}+ )?\p{Lu}[\p{L}'’-]+/gu,
    detail: MOTHER_OR_GRANDMOTHER,
    anchors: words('born'),
    windowChars: 80,
    guards: [GENERAL_QUESTION],
  },
  {
    // The writer's own travel or identity document shown or numbered.
    label: 'TRAVEL_DOCUMENT',
    confidence: 0.7,
    topic:
      /\b(?:my|our|new) (?:new )?(?:passport|visa|driving licen[cs]e|id card|boarding pass(?:es)?|e-?tickets?)\b/gi,
    detail: /\b(?:number|no\.?|pic|photo|below|attached|page|scan|screenshot)\b/i,
    anchors: words('passport visa licence license id boarding ticket tickets eticket etickets'),
    windowChars: 60,
    guards: [GENERAL_QUESTION, /\b(?:renew|renewal|how (?:do|to)|never|don['’]?t)\b/i],
  },
  {
    // A booking or ticket reference given a few words from the travel it belongs to.
    label: 'TRAVEL_DOCUMENT',
    confidence: 0.7,
    topic:
      /\b(?:(?:ref(?:erence)?|pnr|conf(?:irmation)?|application|booking|reservation)(?: (?:no\.?|number|code|#))?(?: for (?:the |our |my )?[\w-]+)?(?: ?#)?(?: is|:)? ?(?!(?:19|20)\d\d\b)(?=[A-Z\d-]*\d)[A-Z\d][A-Z\d-]{3,11}(?: \d{3,})?|(?:numbers?|mine['’]s|mine is)(?<=\b(?:passport|visa|esta|etias|interrail|eurail|railcard|(?:rail|travel|bus) ?pass|licen[cs]e|permit)\b[^\n]{0,40}?(?:numbers?|mine['’]s|mine is))(?: is|:)? ?(?=[A-Z\d-]*\d)[A-Z\d][A-Z\d-]{5,13})\b/gi,
    detail:
      /\b(?:tickets?|tix|booking|flight|train|rail|hotel|hostel|trip|coach|ferry|airbnb|reservation|seat|esta|etias|visa|passport|rental|hire|campsite|cruise|eurostar|car|van|interrail|eurail|railcard|(?:rail|travel|bus) ?pass|pass number|licen[cs]e|permit)\b/i,
    anchors: words(
      'ref reference pnr conf confirmation application booking reservation number numbers mine',
    ),
    windowChars: 60,
    guards: [GENERAL_QUESTION],
  },
  {
    // Health told the way people post it: days sober, a device fitted, an acute event, a flare.
    label: 'HEALTH',
    confidence: 0.7,
    topic:
      /\b(?:(?:day|week|month|year) \d+ (?:sober|clean(?! of| eating)|smoke[- ]free|alcohol[- ]free)|(?:sober|clean|smoke[- ]free|alcohol[- ]free) (?:for|since) (?:\d+|a|one|two|three|six|nine) (?:days?|weeks?|months?|years?)|\d+ (?:days|weeks|months|years) (?:sober|clean(?! of| eating))|(?:day|week|month) \d+ (?:of )?(?:no|without) (?:booze|alcohol|drinking|a drink|smoking|fags|cigs|vaping|gambling)|\d+ (?:days|weeks|months|years) (?:without|off) (?:the )?(?:booze|alcohol|a drink|drinking|smoking|fags|cigs|gambling)|(?:iud|coil|implant|nexplanon|pacemaker|stent|hearing aids?) (?:fitted|put in|removed|taken out)|(?:had|having|have had) (?:a|an|my|another) (?:\w+ )?(?:seizure|stroke(?! of)|heart attack|panic attack|asthma attack|miscarriage|(?:mental|nervous) breakdown|relapse)|(?:endo|endometriosis|crohn['’]?s|colitis|ibs|lupus|ms|arthritis|eczema|psoriasis|fibro|pots|migraine|asthma) (?:flare|flare-up|flare up|attack|relapse))/gi,
    anchors: words(
      'day week month year days weeks months years iud coil implant nexplanon pacemaker stent hearing had having have endo endometriosis crohn crohns colitis ibs lupus ms arthritis eczema psoriasis fibro pots migraine asthma',
    ),
    windowChars: 0,
    guards: [
      GENERAL_QUESTION,
      /\b(?:nearly|almost|gonna|going to|about to|giving me|joking|jk|lol|awareness|charity)\b/i,
    ],
  },
  {
    // A card PIN, passcode or security code with its digits.
    label: 'FINANCIAL',
    confidence: 0.75,
    topic:
      /\b(?<!(?:door|gate|alarm|wifi|lock|keypad|entry) )(?:pin|pin number|pin code|passcode|security code|cvv|cvc)\b(?:[^.!?\n]|\?\s){0,30}?(?<![\d,.£$€])\b\d{3,6}\b/gi,
    anchors: words('pin passcode security cvv cvc'),
    windowChars: 0,
    guards: [GENERAL_QUESTION, ADVICE],
  },
];

/** Every rule's patterns with their inner word boundaries compiled once (leanBoundaries: the same
 * matches in far less machine code). */
for (const rule of CATEGORY_RULES) {
  rule.topic = leanBoundaries(rule.topic);
  if (rule.complete) rule.complete = leanBoundaries(rule.complete);
  if (rule.allOf) rule.allOf = rule.allOf.map(leanBoundaries);
  rule.guards = rule.guards.map(leanBoundaries);
  const details: readonly Detail[] | undefined =
    rule.detail === undefined || Array.isArray(rule.detail) ? rule.detail : [rule.detail];
  if (details) {
    const leaned = details.map((detail) =>
      detail instanceof RegExp ? leanBoundaries(detail) : detail,
    );
    rule.detail = Array.isArray(rule.detail) ? leaned : leaned[0];
  }
}

function sentenceOf(text: string, index: number): string {
  let from = index;
  while (from > 0 && !endsSentence(text.charCodeAt(from - 1))) from--;
  let to = index;
  while (to < text.length && !endsSentence(text.charCodeAt(to))) to++;
  return text.slice(from, to + 1);
}

/** '.', '!', '?' or a line break, by character code (a pattern per character was slow in long
 * sentences; profiled). */
function endsSentence(code: number): boolean {
  return code === 46 || code === 33 || code === 63 || code === 10;
}

/** Words that follow "in", "at" or "from" as idioms or common nouns, never as a place name. */
const NOT_A_NAME = new Set(
  (
    'the a an my our your his her their this that these those it me us them him all any every ' +
    'some no one two such what how which there here love time bed case fact general pain tears ' +
    'trouble front between advance person public private town hospital school class work bits ' +
    'half full total short particular return charge touch line order shape progress control ' +
    'mind place power jail prison hell heaven peace silence style secret common theory ' +
    'practice detail action minutes mins hours days weeks years ages sync office home least ' +
    'last first once times night lunch dinner breakfast noon midnight dawn ease risk odds best ' +
    'worst most length random heart hand stake large sea uni church college gym scratch now ' +
    'then day above below behind afar everyone world friends guys again you'
  ).split(' '),
);

/**
 * An all-lowercase post ("long weekend in amsterdam") with the word after "in", "at", "from"
 * or "hello" capitalised, so the rules that look for a named place read it too. Same length, so
 * offsets are unchanged; a post with any capital letter is returned as it is.
 */
function casualCase(text: string): string {
  if (/\p{Lu}/u.test(text)) return text;
  return text.replace(
    /\b(in|at|from|hello|visiting|exploring|around) ([a-z][\w'’-]*)/g,
    (whole, preposition: string, word: string) =>
      NOT_A_NAME.has(word)
        ? whole
        : `${preposition} ${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`,
  );
}

// Rules are bits of a 32-bit number below.
if (CATEGORY_RULES.length > 31) throw new Error('CATEGORY_RULES: at most 31 rules');
/** For each anchor word, the rules (bits by index in CATEGORY_RULES) it lets run. */
export const RULES_BY_ANCHOR: ReadonlyMap<string, number> = new Map();
/** Rules for which any "-ologist" or "-iatrist" word counts as an anchor (doctors). */
export const DOCTOR_RULES = CATEGORY_RULES.reduce(
  (bits, rule, i) => (rule.anchors === HEALTH_TOLD_ANCHORS ? bits | (1 << i) : bits),
  0,
);
CATEGORY_RULES.forEach((rule, i) => {
  const byAnchor = RULES_BY_ANCHOR as Map<string, number>;
  for (const word of rule.anchors ?? []) byAnchor.set(word, (byAnchor.get(word) ?? 0) | (1 << i));
});

/** A doctor by a word that RULES_BY_ANCHOR cannot list ("rheumatologist", "psychiatrists"). */
export function doctorWord(word: string): boolean {
  return (
    word.endsWith('ologist') ||
    word.endsWith('ologists') ||
    word.endsWith('iatrist') ||
    word.endsWith('iatrists')
  );
}

/**
 * The rules with anchors that may run on the text (bits by index in CATEGORY_RULES): those with
 * an anchor among the text's lowercased words, or all of them in a text with characters that
 * case folding reads as ASCII letters (before, such a text could skip a rule that matched). One
 * pass over the words for all rules.
 */
export function anchoredRules(text: string, words: readonly string[]): number {
  // A topic pattern read case-insensitively may match words spelt with these characters that
  // the lowercased words do not show.
  if (FOLDS_TO_ASCII.test(text)) return ~0;
  let rules = 0;
  for (const word of words) rules |= RULES_BY_ANCHOR.get(word) ?? 0;
  if ((rules & DOCTOR_RULES) !== DOCTOR_RULES && words.some(doctorWord)) rules |= DOCTOR_RULES;
  return rules;
}

/** Each rule's details as a list, made once rather than per topic match. */
const DETAILS: ReadonlyArray<readonly Detail[]> = CATEGORY_RULES.map((rule) =>
  rule.detail === undefined ? [] : Array.isArray(rule.detail) ? rule.detail : [rule.detail],
);

const WORD_CHAR = /[\p{L}\d]/u;
/**
 * The text `chars` either side of a topic, widened to whole words: a window that starts inside
 * a word would show its tail as a word of its own ("t|rip" read as "rip").
 */
function windowAround(text: string, start: number, end: number, chars: number): string {
  let from = Math.max(0, start - chars);
  while (from > 0 && WORD_CHAR.test(text[from - 1] ?? '') && WORD_CHAR.test(text[from] ?? ''))
    from--;
  let to = Math.min(text.length, end + chars);
  while (to < text.length && WORD_CHAR.test(text[to - 1] ?? '') && WORD_CHAR.test(text[to] ?? ''))
    to++;
  return text.slice(from, to);
}

/** `anchors: false` runs every rule whatever the text's words (to check that they change no
 * result). `allowed`: anchoredRules(original, lowercaseWords(original)), when the caller has it
 * already (casualCase only changes the case of letters, so the text it returns has the same
 * lowercase words). */
export function detectByCategory(original: string, anchors = true, allowed?: number): RawSpan[] {
  const text = casualCase(original);
  const found: RawSpan[] = [];
  for (const [i, rule] of CATEGORY_RULES.entries()) {
    if (anchors && rule.anchors) {
      allowed ??= anchoredRules(text, lowercaseWords(text));
      if (!(allowed & (1 << i))) continue;
    }
    const details = DETAILS[i] as readonly Detail[];
    for (const hit of matchesOf(text, rule.topic)) {
      const start = hit.index;
      const end = start + hit[0].length;
      const near =
        rule.detail || rule.allOf ? windowAround(text, start, end, rule.windowChars) : '';
      if (rule.detail && !rule.complete?.test(hit[0])) {
        // The detail must be more than the topic's own words.
        const rest = near.replace(hit[0], ' '.repeat(hit[0].length));
        if (!details.some((detail) => detail.test(rest))) continue;
      }
      if (rule.allOf && !rule.allOf.every((detail) => detail.test(near))) continue;
      const sentence = sentenceOf(text, start);
      if (rule.guards.some((guard) => guard.test(sentence))) continue;
      found.push(span(start, end, rule.label, rule.confidence));
    }
  }
  return found;
}
