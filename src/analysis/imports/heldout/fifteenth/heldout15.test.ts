// The fifteenth held-out measurement: every hand-written fact of every sample under ./samples/
// (real exports gathered after the first fourteen held-out sets had been used for fixes, chosen and
// written up by someone who never read the importers; see PROVENANCE.md) checked against a real
// import of the importers, and no sample shown as "all clear" when its checks could mostly not
// run. The samples live in the repository, so this suite never skips.
//
// The facts were committed before any importer ran on these samples (one Instagram source gathered
// with them was removed before any import: its holder was a minor). The measurement (2026-11-28),
// once, on the importers after the fourteenth set's fixes and the same day's work from the formats
// (Takeout HTML of products read in no format, X posts to Communities, Meta's no-data placeholder,
// Instagram pages recognised by the export's logo): 11 of 11 sources with every fact right (X 3/3,
// Instagram 2/2, LinkedIn 5/5, Google 1/1; no Facebook or TikTok export could be found that earlier
// sets had not used; no source is thin); none shown as all clear. Nothing was fixed for it.
import path from 'node:path';
import { HELDOUT15_FACTS } from './heldout15.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement and still do, per sample, with the cause. */
const KNOWN_WRONG: Readonly<Record<string, Partial<Record<FactName, string>>>> = {};

/** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
const KNOWN_FALSE_ALL_CLEAR: ReadonlySet<string> = new Set([]);

describeHeldOutSet({
  title: 'fifteenth held-out export samples',
  samplesDir: path.join(import.meta.dirname, 'samples'),
  facts: HELDOUT15_FACTS,
  knownWrong: KNOWN_WRONG,
  knownFalseAllClear: KNOWN_FALSE_ALL_CLEAR,
});
