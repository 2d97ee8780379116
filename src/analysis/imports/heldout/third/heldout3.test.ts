// The third held-out measurement: every hand-written fact of every sample under ./samples/ (real
// exports gathered after the first two held-out sets had been used for fixes; see PROVENANCE.md)
// checked against a real import of the final importers, and no sample shown as "all clear" when its
// checks could mostly not run. The samples live in the repository, so this suite never skips.
//
// What the one measurement found wrong is listed below as expected failures, each with the cause
// seen in the files: fixing an importer turns its case red until the entry is removed, so the
// figure can only move by a fix, never by editing the facts.
import path from 'node:path';
import { HELDOUT3_FACTS } from './heldout3.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement, per sample, with the cause. */
const KNOWN_WRONG: Readonly<Record<string, Partial<Record<FactName, string>>>> = {};

/** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
const KNOWN_FALSE_ALL_CLEAR: ReadonlySet<string> = new Set([]);

describeHeldOutSet({
  title: 'third held-out export samples',
  samplesDir: path.join(import.meta.dirname, 'samples'),
  facts: HELDOUT3_FACTS,
  knownWrong: KNOWN_WRONG,
  knownFalseAllClear: KNOWN_FALSE_ALL_CLEAR,
});
