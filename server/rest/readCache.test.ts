import { describe, expect, it } from 'vitest';
import { READS_PER_USER_TABLE_MAX, ReadCache, type CachedRead } from './readCache.ts';

const LIMITS = { maxEntries: 100, maxBytes: 1_000_000, ttlMs: 10_000 };
const ALICE = '00000000-0000-4000-8000-00000000000a';
const BOB = '00000000-0000-4000-8000-00000000000b';
const QUERY = 'limit=1&order=created_at.desc&select=*';

function read(body: string): CachedRead {
  return { status: 200, headers: { 'Content-Range': '0-0/*' }, body, contentType: 'x' };
}

function fill(cache: ReadCache, user: string, table: string, query: string, body: string) {
  return cache.store(cache.ticket(), user, table, query, read(body));
}

describe('ReadCache', () => {
  it('serves a stored read to the same user and query only', () => {
    const cache = new ReadCache(LIMITS);
    fill(cache, ALICE, 'footprint_scans', QUERY, '[{"id":"alice"}]');
    expect(cache.get(ALICE, 'footprint_scans', QUERY)?.body).toBe('[{"id":"alice"}]');
    expect(cache.get(BOB, 'footprint_scans', QUERY)).toBeNull();
    expect(cache.get(ALICE, 'risk_findings', QUERY)).toBeNull();
    expect(cache.get(ALICE, 'footprint_scans', 'limit=2')).toBeNull();
  });

  it('drops a user’s reads of a table when that table is written, and nobody else’s', () => {
    const cache = new ReadCache(LIMITS);
    fill(cache, ALICE, 'footprint_scans', QUERY, 'a-scans');
    fill(cache, ALICE, 'risk_findings', QUERY, 'a-findings');
    fill(cache, BOB, 'footprint_scans', QUERY, 'b-scans');
    cache.invalidate(ALICE, 'footprint_scans');
    expect(cache.get(ALICE, 'footprint_scans', QUERY)).toBeNull();
    expect(cache.get(ALICE, 'risk_findings', QUERY)?.body).toBe('a-findings');
    expect(cache.get(BOB, 'footprint_scans', QUERY)?.body).toBe('b-scans');
  });

  it('refuses to keep a read that was running while the same rows were written', () => {
    const cache = new ReadCache(LIMITS);
    const ticket = cache.ticket(); // the read starts and queries the old rows
    cache.invalidate(ALICE, 'footprint_scans'); // a write commits meanwhile
    expect(cache.store(ticket, ALICE, 'footprint_scans', QUERY, read('stale'))).toBe(false);
    expect(cache.get(ALICE, 'footprint_scans', QUERY)).toBeNull();
    expect(cache.stats().refusedFills).toBe(1);
    // A write to another user's rows does not stop this one's fill.
    const next = cache.ticket();
    cache.invalidate(BOB, 'footprint_scans');
    expect(cache.store(next, ALICE, 'footprint_scans', QUERY, read('fresh'))).toBe(true);
  });

  it('still refuses a racing fill after the invalidation record was forgotten', () => {
    const cache = new ReadCache({ ...LIMITS, maxEntries: 2 });
    const ticket = cache.ticket();
    cache.invalidate(ALICE, 'footprint_scans');
    // Three more users' writes push Alice's invalidation out of the bounded record.
    for (const user of ['u1', 'u2', 'u3']) cache.invalidate(user, 'footprint_scans');
    expect(cache.store(ticket, ALICE, 'footprint_scans', QUERY, read('stale'))).toBe(false);
  });

  it('refuses fills that started before clear() and drops every entry', () => {
    const cache = new ReadCache(LIMITS);
    fill(cache, ALICE, 'footprint_scans', QUERY, 'a');
    const ticket = cache.ticket();
    cache.clear();
    expect(cache.get(ALICE, 'footprint_scans', QUERY)).toBeNull();
    expect(cache.store(ticket, BOB, 'footprint_scans', QUERY, read('b'))).toBe(false);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });

  it('forgets a read after its time to live', () => {
    let now = 1_000;
    const cache = new ReadCache(
      { ...LIMITS, ttlMs: 500 },
      () => now,
      () => 1,
    );
    fill(cache, ALICE, 'footprint_scans', QUERY, 'a');
    now += 499;
    expect(cache.get(ALICE, 'footprint_scans', QUERY)).not.toBeNull();
    now += 1;
    expect(cache.get(ALICE, 'footprint_scans', QUERY)).toBeNull();
    expect(cache.stats().entries).toBe(0);
  });

  it('spreads expiries over the last quarter of the time to live', () => {
    let now = 0;
    let draw = 0;
    const cache = new ReadCache(
      { ...LIMITS, ttlMs: 1_000 },
      () => now,
      () => draw,
    );
    fill(cache, ALICE, 't', 'soonest', 'a'); // draw 0: lives 750 ms
    draw = 0.5;
    fill(cache, ALICE, 't', 'middle', 'b'); // lives 875 ms
    now = 750;
    expect(cache.get(ALICE, 't', 'soonest')).toBeNull();
    expect(cache.get(ALICE, 't', 'middle')).not.toBeNull();
    now = 875;
    expect(cache.get(ALICE, 't', 'middle')).toBeNull();
  });

  it('evicts the least recently used read when full, by count and by size', () => {
    const cache = new ReadCache({ ...LIMITS, maxEntries: 2 });
    fill(cache, ALICE, 't', 'q1', '1');
    fill(cache, ALICE, 't', 'q2', '2');
    cache.get(ALICE, 't', 'q1'); // q2 is now the least recently used
    fill(cache, ALICE, 't', 'q3', '3');
    expect(cache.get(ALICE, 't', 'q2')).toBeNull();
    expect(cache.get(ALICE, 't', 'q1')?.body).toBe('1');
    expect(cache.get(ALICE, 't', 'q3')?.body).toBe('3');

    const small = new ReadCache({ ...LIMITS, maxBytes: 1_000 });
    fill(small, ALICE, 't', 'q1', 'x'.repeat(400));
    fill(small, ALICE, 't', 'q2', 'y'.repeat(400));
    expect(small.get(ALICE, 't', 'q1')).toBeNull();
    expect(small.stats().bytes).toBeLessThanOrEqual(1_000);
    // A body larger than the whole budget is never kept.
    expect(fill(small, ALICE, 't', 'q3', 'z'.repeat(2_000))).toBe(false);
    expect(small.get(ALICE, 't', 'q2')?.body).toBe('y'.repeat(400));
  });

  it('makes one user’s many distinct queries push out that user’s reads, not others’', () => {
    const cache = new ReadCache(LIMITS);
    fill(cache, BOB, 'footprint_scans', QUERY, 'bob');
    for (let index = 0; index <= READS_PER_USER_TABLE_MAX; index += 1) {
      fill(cache, ALICE, 'footprint_scans', `limit=${index}`, `alice ${index}`);
    }
    expect(cache.get(ALICE, 'footprint_scans', 'limit=0')).toBeNull();
    expect(cache.get(ALICE, 'footprint_scans', 'limit=1')?.body).toBe('alice 1');
    expect(cache.get(BOB, 'footprint_scans', QUERY)?.body).toBe('bob');
    expect(cache.stats().entries).toBe(READS_PER_USER_TABLE_MAX + 1);
  });

  it('keeps nothing when turned off', () => {
    const cache = new ReadCache({ ...LIMITS, maxEntries: 0 });
    expect(cache.enabled).toBe(false);
    expect(fill(cache, ALICE, 't', QUERY, 'a')).toBe(false);
    expect(cache.get(ALICE, 't', QUERY)).toBeNull();
  });
});
