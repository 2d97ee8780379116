// Text-level quirks of exports: Meta mojibake, LinkedIn encodings and CSV layouts, timestamp shapes.
import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv.ts';
import { decodeText, fixMojibake } from './text.ts';
import { parseTime } from './time.ts';

describe("Meta's mojibake", () => {
  it('turns UTF-8 bytes written as \\u00XX escapes back into the text', () => {
    expect(fixMojibake(JSON.parse('"Obchodn\\u00c3\\u00a1 62"'))).toBe('Obchodná 62');
    expect(fixMojibake(JSON.parse('"\\u00f0\\u009f\\u0091\\u008d"'))).toBe('👍');
  });

  it('leaves real Latin-1 text and text with characters above U+00FF unchanged', () => {
    expect(fixMojibake('café')).toBe('café'); // "é" alone is not valid UTF-8
    expect(fixMojibake('Ã¡ and 日本')).toBe('Ã¡ and 日本');
  });
});

describe('encodings and CSV layouts of LinkedIn files', () => {
  it('decodes UTF-16LE with a BOM and splits TAB-separated quoted fields', () => {
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(
        new Uint16Array([...'"A"\t"B"\n"1"\t"2"'].map((c) => c.charCodeAt(0))).buffer,
      ),
    ]);
    const table = parseCsv(decodeText(utf16));
    expect(table.rows).toEqual([{ A: '1', B: '2' }]);
  });

  it('skips a Notes: preamble and keeps duplicate column names apart', () => {
    const text = 'Notes:\n"Some text, with commas"\n\nName,Schools,Schools\nAlex,One,Two\n,,\n';
    const table = parseCsv(text, (cells) => cells.length > 1 && cells[0] !== 'Notes:');
    expect(table.rows).toEqual([{ Name: 'Alex', Schools: 'One', 'Schools 2': 'Two' }]);
  });
});

describe('timestamps in every shape exports use', () => {
  it.each([
    ['1437263846012', '2015-07-18T23:57:26.012Z'],
    [1507661694, '2017-10-10T18:54:54.000Z'],
    ['2026-03-06T12:43:58.000Z', '2026-03-06T12:43:58.000Z'],
    ['2024-07-01T10:00:00+02:00', '2024-07-01T08:00:00.000Z'],
    ['Fri Mar 06 13:02:05 +0000 2026', '2026-03-06T13:02:05.000Z'],
    ['2022-05-01 10:00:00', '2022-05-01T10:00:00.000Z'],
    ['6/19/15, 10:16 AM', '2015-06-19T10:16:00.000Z'],
    ['7/27/18, 4:00 PM', '2018-07-27T16:00:00.000Z'],
    ['2018/08/18 17:16:55 UTC', '2018-08-18T17:16:55.000Z'],
    ['Mon Mar 28 14:17:11 UTC 2022', '2022-03-28T14:17:11.000Z'],
    ['2024:05:02 22:47:28', '2024-05-02T22:47:28.000Z'],
    ['04 Jul 2023', '2023-07-04T00:00:00.000Z'],
    ['Jun 2018', '2018-06-01T00:00:00.000Z'],
    ['Thursday, January 1, 2015 at 12:05pm EDT', '2015-01-01T16:05:00.000Z'],
    ['Saturday, December 2, 2017 at 8:05pm PST', '2017-12-03T04:05:00.000Z'],
    ['Mar 17, 2023, 3:39:15\u202fPM PDT', '2023-03-17T22:39:15.000Z'],
    ['Apr 14, 2022, 4:15:30 PM XYZT', '2022-04-14T16:15:30.000Z'],
    ['Wednesday, June 18, 2014 at 5:07am UTC+03', '2014-06-18T02:07:00.000Z'],
    ['Sunday, March 9, 2014 at 4:32am UTC-05:30', '2014-03-09T10:02:00.000Z'],
  ])('%s', (input, expected) => {
    expect(parseTime(input)).toBe(expected);
  });

  it('returns null for values that are not times rather than guessing', () => {
    expect(parseTime('N/A')).toBeNull();
    expect(parseTime('1')).toBeNull();
    expect(parseTime(0)).toBeNull();
  });
});
