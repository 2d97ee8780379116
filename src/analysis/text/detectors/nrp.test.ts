import { describe, expect, it } from 'vitest';
import { checkText } from '../checkText.ts';
import { detectNrp } from './nrp.ts';

/** The NRP values found, each with the kind the warning names. */
const found = (text: string) =>
  detectNrp(text).map((s) => `${text.slice(s.start, s.end)}:${s.detail ?? ''}`);

describe('NRP: nationality, religion and politics said of a person', () => {
  it.each([
    ['As a practising Muslim, I find this offensive.', 'Muslim:religion'],
    ["I'm a registered Democrat and I still disagree.", 'Democrat:politics'],
    ['Proud Nigerian living in Leeds, come say hi', 'Nigerian:nationality'],
    ['My Catholic faith got me through it', 'Catholic:religion'],
    ['We Labour voters deserve better', 'Labour:politics'],
    ['I voted Tory in 2019 and I regret it', 'Tory:politics'],
    ['Always voted Labour, never again', 'Labour:politics'],
    ['I am of Nigerian descent', 'Nigerian:nationality'],
    ['My husband is Jewish and we celebrate both', 'Jewish:religion'],
    ['I converted to Islam last year', 'Islam:religion'],
    ['Born and raised Catholic.', 'Catholic:religion'],
    ['Lifelong Democrat here.', 'Democrat:politics'],
    ["I'm proud to be Welsh", 'Welsh:nationality'],
    ['Got my Irish passport today!!', 'Irish:nationality'],
    ['she is a devout Hindu', 'Hindu:religion'],
    ['We Brits love a queue', 'Brits:nationality'],
    ['my fellow Americans', 'Americans:nationality'],
    ['im a proud brit', 'brit:nationality'],
  ])('flags %j', (text, expected) => {
    expect(found(text)).toEqual([expected]);
  });

  it('marks the group word with its plural, as the Presidio corpus does', () => {
    expect(found('We are proud saudis')).toEqual(['saudis:nationality']);
    expect(found('We are proud englishmans')).toEqual(['englishmans:nationality']);
  });

  it('keeps a multi-word name or a hyphenated origin as one value', () => {
    expect(found("I'm a Puerto Rican woman in tech")).toEqual(['Puerto Rican:nationality']);
    expect(found("I've always been a Lib Dem voter")).toEqual(['Lib Dem:politics']);
    expect(found("I'm a proud Irish-American")).toEqual(['Irish-American:nationality']);
    expect(found('as an ex-Muslim I have to say')).toEqual(['ex-Muslim:religion']);
  });

  it('finds every group in a list said of the writer', () => {
    expect(found("I'm half Polish half Irish")).toEqual([
      'Polish:nationality',
      'Irish:nationality',
    ]);
    expect(found('I was raised Catholic but I am an atheist now')).toEqual([
      'Catholic:religion',
      'atheist:religion',
    ]);
  });

  it('counts ordinary words like "green" or "independent" only with a political cue', () => {
    expect(found('Just joined the Green Party!')).toEqual(['Green Party:politics']);
    expect(found("I'm a registered independent")).toEqual(['independent:politics']);
    expect(found("I'm independent and I pay my own bills")).toEqual([]);
    expect(found('Im so green with envy')).toEqual([]);
  });

  it.each([
    'Nothing beats fresh French bread in the morning',
    'The Catholic Church announced a new cardinal today',
    'On 2007-01-17, the Spanish government formally began the process',
    'It serves great Spanish food.',
    'Persint is an German multinational investment bank',
    'The Japanese Border Force have detained top-flight traffickers',
    "I'm an English teacher at a local school",
    "I'm learning Spanish on the app",
    "We're going Dutch on dinner tonight",
    "I'm in labour!! baby is coming",
    "I'm agnostic about frameworks, use whatever works",
    "I'm liberal with the hot sauce",
    "Hi, I'm Christian and I'll be your host tonight",
    "If I were American I'd vote differently",
    'Millions voted Labour in 1997',
    "It's as American as apple pie",
    'Are you Catholic?',
    'The restaurant is Italian and very good',
    'Our Italian holiday was amazing',
    'My Chinese homework is killing me',
    'Such as a Catholic school would do',
    'The proud Scottish tradition of ceilidh',
    'He is a German shepherd',
  ])('leaves %j alone: the group is not said of a person', (text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('NRP warnings and redaction', () => {
  it('names the religion in the warning and replaces it in the redacted copy', () => {
    const result = checkText('As a practising Muslim, I find this offensive.');
    expect(result.warnings).toHaveLength(1);
    expect(result.warnings[0]).toMatchObject({
      type: 'personal',
      severity: 'medium',
      labels: ['NRP'],
      source: 'text',
    });
    expect(result.warnings[0]?.text).toMatch(/^Religion revealed: “Muslim”/);
    expect(result.redacted).toBe('As a practising [RELIGION], I find this offensive.');
  });

  it('gives nationality a low severity and each value its own placeholder', () => {
    const nationality = checkText('Proud Nigerian living here, come say hi');
    expect(nationality.warnings[0]).toMatchObject({ severity: 'low', labels: ['NRP'] });
    const mixed = checkText("I'm a proud Irish Catholic and I voted Labour");
    expect(mixed.redacted).toBe("I'm a proud [NATIONALITY] [RELIGION] and I voted [POLITICS]");
    // Several kinds in one post: one warning that names them all.
    const warnings = mixed.warnings.filter((w) => w.labels.includes('NRP'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]?.text).toContain('“Irish”, “Catholic”, “Labour”');
  });

  it('reads a group word as the group, not as a name, where both detectors claim it', () => {
    const result = checkText('We Brits love a queue');
    expect(result.spans.map((s) => s.label)).toEqual(['NRP']);
    expect(result.redacted).toBe('We [NATIONALITY] love a queue');
  });
});
