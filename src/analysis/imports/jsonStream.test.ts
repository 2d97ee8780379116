// The streaming JSON reader gives exactly JSON.parse's items, whatever the chunking, and fails loudly.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JsonItemStream } from './jsonStream.ts';

function collect(text: string, cuts: number[] = []): [string | null, unknown][] {
  const items: [string | null, unknown][] = [];
  const stream = new JsonItemStream((key, value) => items.push([key, value]));
  const bytes = new TextEncoder().encode(text);
  let at = 0;
  for (const cut of [...cuts.map((c) => c % (bytes.length + 1))].sort((a, b) => a - b)) {
    stream.push(bytes.subarray(at, cut));
    at = cut;
  }
  stream.push(bytes.subarray(at));
  stream.end();
  return items;
}

describe('streaming a large export list item by item', () => {
  it('reads X files after the window.YTD assignment without evaluating them', () => {
    const text =
      'window.YTD.tweets.part0 = [ { "tweet" : { "full_text" : "a ] } [ \\" b" } }, { "tweet" : { } } ]';
    expect(collect(text)).toEqual([
      [null, { tweet: { full_text: 'a ] } [ " b' } }],
      [null, { tweet: {} }],
    ]);
  });

  it('gives the elements of each top-level array member with its key, and other members whole', () => {
    const text = '{"meta": {"v": 1}, "locations": [{"a": 1}, {"a": [2, 3]}], "empty": [], "n": 5}';
    expect(collect(text)).toEqual([
      ['meta', { v: 1 }],
      ['locations', { a: 1 }],
      ['locations', { a: [2, 3] }],
      ['n', 5],
    ]);
  });

  it('gives the same items as JSON.parse however the bytes are split into chunks (seed 7)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.jsonValue({ maxDepth: 3 }), { maxLength: 8 }),
        fc.array(fc.nat(), { maxLength: 12 }),
        (values, cuts) => {
          const text = 'window.YTD.x.part0 = ' + JSON.stringify(values, null, 1);
          const parsed = JSON.parse(JSON.stringify(values)) as unknown[];
          expect(collect(text, cuts).map(([, v]) => v)).toEqual(parsed);
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  it('fails on a file cut short, after the items before the cut', () => {
    const items: unknown[] = [];
    const stream = new JsonItemStream((_k, v) => items.push(v));
    stream.push(new TextEncoder().encode('[{"a":1},{"b":'));
    expect(() => stream.end()).toThrow(/ends before its JSON is complete/);
    expect(items).toEqual([{ a: 1 }]);
  });

  it('fails with a position on invalid JSON inside an item', () => {
    const stream = new JsonItemStream(() => {});
    expect(() => stream.push(new TextEncoder().encode('[{"a": nope}]'))).toThrow(
      /valid JSON .* near byte/,
    );
  });
});
