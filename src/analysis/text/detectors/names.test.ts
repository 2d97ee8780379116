// The name detector on the kinds of text where names come without a cue word, and on the
// capitalised words that are not names; its word scan against the patterns it stands for.
import { describe, expect, it } from 'vitest';
import { piecedTexts } from '../../../test/seededRandom.ts';
import { CONTEXT_POSTS } from '../fixtures/contextPosts.ts';
import { TUNING_POSTS } from '../fixtures/redactionPosts.ts';
import { asciiKindsOf, gazetteer, kindsOf } from './gazetteer.ts';
import { nameLikeness } from './nameSpelling.ts';
import { breaksSentence, detectNames, drawnOut, nextWord, type WordBounds } from './names.ts';

function persons(text: string): string[] {
  return detectNames(text)
    .filter((s) => s.label === 'PERSON')
    .map((s) => text.slice(s.start, s.end));
}

describe('names without a cue word', () => {
  it('finds a first name that starts a sentence and is followed by a verb', () => {
    expect(persons('Priya lives at the end of our road')).toEqual(['Priya']);
    expect(persons('Tomasz is from Gdansk originally')).toContain('Tomasz');
  });

  it('finds speaker labels and people addressed at the start of a line', () => {
    expect(persons('Maria: can you send me the photos?')).toEqual(['Maria']);
    expect(persons('Ahmed, could you pick up the keys tonight?')).toEqual(['Ahmed']);
    expect(persons('Priya , lately I can feel a disturbance')).toEqual(['Priya']);
    expect(persons('Tomasz ? ! . . . on my way')).toEqual(['Tomasz']);
  });

  it('reads an @handle as a break, so the name after it is found on its own', () => {
    expect(persons('@Luke5SOS Luke , I love you so much')).toEqual(['Luke']);
    expect(persons('@JessicaLakey Jess, will you pack the sandwiches?')).toEqual(['Jess']);
  });

  it('finds a name at the start of a sentence before a modal or past-tense verb', () => {
    expect(persons('Niskanen should have said something')).toEqual(['Niskanen']);
    expect(persons('Tomorrow should be sunny')).toEqual([]);
  });

  it('keeps a stage-name prefix with the name and splits two sides of a match', () => {
    expect(persons('i noticed he bases himself off DJ Khaled')).toEqual(['DJ Khaled']);
    expect(persons('the new generation, like Lil Yachty, is garbage')).toEqual(['Lil Yachty']);
    expect(persons('the fight of the decade, Canelo Vs Julio César. Who wins?')).not.toContain(
      'Canelo Vs Julio César',
    );
  });

  it('reads drawn-out words and laughter as speech, not as names', () => {
    expect(persons('Awwwww so cute baby !')).toEqual([]);
    expect(persons('he answered it all about Mariah hahahaha')).not.toContain('Mariah hahahaha');
  });

  it('reads an unknown word before a capitalised noun or a model number as a thing', () => {
    expect(persons('This guy needs his own show on Discivery Channel !')).toEqual([]);
    expect(persons('The hood reminds me of a classic Saab 900 .')).toEqual([]);
    expect(persons('I remember it being on Nickelodeon or some other channel')).toEqual([]);
    expect(persons('16 cops blocking Ecuadorian Embassy entrance')).toEqual([]);
  });

  it('reads a name behind an ordinary capitalised word in running text as a thing', () => {
    expect(persons('he drives past Big Ben on the way to work')).toEqual([]);
    expect(persons('i love a good Epic Mickey joke')).toEqual([]);
    expect(persons('I love your Tesla videos ! and the value went up')).toEqual([]);
    expect(persons('so proud of you , Thanks Priya for all the help')).toEqual(['Priya']);
  });

  it('still flags the thing or place it names, as a whole, so a redaction keeps covering it', () => {
    const text = 'he drives past Big Ben on the way to work';
    expect(detectNames(text).map((s) => [s.label, text.slice(s.start, s.end)] as const)).toEqual([
      ['ORGANIZATION', 'Big Ben'],
    ]);
  });

  it('reads a capitalised run that ends in a street or road word as a place', () => {
    expect(detectNames('stayed on Redondo Beach Blvd all day').map((s) => s.label)).toEqual([
      'LOCATION',
    ]);
  });

  it('finds a lower-case first name after a greeting', () => {
    expect(persons('great stream today , hey priya nice video')).toEqual(['priya']);
  });

  it('finds a lower-case English first name after a person cue, not an ordinary word', () => {
    expect(persons('we went to the fair with kevin yesterday')).toEqual(['kevin']);
    expect(persons('happy birthday emily ❤')).toEqual(['emily']);
    expect(persons('we went to the fair with will yesterday')).toEqual([]);
  });

  it('finds a first name that is also an ordinary word inside a sentence next to a cue', () => {
    expect(persons('funny how Ray was not at the party')).toEqual(['Ray']);
    expect(persons('we had dinner with Ruby and her dad')).toEqual(['Ruby']);
    expect(persons('I bought a Ruby ring for mum')).toEqual([]);
  });

  it('reads a comparison with someone as a person cue', () => {
    expect(persons('she looks like Hartwell in that photo')).toEqual(['Hartwell']);
  });

  it('finds a first name that starts a line addressed to someone before "I"', () => {
    expect(persons('Priya I love your videos , you are amazing')).toEqual(['Priya']);
  });

  it('reads a possessive written with spaces as a person cue', () => {
    expect(persons("Trump ' s a stud")).toEqual(['Trump']);
  });

  it('finds a lower-case name after a strong naming cue, with its surname', () => {
    expect(persons('did you call him hubert ?')).toEqual(['hubert']);
    expect(persons('hi, my name is lena andersson.')).toEqual(['lena andersson']);
    expect(persons('my name is not important')).toEqual([]);
  });

  it('finds a first name that closes the post as its signature', () => {
    expect(persons('Thanks for the help , - Damien')).toEqual(['Damien']);
    expect(persons('follow me please ? ♡ Liza')).toEqual(['Liza']);
    expect(persons('Great game today. Arsenal')).toEqual([]);
  });

  it('finds a lower-case first name with a possessive', () => {
    expect(persons("emma's bag is still here")).toEqual(['emma']);
    expect(persons("emma ' s bag is still here")).toEqual(['emma']);
  });

  it('finds two lower-case names joined by "and"', () => {
    expect(persons('wow emma and kaite is so very cute')).toEqual(['emma', 'kaite']);
    expect(persons('salt and pepper on everything')).toEqual([]);
  });

  it('finds a name in capitals: a known first name and the surname after it', () => {
    expect(persons('LOVE YOU JOHN SMITH')).toEqual(['JOHN SMITH']);
    expect(persons('TANNER FOXX')).toEqual(['TANNER FOXX']);
    expect(persons('MARK MY WORDS')).toEqual([]);
  });

  it('finds a person in a CamelCase hashtag', () => {
    expect(persons('Great evening with the team #TomaszKowalski')).toEqual(['#TomaszKowalski']);
  });

  it('knows first names of many origins in running text', () => {
    expect(persons('Dinner tonight with Oluwaseun and Tomasz')).toEqual(
      expect.arrayContaining(['Oluwaseun', 'Tomasz']),
    );
  });
});

describe('capitalised words that are not names', () => {
  it('does not read a single unknown capitalised word as a person', () => {
    expect(persons('put a Kenworth poster on the wall')).toEqual([]);
    expect(persons('the Jetta broke down again')).toEqual([]);
    expect(persons('so proud of my Kenworth rig')).toEqual([]);
  });

  it('does not read an unknown word spelt like ordinary English as a person', () => {
    expect(persons('I only watched it out of Boredom and stayed for the jokes')).toEqual([]);
    expect(persons('my brother uses Keyshot for his renders')).toEqual([]);
    expect(persons('I think Lamestream Soundsystem played here once')).toEqual([]);
    // Spelt like a name, the same kind of word is still asked about.
    expect(persons('this song reminds me of Tandeka every time')).toEqual(['Tandeka']);
    // The word stays flagged as a thing's name, so a redaction keeps covering it.
    const text = 'my brother uses Keyshot for his renders';
    expect(detectNames(text).map((s) => [text.slice(s.start, s.end), s.label])).toEqual([
      ['Keyshot', 'ORGANIZATION'],
    ]);
  });

  it('scores spellings: names above ordinary words', () => {
    const words = gazetteer();
    for (const name of ['krillin', 'canelo', 'tandeka'])
      for (const word of ['fidget', 'soundsystem', 'keyshot'])
        expect(nameLikeness(name, words)).toBeGreaterThan(nameLikeness(word, words));
  });

  it('reads one word in capitals amid lower case as an acronym, not a name', () => {
    expect(persons('My IBAN is on the invoice')).toEqual([]);
    expect(persons('he has been MIA all week')).toEqual([]);
    expect(detectNames('he has been MIA all week').map((s) => s.label)).toEqual(['ORGANIZATION']);
    expect(persons('we saw TANNER FOXX live')).toEqual(['TANNER FOXX']);
  });

  it('starts a lower-case pair only at an English first name', () => {
    expect(persons('i put the cat ina pouch for the trip')).toEqual([]);
    expect(persons('went to see oni genji again')).toEqual([]);
    expect(persons('i really love kevin smith movies')).toEqual(['kevin smith']);
  });

  it('does not read an adverb or a star sign before a verb as a name', () => {
    expect(persons('Groggily got out of bed. Blindly tried to push the window')).toEqual([]);
    expect(persons('You want more today . . . More for Scorpio http://t.co/x')).toEqual([]);
  });

  it('does not read an ordinary word before a comma or colon as a name', () => {
    expect(persons('Update: the shop is closed today')).toEqual([]);
    expect(persons('Honestly, you should see it')).toEqual([]);
  });
});

describe('organisations', () => {
  function organisations(text: string): string[] {
    return detectNames(text)
      .filter((s) => s.label === 'ORGANIZATION')
      .map((s) => text.slice(s.start, s.end));
  }

  it('reads a name after a work cue or before an office word as an organisation', () => {
    expect(organisations('I have worked for Quintrell since May')).toEqual(['Quintrell']);
    expect(organisations('The Brightwave office is closed on Fridays')).toEqual(['Brightwave']);
  });

  it('reads surnames joined like a firm as one organisation, not as people', () => {
    const text = 'Our lawyers at Hartley, Pemberton and Crowe sent the papers';
    expect(organisations(text)).toEqual(['Hartley, Pemberton and Crowe']);
    expect(persons(text)).toEqual([]);
  });
});

describe('places and institutions are not people', () => {
  function found(text: string): Array<[string, string]> {
    return detectNames(text).map((s) => [text.slice(s.start, s.end), s.label]);
  }

  it('reads schools, hospitals and churches named after people as organisations', () => {
    expect(found('Picked the kids up from St Mary’s Primary at 3')).toEqual([
      ['St Mary’s Primary', 'ORGANIZATION'],
    ]);
    expect(found("She works at St Thomas' Hospital")).toEqual([
      ["St Thomas' Hospital", 'ORGANIZATION'],
    ]);
    expect(found('My son goes to Abraham Lincoln High School')).toEqual([
      ['Abraham Lincoln High School', 'ORGANIZATION'],
    ]);
  });

  it('reads a street named after a person as a place', () => {
    expect(found('We live on Martin Luther King Jr Boulevard')).toEqual([
      ['Martin Luther King Jr Boulevard', 'LOCATION'],
    ]);
  });

  it('reads airport codes in a route as places', () => {
    expect(found('Flying LHR to JFK on Monday')).toEqual([
      ['LHR', 'LOCATION'],
      ['JFK', 'LOCATION'],
    ]);
  });
});

describe('the word scan', () => {
  const WORD = /[\p{L}\p{M}][\p{L}\p{M}\p{N}'’-]*/gu;
  const SENTENCE_BREAK = /[.!?:;"“”()\n>|•\-–—\u2026[\]]|\s{2,}/;
  // ASCII and non-ASCII letters, marks, digits, apostrophes, dashes, spaces, emoji (two
  // surrogates), a lone surrogate and a handle or hashtag sign, in every order.
  const PIECES = [
    'a',
    'Zo',
    'word',
    "it's",
    'Mary’s',
    'x-ray',
    '-',
    "'",
    '’',
    '9',
    '42',
    ' ',
    '  ',
    '\n',
    '\t',
    '\u00a0',
    '.',
    '!?',
    ',',
    ':',
    '“',
    '”',
    '"',
    '(',
    ']',
    '…',
    '•',
    '—',
    '–',
    '|',
    '>',
    '@',
    '#',
    'é',
    'José',
    'e\u0301',
    '\u0301',
    'Straße',
    'ŁÓDŹ',
    'अजय',
    '東京',
    '٣',
    '😀',
    '𝐀𝐁',
    '\ud800',
    '_',
  ];
  const texts = [
    ...piecedTexts(PIECES, 20261128, 4000, 16),
    ...CONTEXT_POSTS.map(([text]) => text),
    ...TUNING_POSTS.map((post) => post.text),
  ];

  function scanned(text: string): Array<[number, number]> {
    const found: Array<[number, number]> = [];
    const word: WordBounds = { start: 0, end: 0 };
    for (let at = 0; nextWord(text, at, word); at = word.end) found.push([word.start, word.end]);
    return found;
  }

  it('finds the words the Unicode pattern finds', () => {
    let words = 0;
    for (const text of texts) {
      const expected = [...text.matchAll(WORD)].map((m): [number, number] => [
        m.index,
        m.index + m[0].length,
      ]);
      words += expected.length;
      expect([text, scanned(text)]).toEqual([text, expected]);
    }
    expect(words).toBeGreaterThan(10000);
  });

  it('finds drawn-out words where the pattern does', () => {
    const DRAWN_OUT = /(\p{L})\1\1/iu;
    let drawn = 0;
    // Letters that fold together (including ſ with s and the Kelvin sign with k), and breaks.
    const letters = [
      'a',
      'A',
      's',
      'S',
      'ſ',
      'k',
      'K',
      '\u212a',
      'é',
      'É',
      'ß',
      '1',
      '-',
      ' ',
      '😀',
    ];
    for (const text of [...texts, ...piecedTexts(letters, 20261129, 4000, 8)]) {
      if (DRAWN_OUT.test(text)) drawn++;
      expect([text, drawnOut(text)]).toEqual([text, DRAWN_OUT.test(text)]);
    }
    expect(drawn).toBeGreaterThan(100);
  });

  it('breaks sentences where the pattern does, in every gap between words', () => {
    for (const text of texts) {
      const bounds = scanned(text);
      for (let k = 0; k <= bounds.length; k++) {
        const from = k === 0 ? 0 : (bounds[k - 1] as [number, number])[1];
        const to = k === bounds.length ? text.length : (bounds[k] as [number, number])[0];
        const gap = text.slice(from, to);
        expect([gap, breaksSentence(text, from, to)]).toEqual([gap, SENTENCE_BREAK.test(gap)]);
      }
    }
  });
});

describe('the gazetteer read from the text', () => {
  it('gives every ASCII word the kinds its lower case has in the maps', () => {
    const words = gazetteer();
    const known = [...words.kinds.keys()].filter((word) =>
      [...word].every((char) => char.charCodeAt(0) < 128),
    );
    // Every known word as written, capitalised and shouted, and near misses of it.
    const asked = known.flatMap((word) => [
      word,
      word.toUpperCase(),
      (word[0] ?? '').toUpperCase() + word.slice(1),
      `${word}x`,
      word.slice(1),
    ]);
    let found = 0;
    for (const word of asked) {
      const expected = kindsOf(words, word.toLowerCase());
      if (expected !== 0) found++;
      // Inside a longer text, as the tokenizer asks.
      const text = `#${word}.`;
      expect([word, asciiKindsOf(words, text, 1, word.length + 1)]).toEqual([word, expected]);
    }
    expect(found).toBeGreaterThan(known.length);
  });
});
