// The thirteenth held-out measurement: every hand-written fact of every sample under ./samples/
// (real exports gathered after the first twelve held-out sets had been used for fixes, chosen and
// written up by someone who never read the importers; see PROVENANCE.md) checked against a real
// import of the importers, and no sample shown as "all clear" when its checks could mostly not
// run. The samples live in the repository, so this suite never skips.
//
// The facts were committed before any importer ran on these samples. The measurement (2026-11-28),
// once, on the importers after the twelfth set's fixes and the same day's work from the formats: 9
// of 11 sources with every fact right (X 1/1, Facebook 1/1, Instagram 6/7, LinkedIn 1/1, Google
// 0/1; no TikTok export could be found that earlier sets had not used; two sources are thin); none
// shown as all clear. The causes:
//   instagram/phvlvck-nn: phones, birthday, privateAccount - a 2026 profile page in Arabic: only
//     the name and username labels of Arabic were in the label table.
//   google/TechnoSmack-TechnoSmack: platform, readsCleanly - four empty Google Currents pages
//     (HTML): refused as "in HTML format, choose JSON" instead of imported as an export holding
//     nothing Footprint reads.
// The importers were then fixed for the first cause (Arabic phone, birth-date, private-account,
// bio, gender and website labels from the page): 10 of 11 after the fix, a tuned figure; only 9
// of 11 is a held-out measurement. The second was decided later: Takeout offers HTML or JSON only
// for the activity pages (read in both forms), so an export whose only files are HTML of another
// product (Currents, Blogger) is imported with those files listed as not read, not refused with
// "choose JSON": 11 of 11 after both fixes, tuned.
import path from 'node:path';
import { HELDOUT13_FACTS } from './heldout13.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement and still do, per sample, with the cause. */
const KNOWN_WRONG: Readonly<Record<string, Partial<Record<FactName, string>>>> = {};

/** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
const KNOWN_FALSE_ALL_CLEAR: ReadonlySet<string> = new Set([]);

describeHeldOutSet({
  title: 'thirteenth held-out export samples',
  samplesDir: path.join(import.meta.dirname, 'samples'),
  facts: HELDOUT13_FACTS,
  knownWrong: KNOWN_WRONG,
  knownFalseAllClear: KNOWN_FALSE_ALL_CLEAR,
});
