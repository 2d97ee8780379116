// Per-user cache of REST table reads (GET/HEAD responses), so a dashboard polling its latest scan
// does not cost a database round trip per request. Invariants a change must keep:
// - an entry is found only under the user id it was read for (every key starts with it), so one
//   user's rows are never served to another;
// - after invalidate(user, table) returns, no response read before it is served or stored for that
//   user and table: reads carry a ticket taken before they query, and a fill whose ticket is older
//   than the latest invalidation of its user and table is refused (the read raced a write);
// - bounded: at most `maxEntries` responses and `maxBytes` of bodies (least recently used go
//   first), each at most `ttlMs` old, the safety net when a cross-instance notification is lost;
//   one user keeps at most READS_PER_USER_TABLE_MAX responses per table, so a user sending many
//   distinct queries pushes out their own reads, not everyone else's.
//   Each entry lives a random 75–100 % of `ttlMs`, so reads filled together (a burst of sign-ins,
//   a restart) do not all expire, and go to the database, in the same instant.
// The cache knows nothing of SQL or HTTP; routes.ts decides what is cached and when to invalidate.

export interface ReadCacheLimits {
  /** Most responses kept; 0 turns the cache off. */
  maxEntries: number;
  /** Most body characters kept over all responses; a larger single body is never cached. */
  maxBytes: number;
  /** Age after which a response is read again from the database, in milliseconds. */
  ttlMs: number;
}

export interface CachedRead {
  status: number;
  headers: Record<string, string>;
  body: string | null;
  contentType: string;
}

interface Entry {
  group: string;
  read: CachedRead;
  size: number;
  expiresAtMs: number;
}

/** Most cached responses of one user for one table (a dashboard uses a handful of queries). */
export const READS_PER_USER_TABLE_MAX = 64;
/** Shortest life of an entry as a share of the TTL; the rest of the TTL is spread at random. */
const TTL_MIN_SHARE = 0.75;
/** Fixed cost counted per entry besides its body: key, headers and bookkeeping, in bytes. */
const ENTRY_OVERHEAD_BYTES = 256;
const SEPARATOR = '\u0000';

export interface ReadCacheStats {
  hits: number;
  misses: number;
  /** Fills refused because a write to the same rows landed while the read was running. */
  refusedFills: number;
  entries: number;
  bytes: number;
}

export class ReadCache {
  private readonly limits: ReadCacheLimits;
  private readonly now: () => number;
  /** Full key → entry, least recently used first (Map keeps insertion order). */
  private readonly entries = new Map<string, Entry>();
  /** user+table → full keys of its entries, so a write drops exactly its user's reads. */
  private readonly groups = new Map<string, Set<string>>();
  /** user+table → tick of its latest invalidation, oldest first; bounded like the entries. */
  private readonly invalidatedAt = new Map<string, number>();
  /** Tick below which every group counts as invalidated (after clear() or forgetting a group). */
  private floor = 0;
  private tick = 0;
  private bytes = 0;
  private readonly counters = { hits: 0, misses: 0, refusedFills: 0 };

  private readonly random: () => number;

  constructor(
    limits: ReadCacheLimits,
    now: () => number = Date.now,
    random: () => number = Math.random,
  ) {
    this.limits = limits;
    this.now = now;
    this.random = random;
  }

  get enabled(): boolean {
    return this.limits.maxEntries > 0 && this.limits.ttlMs > 0;
  }

  /** The cached response of `user` for `query` on `table`, or null. */
  get(userId: string, table: string, query: string): CachedRead | null {
    const key = userId + SEPARATOR + table + SEPARATOR + query;
    const entry = this.entries.get(key);
    if (!entry) {
      this.counters.misses += 1;
      return null;
    }
    if (entry.expiresAtMs <= this.now()) {
      this.remove(key, entry);
      this.counters.misses += 1;
      return null;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.counters.hits += 1;
    return entry.read;
  }

  /** Taken before a read queries the database; store() needs it to detect a racing write. */
  ticket(): number {
    this.tick += 1;
    return this.tick;
  }

  /** Keeps a read unless a write to the same user's table was seen since its ticket. */
  store(ticket: number, userId: string, table: string, query: string, read: CachedRead): boolean {
    if (!this.enabled) return false;
    const group = userId + SEPARATOR + table;
    if ((this.invalidatedAt.get(group) ?? this.floor) >= ticket) {
      this.counters.refusedFills += 1;
      return false;
    }
    const size = (read.body?.length ?? 0) + ENTRY_OVERHEAD_BYTES;
    if (size > this.limits.maxBytes) return false;
    const key = group + SEPARATOR + query;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    const lifeMs = this.limits.ttlMs * (TTL_MIN_SHARE + (1 - TTL_MIN_SHARE) * this.random());
    this.entries.set(key, { group, read, size, expiresAtMs: this.now() + lifeMs });
    this.bytes += size;
    let keys = this.groups.get(group);
    if (!keys) {
      keys = new Set();
      this.groups.set(group, keys);
    }
    if (keys.size >= READS_PER_USER_TABLE_MAX) {
      // The group's oldest stored read makes room (a Set keeps insertion order).
      const oldestKey = keys.values().next().value!;
      this.remove(oldestKey, this.entries.get(oldestKey)!);
      this.groups.set(group, keys); // remove() forgets a group it empties
    }
    keys.add(key);
    while (this.entries.size > this.limits.maxEntries || this.bytes > this.limits.maxBytes) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.remove(oldestKey, oldest);
    }
    return true;
  }

  /** Drops every read of `user` on `table` and refuses fills of reads that started before. */
  invalidate(userId: string, table: string): void {
    const group = userId + SEPARATOR + table;
    this.tick += 1;
    this.invalidatedAt.delete(group);
    this.invalidatedAt.set(group, this.tick);
    // Forgetting the oldest invalidation raises the floor to it, so no racing fill slips through.
    while (this.invalidatedAt.size > Math.max(this.limits.maxEntries, 1)) {
      const [oldestGroup, at] = this.invalidatedAt.entries().next().value!;
      this.invalidatedAt.delete(oldestGroup);
      this.floor = Math.max(this.floor, at);
    }
    const keys = this.groups.get(group);
    if (!keys) return;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (entry) this.remove(key, entry);
    }
  }

  /** Drops everything (a change of unknown scope, e.g. the SQL endpoint or a lost notification). */
  clear(): void {
    this.tick += 1;
    this.floor = this.tick;
    this.entries.clear();
    this.groups.clear();
    this.invalidatedAt.clear();
    this.bytes = 0;
  }

  stats(): ReadCacheStats {
    return { ...this.counters, entries: this.entries.size, bytes: this.bytes };
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
    const keys = this.groups.get(entry.group);
    if (keys) {
      keys.delete(key);
      if (keys.size === 0) this.groups.delete(entry.group);
    }
  }
}
