import { describe, expect, it } from 'vitest';
import { isContextLabel } from './resolve.ts';
import { checkText } from './checkText.ts';

const labelsOf = (text: string) => checkText(text).spans.map((s) => s.label);
const valueOf = (text: string, label: string) => {
  const span = checkText(text).spans.find((s) => s.label === label);
  return span ? Array.from(text).slice(span.start, span.end).join('') : null;
};

describe('structured identifiers', () => {
  it('accepts a card number only when it passes the Luhn check', () => {
    expect(valueOf('my card 4111 1111 1111 1111 expires soon', 'CREDIT_CARD')).toBe(
      '4111 1111 1111 1111',
    );
    expect(labelsOf('my card 4111 1111 1111 1112 expires soon')).not.toContain('CREDIT_CARD');
  });

  it('accepts an IBAN only when mod 97 holds', () => {
    expect(valueOf('pay to GB82 WEST 1234 5698 7654 32 please', 'IBAN')).toBe(
      'GB82 WEST 1234 5698 7654 32',
    );
    expect(labelsOf('pay to GB83 WEST 1234 5698 7654 32 please')).not.toContain('IBAN');
  });

  it('finds phone numbers in several countries but not dates or IPs', () => {
    expect(valueOf('call me on +44 20 7946 0958 tonight', 'PHONE')).toBe('+44 20 7946 0958');
    expect(valueOf('text me at (415) 555-2671', 'PHONE')).toBe('(415) 555-2671');
    expect(labelsOf('see you on 12/05/2024 at 10.0.0.1')).not.toContain('PHONE');
  });

  it('does not take a date-time, a building number or a postcode for a phone number', () => {
    expect(labelsOf('Date: 2000-04-16 11:34:35')).not.toContain('PHONE');
    expect(labelsOf('send it to 99449 18 McPherson Road')).not.toContain('PHONE');
    expect(labelsOf('ZIP: 75534-030')).not.toContain('PHONE');
  });

  it('splits a letter-style address block into its parts', () => {
    const text = 'Sara Schwarz\n28245 Puruntie 82\nApt. 595\nLAPPEENRANTA\nFinland 53650';
    const parts = checkText(text).spans.map((s) => [text.slice(s.start, s.end), s.label]);
    expect(parts).toEqual(
      expect.arrayContaining([
        ['Puruntie 82', 'ADDRESS'],
        ['Apt. 595', 'ADDRESS'],
        ['LAPPEENRANTA', 'LOCATION'],
        ['53650', 'POSTAL_CODE'],
      ]),
    );
  });

  it('joins the parts of an inline address that goes on with its town', () => {
    const text = 'The parcel arrived at 2035 Gewerbepark 45 Apt. 815, Brú, Iceland 82407';
    expect(valueOf(text, 'ADDRESS')).toBe('2035 Gewerbepark 45 Apt. 815, Brú, Iceland 82407');
  });

  it('keeps an address quoted in a sentence as one value over its lines', () => {
    const text = 'Our office is at 12 Oak Road\nLeeds\nLS1 4AB. Come by!';
    expect(valueOf(text, 'ADDRESS')).toBe('12 Oak Road\nLeeds\nLS1 4AB');
  });

  it('rejects SSNs from never-issued ranges', () => {
    expect(labelsOf('SSN 123-45-6789')).toContain('ID_NUMBER');
    expect(labelsOf('SSN 666-45-6789')).not.toContain('ID_NUMBER');
  });

  it('finds coordinates in decimal and degree formats, range-checked', () => {
    expect(labelsOf('we are at 51.50072, -0.12462')).toContain('COORDINATES');
    expect(labelsOf('meet at 40°26\'46"N 79°58\'56"W')).toContain('COORDINATES');
    expect(labelsOf('scores were 95.123, 300.456')).not.toContain('COORDINATES');
  });

  it('marks a date near a birthday cue as a date of birth', () => {
    expect(labelsOf('I was born on 14/02/1990 in Leeds')).toContain('DATE_OF_BIRTH');
  });

  it('finds credentials, API keys and one-time codes', () => {
    expect(valueOf('wifi password is sunflower42 btw', 'CREDENTIAL')).toBe('sunflower42');
    expect(labelsOf('key AKIAIOSFODNN7EXAMPLE leaked')).toContain('CREDENTIAL');
    expect(valueOf('your verification code is 482913', 'CREDENTIAL')).toBe('482913');
  });

  it('finds handles but not the domain of an e-mail address', () => {
    expect(labelsOf('thanks @jane_doe!')).toContain('USERNAME');
    expect(labelsOf('write to jane@example.com')).toEqual(['EMAIL']);
  });
});

describe('names', () => {
  it('keeps a surname after a known first name, in title case or in lower case', () => {
    expect(valueOf("You don't go Jessica Simpson when you've got Rihanna", 'PERSON')).toBe(
      'Jessica Simpson',
    );
    expect(valueOf('proof that Travis scott sold his soul', 'PERSON')).toBe('Travis scott');
    expect(valueOf('does number 11 look like ian connor ?', 'PERSON')).toBe('ian connor');
  });

  it('reads a name at the start of a post when the person does something', () => {
    expect(valueOf('Glenda is related to Ayanda', 'PERSON')).toBe('Glenda');
    expect(labelsOf('Thanks Jessica Great job today')).toContain('PERSON');
    expect(valueOf('Thanks Jessica Great job today', 'PERSON')).toBe('Jessica');
  });

  it('finds the name on the first line of a signature block', () => {
    const text = 'Karin M. Beike\nLeasing Consultant\nFritz-Armstrong\n3037 ul. Północna 73';
    expect(valueOf(text, 'PERSON')).toBe('Karin M. Beike');
  });

  it('finds a surname given after a name question', () => {
    expect(valueOf("What's your last name? Magnusson", 'PERSON')).toBe('Magnusson');
  });

  it('does not read ordinary lower-case words as names', () => {
    expect(labelsOf('will you bring the cake tomorrow? i said so')).not.toContain('PERSON');
  });
});

describe('warnings and redaction', () => {
  it('merges overlapping detections into one warning and keeps the confidence', () => {
    const result = checkText("I'm at Blue Bottle Coffee right now, come say hi");
    const live = result.warnings.filter((w) => w.labels.includes('LIVE_LOCATION'));
    expect(live).toHaveLength(1);
    expect(live[0]).toMatchObject({ type: 'location', severity: 'high', source: 'text' });
    expect(live[0]?.confidence).toBeGreaterThan(0);
    expect(live[0]?.suggestion).toMatch(/after you have left/);
  });

  it('names what was found in the risk text and replaces it in the redacted copy', () => {
    const result = checkText('Call me on 415-555-2671 or mail jane@example.com');
    expect(result.warnings.map((w) => w.text).join(' ')).toContain('415-555-2671');
    expect(result.redacted).toBe('Call me on [PHONE] or mail [EMAIL]');
  });

  it('returns nothing for a harmless post', () => {
    expect(checkText('What a lovely sunny afternoon for a walk').warnings).toEqual([]);
  });
});

describe('bad input', () => {
  it('handles empty, whitespace and non-string input', () => {
    expect(checkText('')).toEqual({ spans: [], warnings: [], redacted: '', changes: [] });
    expect(checkText('   \n ').warnings).toEqual([]);
    expect(checkText(undefined as unknown as string).warnings).toEqual([]);
  });

  it('handles binary garbage, mixed scripts and emoji without losing offsets', () => {
    let garbage = '';
    for (let i = 0; i < 5000; i++) garbage += String.fromCharCode((i * 7919) % 65536);
    expect(() => checkText(garbage)).not.toThrow();
    const mixed = '👩‍👩‍👧 Привет 你好 مرحبا — mail ana@example.org 🎉';
    const email = checkText(mixed).spans.find((s) => s.label === 'EMAIL');
    expect(Array.from(mixed).slice(email?.start, email?.end).join('')).toBe('ana@example.org');
  });

  it('handles a megabyte of text', () => {
    const big = 'Off to Rome tomorrow, call 415-555-2671. '.repeat(25_000);
    const result = checkText(big);
    expect(result.redacted.length).toBeGreaterThan(0);
    expect(result.spans.filter((s) => s.label === 'PHONE')).toHaveLength(25_000);
    // Speed is measured by `npm run bench:text`; this only proves a 1 MB paste completes whole.
  }, 60_000);
});

describe('values typed by their cue', () => {
  function found(text: string): Array<[string, string]> {
    return checkText(text)
      .spans.filter((s) => !isContextLabel(s.label))
      .map((s) => [text.slice(s.start, s.end), s.label]);
  }

  it('reads a licence number after its cue as an id number, not a phone number', () => {
    expect(found('driver licence number: 4410 2281 93')).toEqual([['4410 2281 93', 'ID_NUMBER']]);
  });

  it('reads "my zip code is N" as a postcode, not a one-time code', () => {
    expect(found('my zip code is 90210')).toEqual([['90210', 'POSTAL_CODE']]);
    expect(found('your verification code is 482913')).toEqual([['482913', 'CREDENTIAL']]);
  });

  it('keeps both the web address and the password written into it', () => {
    expect(found('login at https://bob:hunter2@example.com/admin today')).toEqual([
      ['https://bob', 'URL'],
      ['hunter2', 'CREDENTIAL'],
      ['@example.com/admin', 'URL'],
    ]);
  });

  it('reads a street corner as an address', () => {
    expect(found('Parcel left at the corner of Maple Avenue and 5th Street')).toEqual([
      ['Maple Avenue and 5th Street', 'ADDRESS'],
    ]);
    const [address] = found('We live on the corner of Maple Avenue and 5th Street');
    expect(address?.[1]).toBe('ADDRESS');
    expect(address?.[0]).toContain('Maple Avenue and 5th Street');
  });
});
