// Test support: the table-driven cases shared by the suites that check hand-written facts against
// real imports (the development corpus and the held-out samples). One case per fact; a fact listed
// as known-wrong runs as an expected failure, so fixing the importer turns it red until unmarked.
// Also the "shown as all clear" test: 100 / 100 / 100 with every category claiming enough data.
import { expect, it } from 'vitest';
import type { ImportedDataset } from '../dataset.ts';
import type { ImportResult } from '../importExport.ts';
import { runScan } from '../../scan.ts';
import { checkFact, factNames, type FactName, type SampleEntry } from './facts.ts';

export interface FactCaseOptions {
  /** Why the fact is known to come out wrong, or undefined when it must be right. */
  known: (entry: SampleEntry, fact: FactName) => string | undefined;
  /** Case label prefix for an entry (its sample folder by default). */
  label?: (entry: SampleEntry) => string;
}

/** Registers one test case per fact of every entry. */
export function itChecksEveryFact(
  entries: readonly SampleEntry[],
  load: (sample: string) => Promise<ImportResult>,
  { known, label = (entry) => entry.sample }: FactCaseOptions,
): void {
  const cases = entries.flatMap((entry) =>
    factNames(entry.facts).map((fact) => ({
      label: `${label(entry)}: ${fact}`,
      entry,
      fact,
      known: known(entry, fact),
    })),
  );
  it.each(cases.filter((c) => !c.known))('fact $label', async ({ entry, fact }) => {
    expect(checkFact(await load(entry.sample), entry.facts, fact)).toBeNull();
  });
  it.fails.each(cases.filter((c) => c.known))(
    'known wrong fact $label ($known)',
    async ({ entry, fact }) => {
      expect(checkFact(await load(entry.sample), entry.facts, fact)).toBeNull();
    },
  );
}

/** Whether the scan of this dataset alone reads as "all clear" (the date is fixed for stability). */
export function shownAllClear(dataset: ImportedDataset): boolean {
  const scan = runScan([dataset], { now: Date.parse('2026-11-25T00:00:00Z') });
  const sufficiency = scan.summary.dataSufficiency;
  return (['privacy', 'security', 'identity'] as const).every(
    (c) => scan.scores[c] === 100 && sufficiency?.categories[c].enough === true,
  );
}
