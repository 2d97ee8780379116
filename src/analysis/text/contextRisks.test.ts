// The context risks on our own labelled suite of realistic posts (fixtures/contextPosts.ts):
// precision and recall of "this post raises label X" must both stay at or above 0.9. The frozen
// half (fixtures/contextPostsFrozen.ts) is held to floors only, and its mistakes are never
// printed: it measures whether the rules generalise, so it must not steer them.
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seededRandom.ts';
import { checkText } from './checkText.ts';
import { scoreContextPosts, type ContextPost } from './contextSuite.ts';
import {
  anchoredRules,
  CATEGORY_RULES,
  detectByCategory,
  DOCTOR_RULES,
  doctorWord,
} from './detectors/context/categoryRules.ts';
import { anchorWords, CONTEXT_RULES, detectContextRisks } from './detectors/context/index.ts';
import {
  anchoredPhrases,
  cueHits,
  FOLDS_TO_ASCII,
  lowercaseWords,
  sentencesOf,
  touchedByEach,
  touchedSentences,
} from './detectors/context/phrases.ts';
import { CONTEXT_POSTS } from './fixtures/contextPosts.ts';
import { FROZEN_CONTEXT_POSTS } from './fixtures/contextPostsFrozen.ts';
import { CONTEXT_POSTS_TUNING2 } from './fixtures/contextPostsTuning2.ts';
import { CONTEXT_POSTS_TUNING3 } from './fixtures/contextPostsTuning3.ts';
import { CONTEXT_POSTS_TUNING4 } from './fixtures/contextPostsTuning4.ts';
import { isContextLabel } from './resolve.ts';
import { matchesOf } from './detectors/shared.ts';

const MIN_PRECISION = 0.9;
const MIN_RECALL = 0.9;
/** Each suite runs the whole engine on hundreds of posts: seconds on a busy two-core machine. */
const SUITE_TIMEOUT_MS = 30_000;

function raised(text: string): string[] {
  return checkText(text)
    .spans.filter((s) => isContextLabel(s.label))
    .map((s) => s.label);
}

describe('context risks on the labelled post suite', () => {
  it('has at least 150 posts, positives and negatives', () => {
    expect(CONTEXT_POSTS.length).toBeGreaterThanOrEqual(150);
    expect(CONTEXT_POSTS.filter(([, ...labels]) => labels.length === 0).length).toBeGreaterThan(30);
  });

  it(
    'flags the risky posts and leaves the harmless ones alone (precision and recall ≥ 0.9)',
    () => {
      const { precision, recall, mistakes } = scoreContextPosts(CONTEXT_POSTS, raised);
      if (precision < MIN_PRECISION || recall < MIN_RECALL) console.info(mistakes.join('\n'));
      expect(precision).toBeGreaterThanOrEqual(MIN_PRECISION);
      expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
    },
    SUITE_TIMEOUT_MS,
  );
});

/** A suite written from the risk categories: enough posts and look-alike negatives, recall at
 * the floor, precision ≥ 0.95 and at most one negative in twenty alarmed. */
function expectCategorySuite(
  posts: readonly ContextPost[],
  minPosts: number,
  minNegatives = 100,
): void {
  expect(posts.length).toBeGreaterThanOrEqual(minPosts);
  const { precision, recall, falseAlarmRate, negatives, mistakes } = scoreContextPosts(
    posts,
    raised,
  );
  if (recall < MIN_RECALL) console.info(mistakes.join('\n'));
  expect(negatives).toBeGreaterThanOrEqual(minNegatives);
  expect(recall).toBeGreaterThanOrEqual(MIN_RECALL);
  expect(precision).toBeGreaterThanOrEqual(0.95);
  expect(falseAlarmRate).toBeLessThanOrEqual(0.05);
}

describe('context risks on the second suite, written from the categories', () => {
  it(
    'finds the same risks phrased the way people post them, without alarming on look-alikes',
    () => expectCategorySuite(CONTEXT_POSTS_TUNING2, 250),
    SUITE_TIMEOUT_MS,
  );
});

describe('context risks on the third suite, written from the categories before the rules', () => {
  it(
    'finds each risk however it is worded, and leaves jokes, other people and the past alone',
    () => expectCategorySuite(CONTEXT_POSTS_TUNING3, 300),
    SUITE_TIMEOUT_MS,
  );
});

describe('context risks on the fourth suite, written from the categories by someone who had read no rules', () => {
  it(
    'finds risks told in slang, fragments and all lower case, without alarming on look-alikes',
    () => expectCategorySuite(CONTEXT_POSTS_TUNING4, 200, 70),
    SUITE_TIMEOUT_MS,
  );
});

describe('context risks on the frozen half', () => {
  it(
    'has 200 posts and finds most risks without alarming on harmless posts',
    () => {
      expect(FROZEN_CONTEXT_POSTS.length).toBeGreaterThanOrEqual(200);
      const { recall, falseAlarmRate, negatives } = scoreContextPosts(FROZEN_CONTEXT_POSTS, raised);
      expect(negatives).toBeGreaterThanOrEqual(60);
      expect(recall).toBeGreaterThanOrEqual(0.8);
      expect(falseAlarmRate).toBeLessThanOrEqual(0.1);
    },
    SUITE_TIMEOUT_MS,
  );
});

describe('who says it and whether it still stands', () => {
  it('flags a trip with its length, but not the same trip taken back later in the post', () => {
    expect(raised('Ten days in Porto from tomorrow, so excited')).toContain('AWAY_FROM_HOME');
    expect(
      raised('Ten days in Porto from tomorrow! Update: the flights got cancelled, staying home'),
    ).not.toContain('AWAY_FROM_HOME');
  });

  it('does not flag someone else’s trip, health or place', () => {
    expect(raised('My cousin is in Lima for two weeks from today')).toEqual([]);
    expect(raised('My dad started chemo on Monday')).toEqual([]);
    expect(raised('She is at the Odeon on Mill Road right now')).toEqual([]);
  });

  it('does not flag a post taken back in a later sentence, whatever the risk', () => {
    expect(raised('Off to Crete for a week!!! jk I’m at my desk')).toEqual([]);
    expect(raised('Leaving for Oslo tomorrow. Never mind, flight’s cancelled')).toEqual([]);
    expect(raised('Off to Crete for a week!!! so ready')).toContain('AWAY_FROM_HOME');
  });

  it('does not flag someone else named as the subject, but does a child by name', () => {
    expect(raised('Priya’s in Lisbon for a fortnight, so jealous')).toEqual([]);
    expect(raised('Key’s under the mat, make yourselves at home')).toContain('TRAVEL_DOCUMENT');
    expect(raised('Holly (9) got her first phone today')).toContain('CHILD_INFO');
  });

  it('does not flag fiction, news or advice about the risk', () => {
    expect(raised('In the novel she posts her boarding pass and gets robbed')).toEqual([]);
    expect(
      raised('Police say burglars watch for holiday posts, never post your trip dates'),
    ).toEqual([]);
  });

  it('flags partial account numbers and balances as money details', () => {
    expect(raised('Pay the deposit into the account ending 7742')).toContain('FINANCIAL');
    expect(raised('Only $23 in my account until payday')).toContain('FINANCIAL');
  });

  it('flags a child’s school milestone and a recovery answer told as nostalgia', () => {
    expect(raised('So proud of our Ayaan, top of his class at Westfield Primary')).toContain(
      'CHILD_INFO',
    );
    expect(raised('Miss you Pickles, my first dog, 20 years today')).toContain('SECURITY_ANSWER');
  });
});

describe('exclamations, run-on sentences and look-alike places', () => {
  it('reads "can’t believe" and "never thought" as affirming what follows', () => {
    expect(raised('can’t believe my baby boy is 6 tomorrow')).toContain('CHILD_INFO');
    expect(raised('Day 90 sober. Never thought I’d write that')).toContain('HEALTH');
  });

  it('dates a trip by its own clause, not by a "yesterday" earlier in the sentence', () => {
    expect(
      raised('we drove 9 hours yesterday and we’re finally at the cabin, no wifi for a week'),
    ).toContain('AWAY_FROM_HOME');
    expect(raised('We got home yesterday after a week at the cabin')).toEqual([]);
  });

  it('does not read a treatment, money or a goal as a place or a trip', () => {
    const labels = (text: string): string[] => [...new Set(raised(text))];
    expect(labels('6 months on sertraline today and I feel like me again')).toEqual(['HEALTH']);
    expect(labels('Got the inheritance from gran, 40k sitting in my ISA now')).toEqual([
      'FINANCIAL',
    ]);
    expect(raised('Savings finally hit 10k, house deposit here we come')).not.toContain(
      'AWAY_FROM_HOME',
    );
  });

  it('leaves what belongs to someone else or to people in general', () => {
    expect(raised('He told me his pin is 1234, what an idiot')).toEqual([]);
    expect(raised('I hate when people post their boarding pass')).toEqual([]);
    expect(raised('My PIN is literally my birthday, 0712')).toContain('FINANCIAL');
  });

  it('counts the writer in "our whole family", not in "my team"', () => {
    expect(raised('Our whole family is in Florida for two weeks')).toContain('AWAY_FROM_HOME');
    expect(raised('My team is off sick with flu, so it’s just me')).toEqual([]);
  });

  it('counts a grandmother’s maiden name as a recovery answer', () => {
    expect(raised('my nan’s maiden name was Featherstone')).toContain('SECURITY_ANSWER');
    expect(raised('my neighbour’s dog Pepper is a menace')).toEqual([]);
  });
});

/** Every post raises the label (the post is named in a failure). */
function flagsEach(label: string, posts: readonly string[]): void {
  for (const post of posts)
    expect([post, raised(post)]).toEqual([post, expect.arrayContaining([label])]);
}
/** No post raises the label. */
function flagsNoneOf(label: string, posts: readonly string[]): void {
  for (const post of posts)
    expect([post, raised(post)]).not.toEqual([post, expect.arrayContaining([label])]);
}
/** No post raises any context risk. */
function flagsNone(posts: readonly string[]): void {
  for (const post of posts) expect([post, raised(post)]).toEqual([post, []]);
}

describe('context risks told without their usual words', () => {
  it('reads a trip from a known place without a preposition, a day count or an empty home', () => {
    flagsEach('AWAY_FROM_HOME', [
      'Spain in 5 days!! two whole weeks of sun',
      'Day 3 of 10 in portugal, sun is out',
      'ok bye, Lisbon for the weekend, back Monday x',
      'in hospital for a week, flat’s so quiet without me',
      'Working remotely from Bali until the end of June',
      'I’ll be visiting family in Ireland 3-17 aug, slow replies',
      'sun cream on, phone off, see u all in 3 weeks 😎',
      'last night in Bangkok then 2 weeks in Vietnam',
    ]);
    flagsNone([
      'Exams in 9 days, send help',
      'Day 4 of 30 of my squat challenge',
      'working from home till friday',
      'Where is everyone heading this summer?',
      'cancelled our Greece holiday, staying home',
      'Last night in Bangkok was wild, home now',
    ]);
  });

  it('finds the writer at a place from a wait, a spot, an activity or an errand', () => {
    flagsEach('LIVE_LOCATION', [
      'stuck in the waiting room at St Mary’s, 2 hrs so far',
      'climbing Ben Nevis rn, views are unreal',
      'launderette on High Street, 30 mins left, come keep me company',
      'karaoke at Sing Sing Camden from 8, pull up',
      'on the 18:05 to Brighton, coach C, come say hi',
      'waiting for the 73 outside Euston, 5 mins late',
      'queueing outside Selfridges since 6, still here',
      'gym on Fore Street till 9, who’s joining?',
      'standing at platform 4 at King’s Cross, train’s late',
      '📍 The Crown, Islington. here now, come say hi',
      'at the dentist on Mill Road, 20 min wait',
      'at the allotment all afternoon, plot 27, bring biscuits',
    ]);
    flagsNoneOf('LIVE_LOCATION', [
      'queueing outside Primark was hell last Boxing Day',
      'waiting for the 38 is the worst part of my day',
      'Swimming lessons every Tuesday 4.30 at Kings Leisure Centre for Ava, she loves it',
    ]);
    expect(raised('checked in 📍 Starbucks, Union Square')).not.toContain('AWAY_FROM_HOME');
  });

  it('finds a child by a class, an age beside a name, a club day or a drop-off', () => {
    flagsEach('CHILD_INFO', [
      'Mia turns 6 on Saturday, party at the soft play',
      'she’s in Mrs Khan’s class this year',
      'the boys (Alfie 8 & Oscar 5) start swimming lessons at the leisure centre tuesdays',
      'drop-off at Oakfield at 8:40 every morning',
      'u10s practice moved to wednesdays at the rec, Leo is buzzing',
      'the twins do ballet at the church hall sat mornings',
      'Harvey has football every Saturday 10am at Kings Park, u9s',
      'Leo, 5, Year 1 at Rosewood, obsessed with dinosaurs',
      'dropping Ava at Little Acorns nursery then work',
      'little man’s first parents evening at St Mary’s tonight',
    ]);
    flagsNone([
      'my nephew turns 5 next week',
      'my niece won her school spelling bee!! proud auntie',
      'Jamie Oliver’s first day at the new restaurant',
      'dropping Mum at the station at 7 then work',
      'Football every Saturday for the under 9s, volunteers needed!',
    ]);
  });

  it('finds recovery answers given after the question, in name games and as old friends', () => {
    flagsEach('SECURITY_ANSWER', [
      'What was your first car? Mine was a red Fiesta called Ruby',
      'first pet? mine: a hamster called Nibbles',
      'Your porn star name is first pet + mother’s maiden name: Biscuit Hughes',
      'my dad met my mum at a dance in Leeds in 1978',
      'growing up on Acacia Avenue was magic',
      'my old secondary, Hillcrest High, is being knocked down',
      'Laura and me, best friends since primary',
      'been best mates with Gemma since we were 6',
      'Grandad was a Murphy from Cork, proud of it',
      'Oakwood Road, number 14, where I spent my whole childhood',
    ]);
    flagsNone([
      'my mum’s first car was a Mini',
      'what was your first concert? mine was embarrassing',
      'growing up in the 90s was the best, no phones',
      'my grandma was a nurse her whole life',
    ]);
  });

  it('finds a document’s number after its name, and money kept at home or held in coins', () => {
    flagsEach('TRAVEL_DOCUMENT', [
      'ESTA approved! mine’s 8H2K4J9L1P0Q',
      'new passport number 123456789 lol',
      'railcard number 1234-5678-90 if anyone wants to split',
    ]);
    expect(raised('my number is 07700900123, text me about the car')).not.toContain(
      'TRAVEL_DOCUMENT',
    );
    expect(raised('free printable boarding passes for a pretend airport game')).toEqual([]);
    flagsEach('FINANCIAL', [
      'keep a few grand in cash at home, don’t trust banks',
      '£5k stuffed under the mattress lol',
      'the safe under the stairs has all our cash',
      'my eth bag is 4.5 now, holding till 10k',
      'savings account ending 4431 just got frozen??',
      'just got approved for a 250k mortgage!!',
      'earning 38k and still can’t afford a flat lol',
      'my pin’s my birthday, 1407, don’t tell anyone',
      'account 40-11-62 12345678 for the whip-round',
    ]);
    flagsNone([
      'no money in the house for food this week',
      'money under the mattress earns nothing, invest it',
      'never tell anyone your PIN, not even 1234',
    ]);
  });

  it('finds health told as a result, a suspicion, a count or a pregnancy in weeks', () => {
    flagsEach('HEALTH', [
      'mri this afternoon, results due next week',
      'Our son was diagnosed autistic last week',
      'kidney stones again, 2nd time this year, at the walk-in rn',
      'suspected fractured ankle, x-ray tomorrow',
      'baby #3 on the way!! due in may',
      'seizure last night, no driving for 6 months again',
      'pip assessment tomorrow, terrified',
      'blood sugar 14.2 this morning, type 1 life',
      'day 10 no booze',
      'tonsils out friday, ice cream stocked',
      'I’m 8 weeks and nobody knows yet except you lot 🤫',
    ]);
    flagsNone([
      'my sister’s baby is on the way, can’t wait to be an auntie',
      'I’m 3 weeks behind on everything at work',
      'I’m 2 weeks into my new job and loving it',
      'the new series about the maternity ward is so good',
    ]);
  });

  it('leaves a parent’s own firsts, a club’s question to everyone and a cancelled trip', () => {
    flagsNone([
      'my dad’s first car was a Morris Minor, he still talks about it',
      'Where’s everyone going on holiday this year? need ideas',
      'cancelled the Spain trip, so we’re home all half term',
    ]);
  });
});

/** Per case: what it checks, the label, posts that raise it, and look-alikes that raise nothing. */
const FRAGMENT_CASES: ReadonlyArray<readonly [string, string, string[], string[]]> = [
  [
    'a trip from a return date, an out-of-office or a pet left with someone',
    'AWAY_FROM_HOME',
    [
      'auto-reply on, laptop in the drawer, back 2nd sept',
      'leaving the dog with my brother while we do new york for a week',
      'mountains > emails. back on the 14th',
      'flights booked: manchester to malaga 3rd - 17th july',
      'two whole weeks of doing nothing in Mallorca starts tomorrow',
      'back to reality on monday, enjoy the peace neighbours (we’re still in cornwall)',
    ],
    [],
  ],
  [
    'the writer by their clothes, a queue or a wait since dawn',
    'LIVE_LOCATION',
    [
      'by the fountain in the Arndale, look for the pink hat',
      'I’m the one in the yellow coat at the bar, Crown & Anchor',
      'front of the queue at the Apple store, since 5am',
      'outside the Odeon, film starts in 10, where are u',
      'grab me a coffee on the way, I’m at platform 9',
    ],
    ['look for the good in people, always', 'Me at school tomorrow, exams all week'],
  ],
  [
    'a child’s exams and a birthday to come',
    'CHILD_INFO',
    [
      'my eldest has exams at Hillcrest every morning next week',
      'Olivia’s 13th is on the 21st, sleepover at ours',
      'Noah’s class trip to the zoo is on friday, his first one',
    ],
    [],
  ],
  [
    'recovery answers by a family name or the street grown up on',
    'SECURITY_ANSWER',
    [
      'our street growing up was Cedar Close, best street ever',
      'Mum’s side are all O’Sullivans',
      'Nana Brennan (mum’s side) would have been 100 today',
      'grew up in a tiny village called Little Snoring, yes really',
      'my parents got together at a Rolling Stones gig in Hyde Park',
      'my old address: 12 Elm Grove, Leeds, miss that house',
      'my first boyfriend’s name was Liam and he’s now my dentist lol',
    ],
    ['my mum’s side are all lovely people'],
  ],
  [
    'a flight by a three-letter code and a booking for a stay',
    'TRAVEL_DOCUMENT',
    [
      'flight’s EZY8841 tomorrow at 6, gate announced at 5:15',
      'booking conf for the cottage: HX88213, just in case',
      'this is my ESTA confirmation, number ends 88Q2',
    ],
    ['the flight is at 0600 tomorrow', 'booking conf for the restaurant: 4 people at 8'],
  ],
  [
    'health told as news just heard or a count of losses',
    'HEALTH',
    [
      'just been told it’s MS. processing',
      'second miscarriage this year. no words',
      'our son has severe eczema, steroid cream twice a day',
    ],
    [],
  ],
  [
    'money from take-home pay, missed payments, a credit app and a near-empty account',
    'FINANCIAL',
    [
      'my take-home is 1,850 a month and rent is 1,100',
      'missed 2 mortgage payments, scared',
      'my credit’s shot, 420 on clearscore',
      'our joint account only has £58 in it',
      'our mortgage payment bounced this month, panicking',
    ],
    [
      'our joint account only has my name on it',
      'missed 2 calls from the bank, ugh',
      'card payment failed at the till, so embarrassing',
    ],
  ],
];

describe('context risks told in fragments, by what surrounds them', () => {
  it.each(FRAGMENT_CASES)('finds %s', (_, label, risky, harmless) => {
    flagsEach(label, risky);
    flagsNone(harmless);
  });
});

describe('context risks by category, however they are phrased', () => {
  it('reads a trip from how long it lasts beside a place, also in an all-lowercase post', () => {
    expect(
      raised('Gran’s cottage in Wales for the whole of August, the dog is coming too'),
    ).toContain('AWAY_FROM_HOME');
    expect(raised('long weekend in lisbon with the lads, back sunday')).toContain('AWAY_FROM_HOME');
  });

  it('leaves trips that are wished for, over, taken back, joked about or someone else’s', () => {
    expect(raised('If we win the raffle we’ll spend a fortnight in Fiji')).toEqual([]);
    expect(raised('Last summer we had two weeks in Crete')).toEqual([]);
    expect(raised('Off to Oslo for a week tomorrow! Edit: flight cancelled')).toEqual([]);
    expect(raised('jk, not actually in Rome for a week')).toEqual([]);
    expect(raised('My husband is in Dubai for two weeks with work')).toEqual([]);
  });

  it('needs a place, a time and the writer there for a live location', () => {
    expect(raised('Meet at the bandstand in Hyde Park at 4, I’ll bring snacks')).toContain(
      'LIVE_LOCATION',
    );
    expect(raised('The Costa on Bridge St closes at 6 tonight')).toEqual([]);
  });

  it('tells a child’s school event from the writer’s own school days', () => {
    expect(raised('Poppy’s nativity at Fernlea Infants is on Tuesday, she’s an angel')).toContain(
      'CHILD_INFO',
    );
    const ownSchool = raised('I went to Fernlea Infants in the 90s');
    expect(ownSchool).not.toContain('CHILD_INFO');
    expect(ownSchool).toContain('SECURITY_ANSWER');
  });

  it('finds recovery answers inside memorials', () => {
    expect(raised('Twelve years since we lost Bramble, the spaniel I grew up with')).toContain(
      'SECURITY_ANSWER',
    );
    expect(raised('Mum, née Costello, would have been 80 this week')).toContain('SECURITY_ANSWER');
  });

  it('flags how to get into a stay, not advice about hiding keys', () => {
    expect(raised('Spare key is under the gnome by the shed')).toContain('TRAVEL_DOCUMENT');
    expect(raised('Key safe by the front door, code 3141')).toContain('TRAVEL_DOCUMENT');
    expect(raised('Never hide a key under the mat')).toEqual([]);
  });

  it('flags treatments on the writer’s body, not on their devices', () => {
    expect(raised('Had my tonsils out on Friday, ice cream diet')).toContain('HEALTH');
    expect(raised('They increased my sertraline again')).toContain('HEALTH');
    expect(raised('My laptop needs a battery replacement')).toEqual([]);
  });

  it('flags a bank card by its last digits and rent arrears', () => {
    expect(raised('Use the Revolut ending 7719 for the deposit')).toContain('FINANCIAL');
    expect(raised('Two months behind on the rent and the letters keep coming')).toContain(
      'FINANCIAL',
    );
  });

  it(
    'gives the same spans with and without the rules’ anchor words',
    () => {
      const withAnchors = ANCHOR_CHECK_POSTS.map((text) => detectByCategory(text));
      expect(ANCHOR_CHECK_POSTS.map((text) => detectByCategory(text, false))).toEqual(withAnchors);
      expect(withAnchors.flat().length).toBeGreaterThan(300);
      const risks = ANCHOR_CHECK_POSTS.map((text) => detectContextRisks(text));
      expect(ANCHOR_CHECK_POSTS.map((text) => detectContextRisks(text, false))).toEqual(risks);
      expect(risks.flat().length).toBeGreaterThan(600);
      // One long text: the anchor words' offsets must land in the right sentences.
      const joined = ANCHOR_CHECK_POSTS.join('\n');
      const joinedRisks = detectContextRisks(joined);
      expect(detectContextRisks(joined, false)).toEqual(joinedRisks);
      expect(joinedRisks.length).toBeGreaterThan(600);
    },
    SUITE_TIMEOUT_MS,
  );

  it('gives the same trips and whereabouts with and without anchor words on seeded texts', () => {
    // Pieces of the trip and whereabouts rules' phrases and of how long a trip lasts in their spellings (apostrophes, joined
    // words, capitals), glued at random with places, times and punctuation.
    const pieces = [
      "we're",
      'We’re',
      'were',
      "I'm",
      'i’m',
      'Im',
      "I'll be",
      'well be',
      'ill be',
      'we will be',
      'I am',
      'we are',
      'The whole family is',
      'kids and i are',
      ' in ',
      ' at ',
      ' on ',
      ' to ',
      'Paris',
      'the Ritz',
      'the bar',
      'the queue',
      'Heathrow',
      'road trip',
      'roadtrip',
      'dog sitter',
      'Dogsitter',
      'mid-air',
      'midair',
      "the in-laws'",
      "grandma's",
      '30,000 feet up',
      'flew out to',
      'heading to the',
      'first day in',
      'bags are packed',
      'out of town',
      'out of office',
      'feeding the cats',
      'meet us',
      'See me',
      'grabbing a table',
      'having coffee',
      'just sat',
      'sitting',
      'still',
      'working from',
      'now',
      'tonight',
      'for 2 weeks',
      'until Friday',
      'back on Monday',
      'Mon',
      'thurs',
      'Sunday',
      'to',
      'till',
      'until',
      '–',
      'in a fortnight',
      'in 3 days',
      'five more nights of',
      'day 4 in',
      'spending the whole summer',
      'see you all in',
      'over the long weekend',
      "'til the 5th",
      'home again on',
      'the Maldives',
      'holiday',
      ' rn',
      ' at 7pm',
      '. ',
      '\n',
      ' ',
      ', ',
      '_',
      '-',
      '42',
    ];
    const next = seededRandom(20261128);
    const texts = Array.from({ length: 3000 }, () =>
      Array.from(
        { length: 2 + Math.floor(next() * 10) },
        () => pieces[Math.floor(next() * pieces.length)],
      ).join(''),
    );
    let found = 0;
    for (const text of texts) {
      const withAnchors = detectByCategory(text);
      expect([text, detectByCategory(text, false)]).toEqual([text, withAnchors]);
      found += withAnchors.filter(
        (s) => s.label === 'AWAY_FROM_HOME' || s.label === 'LIVE_LOCATION',
      ).length;
    }
    // The texts reach the rules' matches, not only their misses.
    expect(found).toBeGreaterThan(150);
    // Each rule on its own (another rule's anchor in the same text must not hide a missing
    // one): every topic match holds one of its rule's anchors (or a doctor's word) as a whole
    // run of letters and digits of the lowercased text.
    const checked = CATEGORY_RULES.map(() => 0);
    for (const text of [...texts, ...ANCHOR_CHECK_POSTS]) {
      if (FOLDS_TO_ASCII.test(text)) continue;
      const runs = [...text.toLowerCase().matchAll(/[\p{L}\d]+/gu)];
      CATEGORY_RULES.forEach((rule, i) => {
        if (!rule.anchors) return;
        for (const hit of matchesOf(text, rule.topic)) {
          const end = hit.index + hit[0].length;
          const words = runs.filter(
            (run) => run.index < end && run.index + run[0].length > hit.index,
          );
          expect([
            text,
            hit[0],
            words.some(
              (run) => rule.anchors?.has(run[0]) || (DOCTOR_RULES & (1 << i) && doctorWord(run[0])),
            ),
          ]).toEqual([text, hit[0], true]);
          checked[i] = (checked[i] ?? 0) + 1;
        }
      });
    }
    expect(checked.slice(0, 3).every((count) => count > 20)).toBe(true);
  });

  it('reads the same anchor words in one pass as the word patterns do', () => {
    const { cuesByWord } = anchoredPhrases(CONTEXT_RULES);
    // Words of letters beyond ASCII, digits, doctors, astral letters, emoji and lone surrogates
    // around and inside anchor words.
    const odd = [
      'née Smith',
      'café trip',
      'naïve at my gp',
      'the rheumatologist says',
      'psychiatrists',
      'x\uD835\uDC00trip',
      'trip\uD83D\uDE00now',
      'in\uD800 rent',
      'ŵife at 3pm',
      'Σchool run 42nd',
    ];
    const texts = [...ANCHOR_CHECK_POSTS, ...odd, ANCHOR_CHECK_POSTS.join('\n')];
    let hits = 0;
    for (const text of texts) {
      if (FOLDS_TO_ASCII.test(text)) continue;
      const lower = text.toLowerCase();
      const words = anchorWords(lower);
      expect([text, words.hits]).toEqual([text, cueHits(lower, cuesByWord)]);
      expect([text, words.rules]).toEqual([text, anchoredRules(text, lowercaseWords(text))]);
      hits += words.hits.length;
    }
    expect(hits).toBeGreaterThan(1000);
  });

  it('gives every cue its anchor words, or an empty entry', () => {
    for (const rule of CONTEXT_RULES) {
      expect(rule.cueAnchors?.length, rule.label).toBe(rule.cues.length);
      for (const words of rule.cueAnchors ?? []) expect(words).toMatch(/^(?:[a-z0-9]+(?: |$))*$/);
      if (rule.cueNeedsDigit) expect(rule.cueNeedsDigit.length, rule.label).toBe(rule.cues.length);
    }
  });

  it('finds a digit in every match of a cue said to need one', () => {
    let matches = 0;
    for (const rule of CONTEXT_RULES) {
      rule.cues.forEach((cue, k) => {
        if (!rule.cueNeedsDigit?.[k]) return;
        for (const text of ANCHOR_CHECK_POSTS) {
          for (const { text: sentence } of sentencesOf(text).sentences) {
            const hit = cue.exec(sentence);
            if (!hit) continue;
            matches++;
            expect(hit[0]).toMatch(/\d/);
          }
        }
      });
    }
    expect(matches).toBeGreaterThan(20);
  });

  it('scans with each cue on its own exactly as with the joined cues', () => {
    const cues = CONTEXT_RULES.flatMap((rule) => rule.cues);
    for (const text of [...ANCHOR_CHECK_POSTS, CONTEXT_POSTS.map(([post]) => post).join('\n')]) {
      const split = sentencesOf(text);
      expect(touchedByEach(split, cues)).toEqual(touchedSentences(split, cues));
    }
  });
});

/** The suite's posts as written, in lower and in upper case, and with characters that case
 * folding reads as ASCII letters (the Kelvin sign, the long s, a dotted capital I). */
const ANCHOR_CHECK_POSTS = [
  ...CONTEXT_POSTS,
  ...CONTEXT_POSTS_TUNING3,
  ...CONTEXT_POSTS_TUNING4,
].flatMap(([text]) => [
  text,
  text.toLowerCase(),
  text.toUpperCase(),
  text.replace(/k/g, '\u212A').replace(/s/g, '\u017F').replace(/i/g, '\u0130'),
]);
