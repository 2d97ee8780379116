// Test support: the suite every held-out set of real exports runs (see heldout/ and
// heldout/second/): one case per hand-written fact of every sample, the "no false all-clear" case
// per sample, and the checks that keep the facts, the sample folders and the known-failure lists in
// step. What a measurement found wrong is passed in as expected failures, each with its cause, so
// a held-out figure can only move by an importer fix (the case turns red until the entry goes),
// never by editing the facts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importExport, type ImportResult } from '../importExport.ts';
import { factNames, type FactName, type SampleEntry } from './facts.ts';
import { itChecksEveryFact, shownAllClear } from './factCases.ts';
import { folderSource, listFiles } from './nodeFiles.ts';

export interface HeldOutSet {
  /** Suite title. */
  title: string;
  /** Folder holding `<platform>/<source>/…` sample trees. */
  samplesDir: string;
  facts: readonly SampleEntry[];
  /** Facts the importers got wrong at the measurement, per sample, with the cause. */
  knownWrong: Readonly<Record<string, Partial<Record<FactName, string>>>>;
  /** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
  knownFalseAllClear: ReadonlySet<string>;
}

export function describeHeldOutSet(set: HeldOutSet): void {
  const cache = new Map<string, Promise<ImportResult>>();
  const load = (sample: string): Promise<ImportResult> => {
    let result = cache.get(sample);
    if (!result) {
      result = importExport(folderSource(path.join(set.samplesDir, sample)));
      cache.set(sample, result);
    }
    return result;
  };

  describe(set.title, () => {
    itChecksEveryFact(set.facts, load, {
      known: (entry, fact) => set.knownWrong[entry.sample]?.[fact],
    });

    const samples = set.facts.map((e) => e.sample);
    // A refused import shows the refusal, never a score, so it cannot be a false all-clear (its
    // facts still count as wrong).
    const allClear = (sample: string) =>
      load(sample).then(
        (result) => shownAllClear(result.dataset),
        () => false,
      );
    it.each(samples.filter((s) => !set.knownFalseAllClear.has(s)))(
      'no false all-clear for %s',
      async (sample) => expect(await allClear(sample)).toBe(false),
    );
    it.fails.each(samples.filter((s) => set.knownFalseAllClear.has(s)))(
      'known false all-clear for %s',
      async (sample) => expect(await allClear(sample)).toBe(false),
    );

    it('has hand-written facts for every sample folder, and a folder for every entry', () => {
      const folders = new Set(
        listFiles(set.samplesDir).map((f) => f.split('/').slice(0, 2).join('/')),
      );
      expect([...folders].sort()).toEqual([...samples].sort());
    });

    it('lists only known failures that name a stated fact', () => {
      for (const [sample, facts] of Object.entries(set.knownWrong)) {
        const entry = set.facts.find((e) => e.sample === sample);
        expect(entry, sample).toBeDefined();
        for (const fact of Object.keys(facts)) expect(factNames(entry!.facts)).toContain(fact);
      }
      for (const sample of set.knownFalseAllClear) expect(samples).toContain(sample);
    });
  });
}
