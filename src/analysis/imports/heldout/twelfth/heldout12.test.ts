// The twelfth held-out measurement: every hand-written fact of every sample under ./samples/
// (real exports gathered after the first eleven held-out sets had been used for fixes, chosen and
// written up by someone who never read the importers; see PROVENANCE.md) checked against a real
// import of the importers, and no sample shown as "all clear" when its checks could mostly not
// run. The samples live in the repository, so this suite never skips.
//
// The facts were committed before any importer ran on these samples. The measurement (2026-11-28),
// on the importers as they stood after the tenth set's fixes, and again, with the same result, after
// the same day's work from the formats (every data-file name recognised alone, more facts read),
// which was done without sight of this set: 9 of 12 sources with every fact right (X 2/2, Facebook
// 2/3, Instagram 1/3, LinkedIn 2/2, TikTok 1/1, Google 2/2; two sources are thin); none shown as all
// clear. The causes:
//   facebook/giviua-jiafei: posts - a 2024 page's life event, whose heading and content each hold a
//     date without a time of day, was read as three entries instead of one.
//   instagram/PrakharMishra531-server_py: posts - posts_1.json holding its one post as an object
//     (not a list of one) was not read.
//   instagram/DevBinaryX-ig-backup: usernames, names, phones, birthday, privateAccount, signupIps,
//     loginIps - an HTML export in Simplified Chinese: no label was read, and the pages were not
//     listed as in a language Footprint cannot read.
// The importers were then fixed for those causes (a date without a time beside stamps that have one
// is an entry's content; a lone post object read; Simplified Chinese labels; an Instagram HTML page
// whose labels are in a language not read is named as such): 12 of 12 after the fixes, a tuned
// figure; only 9 of 12 is a held-out measurement.
import path from 'node:path';
import { HELDOUT12_FACTS } from './heldout12.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement and still do, per sample, with the cause. */
const KNOWN_WRONG: Readonly<Record<string, Partial<Record<FactName, string>>>> = {};

/** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
const KNOWN_FALSE_ALL_CLEAR: ReadonlySet<string> = new Set([]);

describeHeldOutSet({
  title: 'twelfth held-out export samples',
  samplesDir: path.join(import.meta.dirname, 'samples'),
  facts: HELDOUT12_FACTS,
  knownWrong: KNOWN_WRONG,
  knownFalseAllClear: KNOWN_FALSE_ALL_CLEAR,
});
