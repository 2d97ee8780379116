// The device's network ledger, live, for Settings → "What left this device": every entry (oldest
// first) and the totals per purpose.
import { useLiveQuery } from 'dexie-react-hooks';
import { readLedger, type LedgerEntry } from '../db/networkLedger.ts';

export interface PurposeTotal {
  purpose: string;
  requests: number;
  bytesSent: number;
}

export function totalsByPurpose(entries: readonly LedgerEntry[]): PurposeTotal[] {
  const totals = new Map<string, PurposeTotal>();
  for (const entry of entries) {
    const total = totals.get(entry.purpose) ?? {
      purpose: entry.purpose,
      requests: 0,
      bytesSent: 0,
    };
    total.requests += 1;
    total.bytesSent += entry.bytesSent;
    totals.set(entry.purpose, total);
  }
  return [...totals.values()].sort((a, b) => b.requests - a.requests);
}

/** Undefined while loading. */
export function useNetworkLedger(): LedgerEntry[] | undefined {
  return useLiveQuery(() => readLedger(), []);
}
