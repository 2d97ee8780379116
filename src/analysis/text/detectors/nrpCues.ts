// The cue words of the NRP detector (nrp.ts): the words around a nationality, religion or party
// that say a post discloses it about a person — subjects, forms of "be", modifiers that may stand
// between cue and word, relatives, the words that may follow it — kept apart from the grammar that
// reads them. The group words themselves are in groupWords.ts.
// Invariant: every entry is lowercase with straight apostrophes ('), as nrp.ts normalises words
// before looking them up.

/** Words that may stand between the cue and the group word without changing who it is about. */
export const MODIFIERS = new Set(
  `a an proud proudly practising practicing devout observant religious committed devoted lifelong
  life-long true real born-again half part quarter very pretty quite so really deeply openly fully
  lapsed former ex recovering cultural culturally secular non-practising non-practicing black
  white brown mixed mixed-race first-generation second-generation first-gen second-gen naturalised
  naturalized dual new newly also still now always originally basically technically kinda just
  both fellow strict ethnically legally officially partly mostly genuinely truly literally
  actually politically religiously firmly fiercely unapologetically unashamedly happily nominally
  secretly and or & / + , registered card-carrying paid-up staunch die-hard diehard strong`
    .split(/\s+/)
    .filter(Boolean),
);
/** Modifiers that make an ordinary word political ("registered independent"). */
export const POLITICAL_MODIFIERS = new Set(
  'registered card-carrying paid-up staunch die-hard diehard lifelong life-long'.split(' '),
);
export const SUBJECTS = new Set(['i', 'we', 'he', 'she', 'they']);
/** A subject and its verb in one token. */
export const SUBJECT_BE = new Set([
  "i'm",
  'im',
  "we're",
  "he's",
  "she's",
  "they're",
  'theyre',
  "i've",
  'ive',
  "we've",
  "i'll",
  "we'll",
  "i'd",
  "we'd",
]);
export const BE = new Set([
  'am',
  'are',
  'is',
  'was',
  'were',
  'been',
  'be',
  'become',
  'became',
  'remain',
]);
/** Words between a subject and "be"/"been": "I will always be", "I've always been". */
export const AUXILIARIES = new Set(
  "will 'll have 've has would always still also now just never ever forever proudly".split(' '),
);
export const POSSESSIVES = new Set(['my', 'our', 'his', 'her', 'their']);
/** People a post may say the group of ("my husband is Jewish", "my mum's Irish"). */
export const RELATIVES = new Set(
  `mum mom mother dad father parents husband wife partner boyfriend girlfriend fiance fiancee
  fiancé fiancée son daughter kids children brother sister grandma grandmother gran nan grandad
  granddad grandfather grandpa grandparents family uncle aunt cousin heritage background roots
  religion faith nationality ancestry`
    .split(/\s+/)
    .filter(Boolean),
);
/** What "my/our X …" must go on with for X to be the writer's group ("my Irish roots"). */
export const BELONGING = new Set(
  `faith religion beliefs belief heritage roots background ancestry descent nationality
  citizenship passport identity upbringing side family parents grandparents community church
  mosque synagogue temple gurdwara congregation parish culture blood genes membership`
    .split(/\s+/)
    .filter(Boolean),
);
/**
 * Words that may follow the group word when it is about a person: joiners, person nouns, "here".
 * Anything else makes it describe a thing ("French teacher", "Catholic school", "Italian food").
 */
export const FOLLOW_OK = new Set(
  `and or but so who which that because since from by in at for with living born raised here too
  myself ourselves now though although through lol tbh btw man men woman women guy guys girl girls
  boy boys lady ladies gal dude bloke lad lass person people mum mom mother dad father parent
  parents wife husband son daughter kid kids family household citizen citizens national nationals
  immigrant immigrants migrant migrants expat expats native natives descendant convert converts
  voter voters supporter supporters member members activist activists party priest nun pastor
  imam rabbi monk vicar deacon missionary believer believers passport at heart half i we`
    .split(/\s+/)
    .filter(Boolean),
);
/** After these, an adjective-like group word describes a manner ("liberal with the salt"). */
export const PREPOSITIONS = new Set(
  'with about in on at for towards toward than to when'.split(' ').filter(Boolean),
);
export const POLITICAL_FOLLOW = new Set(
  'party voter voters supporter supporters member members candidate councillor activist mp'.split(
    ' ',
  ),
);
export const DESCENT = new Set(
  'descent origin heritage ancestry background extraction roots blood'.split(' '),
);
export const VOTE = new Set([
  'vote',
  'voted',
  'voting',
  'votes',
  'joined',
  'join',
  'joining',
  'rejoined',
]);
export const BORN = new Set(['born', 'raised', 'up', 'baptised', 'baptized', 'christened']);
export const DOCTRINE_CUES = new Set([
  'converted',
  'convert',
  'converting',
  'reverted',
  'practise',
  'practice',
  'practises',
  'practices',
  'practising',
  'practicing',
  'follow',
  'follows',
  'left',
  'embraced',
]);
/** Before the subject, these make the sentence a wish or a hypothesis ("if I were Irish"). */
export const GUARDS = new Set(['if', 'unless', 'wish', 'whether', 'pretend', 'imagine', 'suppose']);
export const GLAD = new Set([
  'proud',
  'glad',
  'happy',
  'lucky',
  'blessed',
  'honoured',
  'honored',
  'grateful',
  'thankful',
]);

/** Words that may open a sentence before its verb when the subject is left out. */
export const LEAD_INS = new Set(
  'always never just finally proudly officially today again once also still have'.split(' '),
);

/** Group words that are also given names (compromise's lexicon lists none of them as names). */
export const NAME_LIKE = new Set([
  'christian',
  'finn',
  'dane',
  'scot',
  'roma',
  'shia',
  'jain',
  'sufi',
]);

export const HYPHEN_PREFIXES = new Set(['ex', 'half', 'afro', 'anglo', 'british', 'american']);
