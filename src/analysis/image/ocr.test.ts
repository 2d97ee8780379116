import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeWithSharp } from './node/nodeEnvironment.ts';
import {
  encodePpm,
  findTextRisks,
  looksLikeDocument,
  looksLikeLanguage,
  type OcrWord,
} from './ocr.ts';
import { corporaDir } from './testing/corpora.ts';

const word = (text: string, x: number, line: number): OcrWord => ({
  text,
  confidence: 90,
  box: { x, y: line * 40, width: text.length * 10, height: 30 },
  line,
});

describe('words that look like language', () => {
  const read = (text: string, confidence: number, height = 30): OcrWord => ({
    text,
    confidence,
    box: { x: 0, y: 0, width: 40, height },
    line: 0,
  });

  it('drops texture read as words, and words too small to read', () => {
    expect(looksLikeLanguage(read('Ey', 62))).toBe(false);
    expect(looksLikeLanguage(read('Kyo', 48))).toBe(false);
    expect(looksLikeLanguage(read('Lg', 80))).toBe(false);
    expect(looksLikeLanguage(read('~~', 90))).toBe(false);
    expect(looksLikeLanguage(read('Street', 90, 5))).toBe(false);
  });

  it('keeps dictionary words, numbers, codes and surely read names', () => {
    expect(looksLikeLanguage(read('Call', 40))).toBe(true);
    expect(looksLikeLanguage(read('0207', 35))).toBe(true);
    expect(looksLikeLanguage(read('jo@example.com', 40))).toBe(true);
    expect(looksLikeLanguage(read('X7K9QP', 40))).toBe(true);
    expect(looksLikeLanguage(read('Okafor,', 88))).toBe(true);
  });

  it('lets only those words reach the text engine, joined in lines', async () => {
    const words = [read('Kyo', 45), read('Call', 90), read('0207', 90), read('Ey', 50)];
    const { text } = await findTextRisks(words, () => ({ spans: [], warnings: [] }));
    expect(text).toBe('Call 0207');
  });
});

describe('text found in an image', () => {
  it('maps a flagged span back to the boxes of its words, one box per line', async () => {
    const words = [
      word('Call', 0, 0),
      word('Jane', 50, 0),
      word('on', 100, 0),
      word('0207', 130, 0),
      word('946', 0, 1),
      word('0958', 40, 1),
    ];
    const { found, text } = await findTextRisks(words, (t) => {
      const start = t.indexOf('0207');
      return { spans: [{ start, end: t.length, label: 'PHONE', confidence: 0.9 }], warnings: [] };
    });
    expect(text).toBe('Call Jane on 0207\n946 0958');
    expect(found).toEqual([
      {
        text: '0207',
        label: 'PHONE',
        confidence: 0.9,
        box: { x: 130, y: 0, width: 40, height: 30 },
      },
      {
        text: '946 0958',
        label: 'PHONE',
        confidence: 0.9,
        box: { x: 0, y: 40, width: 80, height: 30 },
      },
    ]);
  });

  it('ties each text-engine warning to the boxes of the spans it names', async () => {
    const words = [word('Jane', 0, 0), word('Doe', 50, 0), word('07700900123', 0, 1)];
    const person = { start: 0, end: 8, label: 'PERSON' as const, confidence: 0.8 };
    const phone = { start: 9, end: 20, label: 'PHONE' as const, confidence: 0.95 };
    const { found, warnings } = await findTextRisks(words, () => ({
      spans: [person, phone],
      warnings: [
        {
          type: 'personal',
          severity: 'high',
          text: 'A phone number.',
          suggestion: 'Hide it.',
          spans: [phone],
        },
        {
          type: 'identity',
          severity: 'medium',
          text: 'A name.',
          suggestion: 'Hide it.',
          spans: [person],
        },
      ],
    }));
    expect(found.map((f) => f.text)).toEqual(['Jane Doe', '07700900123']);
    expect(warnings.map((w) => [w.text, w.found])).toEqual([
      ['A phone number.', [1]],
      ['A name.', [0]],
    ]);
  });

  it('reads span offsets as code points, as the text engine counts them', async () => {
    const words = [word('𝐇𝐢', 0, 0), word('Jane', 40, 0)];
    const { found } = await findTextRisks(words, () => ({
      spans: [{ start: 3, end: 7, label: 'PERSON', confidence: 0.8 }], // "Jane" after 2 astral chars + space
      warnings: [],
    }));
    expect(found.map((f) => f.text)).toEqual(['Jane']);
  });

  it('writes pixels as a binary PPM that Tesseract reads without a decoder', () => {
    const ppm = encodePpm({
      width: 2,
      height: 1,
      data: Uint8ClampedArray.from([1, 2, 3, 255, 4, 5, 6, 255]),
    });
    expect(new TextDecoder().decode(ppm.subarray(0, 11))).toBe('P6\n2 1\n255\n');
    expect([...ppm.subarray(11)]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});

describe('choosing how Tesseract lays out the page', () => {
  const corpusImage = (file: string) =>
    decodeWithSharp(new Uint8Array(fs.readFileSync(path.join(corporaDir()!, 'images', file))));

  it('reads a screenshot or a page of text as one document', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800"><rect width="600" height="800" fill="#fafafa"/>' +
        '<text x="40" y="100" font-size="30">Order 1234</text><text x="40" y="160" font-size="30">Total 12.50</text></svg>',
    );
    expect(looksLikeDocument(await decodeWithSharp(await sharp(svg).png().toBuffer()))).toBe(true);
  });

  // Four full-size photos decoded: about a second alone, over five on a busy machine, so the
  // test has the image suites' time limit rather than the default.
  it.skipIf(!corporaDir())(
    'treats receipts as documents and group photos as photos',
    { timeout: 60_000 },
    async () => {
      expect(looksLikeDocument(await corpusImage('sroie-receipts/000.jpg'))).toBe(true);
      expect(looksLikeDocument(await corpusImage('sroie-receipts/300.jpg'))).toBe(true);
      expect(looksLikeDocument(await corpusImage('dlib-faces/2008_001322.jpg'))).toBe(false);
      expect(looksLikeDocument(await corpusImage('dlib-faces/2007_007763.jpg'))).toBe(false);
    },
  );
});
