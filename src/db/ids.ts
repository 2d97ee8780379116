// Ids minted on the device (DESIGN.md §3), so a retried create is an idempotent upsert.
// Invariant: ids are unique without asking the server; scan ids keep the spec's `scan_` prefix.

/**
 * crypto.randomUUID exists only in secure contexts; the app is also reached over plain http on a
 * home network (HOST=0.0.0.0), where getRandomValues still works.
 */
export function newUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** `scan_<epoch ms>_<random>`: the spec's scan id with a suffix so two scans in 1 ms differ. */
export function newScanId(now: Date): string {
  const random = crypto.getRandomValues(new Uint32Array(2));
  return `scan_${now.getTime()}_${Array.from(random, (n) => n.toString(36)).join('')}`;
}
