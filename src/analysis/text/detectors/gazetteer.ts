// Word lists for the name detector, taken from compromise's English lexicon (first names, last
// names, places, organisations, and the common words it knows), first names and surnames of
// many origins (names.generated.ts), plus our own street/org/place words. Built once per process,
// with each word's kinds both in maps and in tables read from a text's characters. Invariant: keys
// are lowercase, and the tables give an ASCII word the kinds the maps give its lower case; a word
// can be in several sets (e.g. "jordan" is a person and a country) and the detector decides by
// context.
import nlp from 'compromise';
import { COMMON_ENGLISH_WORDS } from './commonWords.generated.ts';
import { FIRST_NAMES, SURNAMES } from './names.generated.ts';

type Lexicon = Record<string, string | string[]>;

export interface Gazetteer {
  firstNames: Set<string>;
  lastNames: Set<string>;
  knownPeople: Set<string>;
  places: Set<string>;
  organizations: Set<string>;
  /** Words compromise tags as ordinary vocabulary (verbs, adjectives, function words, …). */
  commonWords: Set<string>;
  /**
   * The most frequent English words (and the function words above): a capitalised word after a
   * first name is read as a surname ("Jessica Simpson") unless it is one of these ("Thanks
   * Jessica Great job").
   */
  frequentWords: Set<string>;
  /** Longest multi-word lexicon entry, in words. */
  maxPhraseWords: number;
  /**
   * For each word of the sets above, the sets it is in (the KIND_ bits): one lookup for a word
   * instead of one per set (the sets hold some hundred thousand words, and each lookup in them
   * was a cache miss; measured as the name detector's largest cost).
   */
  kinds: Map<string, number>;
  /**
   * The same kinds for the frequent words only, looked up first (kindsOf): most words of a post
   * are frequent ones, and this small map stays in the processor's cache where `kinds` does not
   * (profiled: the lookups in `kinds` were a twentieth of the engine's time on posts).
   */
  frequentKinds: Map<string, number>;
  /** The kinds again, for words in ASCII read straight from the text (asciiKindsOf). */
  asciiKinds: AsciiKinds;
}

/**
 * Open-addressing tables of the words in ASCII lower case and their kinds, hashed from character
 * codes: three numbers a slot (the word's hash; where its characters start in `chars`; its length
 * + 1, 0 for an empty slot, with its kinds above the low 8 bits), and every word's characters in
 * one array, so a lookup reads one slot and a few bytes near the others, never a string scattered
 * in the heap. The maps' lookups were the name detector's largest cost (profiled: some 200 ns a
 * word amid the engine's other work, against 70 ns for the rest of the tokenizer). As with the
 * maps, the frequent words have a small table of their own, looked up first.
 */
interface AsciiKinds {
  frequent: KindTable;
  all: KindTable;
}

interface KindTable {
  slots: Int32Array;
  chars: Uint8Array;
  mask: number;
}

const EMPTY_TABLE: KindTable = { slots: new Int32Array(3), chars: new Uint8Array(0), mask: 0 };

/** FNV-1a over the lower case of text[start, end), where only A-Z change. */
function asciiHash(text: string, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let i = start; i < end; i++) {
    let code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) code += 32;
    hash = Math.imul(hash ^ code, 16777619);
  }
  return hash;
}

function kindTable(kinds: Map<string, number>, words: Iterable<string>): KindTable {
  // Only words that an ASCII word in lower case can equal (ASCII without A-Z), and short enough
  // for the slot's 8 bits of length.
  const eligible = [...words].filter(
    (word) =>
      word.length < 255 &&
      [...word].every((char) => {
        const code = char.charCodeAt(0);
        return code < 128 && !(code >= 65 && code <= 90);
      }),
  );
  let size = 1;
  while (size < eligible.length * 2) size *= 2;
  const table: KindTable = {
    slots: new Int32Array(size * 3),
    chars: new Uint8Array(eligible.reduce((sum, word) => sum + word.length, 0)),
    mask: size - 1,
  };
  let offset = 0;
  for (const word of eligible) {
    const hash = asciiHash(word, 0, word.length);
    let slot = hash & table.mask;
    while (table.slots[slot * 3 + 2] !== 0) slot = (slot + 1) & table.mask;
    table.slots[slot * 3] = hash;
    table.slots[slot * 3 + 1] = offset;
    table.slots[slot * 3 + 2] = (word.length + 1) | ((kinds.get(word) ?? 0) << 8);
    for (let k = 0; k < word.length; k++) table.chars[offset++] = word.charCodeAt(k);
  }
  return table;
}

/** The slot's last number (length + 1 and kinds) for text[start, end) hashed to `hash`, or 0. */
function entryOf(table: KindTable, text: string, start: number, end: number, hash: number): number {
  const { slots, chars, mask } = table;
  const length = end - start;
  for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
    const entry = slots[slot * 3 + 2] ?? 0;
    if (entry === 0) return 0;
    if (slots[slot * 3] !== hash || (entry & 255) !== length + 1) continue;
    const offset = slots[slot * 3 + 1] ?? 0;
    let same = true;
    for (let k = 0; k < length && same; k++) {
      let code = text.charCodeAt(start + k);
      if (code >= 65 && code <= 90) code += 32;
      same = chars[offset + k] === code;
    }
    if (same) return entry;
  }
}

/**
 * kindsOf(words, text.slice(start, end).toLowerCase()) for a word in ASCII, read from the text
 * without making its string.
 */
export function asciiKindsOf(words: Gazetteer, text: string, start: number, end: number): number {
  const hash = asciiHash(text, start, end);
  const tables = words.asciiKinds;
  const entry =
    entryOf(tables.frequent, text, start, end, hash) || entryOf(tables.all, text, start, end, hash);
  return entry >>> 8;
}

/** The KIND_ bits of a lowercase word (0 for a word in no set). */
export function kindsOf(words: Gazetteer, lower: string): number {
  return words.frequentKinds.get(lower) ?? words.kinds.get(lower) ?? 0;
}

export const KIND_FIRST_NAME = 1;
export const KIND_LAST_NAME = 2;
export const KIND_KNOWN_PERSON = 4;
export const KIND_PLACE = 8;
export const KIND_ORGANIZATION = 16;
export const KIND_COMMON = 32;
export const KIND_FREQUENT = 64;
/** A first name of compromise's English lexicon, not only of the many-origin list. */
export const KIND_LEXICON_FIRST_NAME = 128;
/** A first name of the many-origin list that is also an ordinary word ("ruby", "ray", "bill"). */
export const KIND_NAME_WORD = 256;

const FIRST_NAME_TAGS = new Set(['MaleName', 'FemaleName', 'FirstName']);
const PLACE_TAGS = new Set(['City', 'Country', 'Region', 'Place']);
const ORG_TAGS = new Set(['Organization', 'SportsTeam']);
// Demonyms ("Ecuadorian", "Filipino") are left out: capitalised, but adjectives, never a name.
const PROPER_TAGS = new Set([
  ...FIRST_NAME_TAGS,
  ...PLACE_TAGS,
  ...ORG_TAGS,
  'LastName',
  'Person',
  'ProperNoun',
  'Month',
  'WeekDay',
  'Holiday',
  'Date',
]);

/** Ordinary words that start sentences and headlines but that compromise does not list. */
const EXTRA_COMMON = `a an the this that these those it its it's i'm i've i'll i'd im ive
  my our your his her their we you he she they me us him them what whats what's who why how when
  where which there here hi hey hello dear thanks thank please yes no not rt via lol omg wow ok
  okay yeah yay great good bad new old best happy merry just today tonight tomorrow yesterday
  now also still even ever never so but and or if then because after before about from with for
  of at on in to by up down out over under into onto upon bot user answer name date when where
  title address phone mobile desk fax email zip card number account song album video game movie
  show live news update breaking watch check follow join get got going gonna wanna love like
  day night week weekend year month morning evening time life world people man woman men women
  boy girl guy guys friend friends family mom dad mum home house school work job team club city
  state country street road park beach church hospital university college president minister
  god lord jesus christ mr mrs ms dr sir madam miss mister prof producer director directed
  mission statement pedestrians unlike during since once maybe unfortunately apparently
  aries taurus gemini virgo libra scorpio sagittarius capricorn aquarius pisces`;

/** How many of the most frequent English words never read as a surname. */
const FREQUENT_WORD_COUNT = 1500;

let cached: Gazetteer | null = null;

export function gazetteer(): Gazetteer {
  if (cached) return cached;
  const lexicon = (nlp.model() as { one: { lexicon: Lexicon } }).one.lexicon;
  const result: Gazetteer = {
    firstNames: new Set(),
    lastNames: new Set(),
    knownPeople: new Set(),
    places: new Set(),
    organizations: new Set(),
    commonWords: new Set(EXTRA_COMMON.split(/\s+/).filter(Boolean)),
    frequentWords: new Set([
      ...EXTRA_COMMON.split(/\s+/).filter(Boolean),
      ...COMMON_ENGLISH_WORDS.split(' ', FREQUENT_WORD_COUNT),
    ]),
    maxPhraseWords: 1,
    kinds: new Map(),
    frequentKinds: new Map(),
    asciiKinds: { frequent: EMPTY_TABLE, all: EMPTY_TABLE },
  };
  for (const [word, value] of Object.entries(lexicon)) {
    const tags = Array.isArray(value) ? value : [value];
    if (word.includes(' '))
      result.maxPhraseWords = Math.max(result.maxPhraseWords, word.split(' ').length);
    let proper = false;
    for (const tag of tags) {
      if (FIRST_NAME_TAGS.has(tag)) result.firstNames.add(word);
      else if (tag === 'LastName') result.lastNames.add(word);
      else if (tag === 'Person') result.knownPeople.add(word);
      else if (PLACE_TAGS.has(tag)) result.places.add(word);
      else if (ORG_TAGS.has(tag)) result.organizations.add(word);
      if (PROPER_TAGS.has(tag)) proper = true;
    }
    if (!proper) result.commonWords.add(word);
  }
  // Frequent English words count as ordinary unless the lexicon knows them as a name or place.
  for (const word of COMMON_ENGLISH_WORDS.split(' ')) {
    if (
      result.firstNames.has(word) ||
      result.lastNames.has(word) ||
      result.places.has(word) ||
      result.organizations.has(word) ||
      result.knownPeople.has(word)
    )
      continue;
    result.commonWords.add(word);
  }
  // Names of many origins (names.generated.ts) beyond compromise's mostly English ones; a name
  // that is also an ordinary word or a place ("Hope", "Paris") keeps needing context.
  // First names that are also ordinary words stay out of firstNames; the detector reads them as a
  // name only with a cue (KIND_NAME_WORD).
  const nameWords = new Set<string>();
  const addNames = (names: string, into: Set<string>) => {
    for (const name of names.split(' ')) {
      if (!result.commonWords.has(name) && !result.places.has(name)) into.add(name);
      else if (into === result.firstNames && !result.places.has(name)) nameWords.add(name);
    }
  };
  // Kept apart: in lower case only these start a name (the many-origin list also holds short
  // words of other languages, "ina", "oni").
  const lexiconFirstNames = new Set(result.firstNames);
  addNames(FIRST_NAMES, result.firstNames);
  addNames(SURNAMES, result.lastNames);
  const kinds: Array<[Set<string>, number]> = [
    [result.firstNames, KIND_FIRST_NAME],
    [result.lastNames, KIND_LAST_NAME],
    [result.knownPeople, KIND_KNOWN_PERSON],
    [result.places, KIND_PLACE],
    [result.organizations, KIND_ORGANIZATION],
    [result.commonWords, KIND_COMMON],
    [result.frequentWords, KIND_FREQUENT],
    [lexiconFirstNames, KIND_LEXICON_FIRST_NAME],
    [nameWords, KIND_NAME_WORD],
  ];
  for (const [words, kind] of kinds)
    for (const word of words) result.kinds.set(word, (result.kinds.get(word) ?? 0) | kind);
  for (const word of result.frequentWords)
    result.frequentKinds.set(word, result.kinds.get(word) ?? 0);
  result.asciiKinds = {
    frequent: kindTable(result.kinds, result.frequentWords),
    all: kindTable(result.kinds, result.kinds.keys()),
  };
  cached = result;
  return result;
}

/** Last words that make a capitalised phrase an organisation. */
export const ORGANIZATION_WORDS = new Set(
  `inc inc. corp corp. corporation co co. ltd ltd. llc llp plc gmbh ag sa bv group associates
  association bank banque university college school academy institute institution hospital clinic
  airlines airways technologies technology tech solutions systems software labs laboratories
  investments insurance markets capital partners holdings industries enterprises foundation trust
  fund council committee agency ministry department company companies studios records media press
  news times post journal magazine gazette herald network networks club fc united orchestra band
  choir church society union federation league consulting services pharmaceuticals motors energy
  finance financial brands store stores restaurant cafe hotel resorts primary elementary infants
  juniors secondary high nursery kindergarten preschool grammar infirmary hospice cathedral chapel
  mosque synagogue temple parish abbey minster`
    .split(/\s+/)
    .filter(Boolean),
);

/** Last words that make a capitalised phrase a place. */
export const PLACE_WORDS = new Set(
  `city county state province district village town island islands lake river mountain mountains
  mount valley bay beach coast park square airport station harbour harbor bridge hills falls
  canyon desert forest kingdom republic street road avenue boulevard memorial stadium arena
  library museum zoo ave rd blvd ln lane drive hwy highway freeway expressway parkway plaza terrace
  gardens springs interchange crescent grove`
    .split(/\s+/)
    .filter(Boolean),
);
