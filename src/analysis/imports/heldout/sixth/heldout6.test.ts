// The sixth held-out measurement: every hand-written fact of every sample under ./samples/ (real
// exports gathered after the first five held-out sets had been used for fixes, chosen and written
// up by someone who never read the importers; see PROVENANCE.md) checked against a real import of
// the importers, and no sample shown as "all clear" when its checks could mostly not run. The
// samples live in the repository, so this suite never skips. The facts were committed before any
// importer ran on these samples.
//
// The measurement (2026-11-28), once, on the importers after the fifth set's fixes and a round of
// layout work done from the formats alone (Facebook and Instagram HTML pages of 2019+, Instagram's
// 2018-20 files, YouTube comments, TikTok's TXT lists): 12 of 17 sources with every fact right (X 3/3,
// LinkedIn 3/3, Google 3/3, Facebook 2/3, Instagram 1/3, TikTok 0/2); none shown as all clear. The
// causes:
//   tiktok/melisnurdonerler-DSA210-Project, tiktok/tosunserhat-CS210_project: refused as "not an
//     export" - a TXT export sent as its Login History.txt with Off TikTok Activity.txt or with
//     Like List.txt, without Profile Info.txt.
//   instagram/jmhv03-me: posts - reels.json (the reels a person posted) was not read: 0 of 3.
//   instagram/CharlieRing4-CPSC222FinalProject: platform - liked_posts.json in its 2026 shape alone
//     was not recognised as Instagram's.
//   facebook/AxoPogi123-My-Facebook-information: refused as "not an export" - the 2026 HTML page
//     ip_address_activity.html alone.
// The importers were then fixed for those causes (the TXT export's files recognised without their
// folders, by name or by their records' shape, and Off TikTok Activity.txt read; reels.json and
// igtv_videos.json read as the user's videos; files only Instagram names so recognised alone;
// Facebook's security pages recognised in HTML as in JSON, the 2025+ header's <time datetime>
// read as the export date, and each address given the date inside its own record): 17 of 17 after
// the fixes, a tuned figure; only 12 of 17 is a held-out measurement.
import path from 'node:path';
import { HELDOUT6_FACTS } from './heldout6.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement and still do, per sample, with the cause. */
const KNOWN_WRONG: Readonly<Record<string, Partial<Record<FactName, string>>>> = {};

/** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
const KNOWN_FALSE_ALL_CLEAR: ReadonlySet<string> = new Set([]);

describeHeldOutSet({
  title: 'sixth held-out export samples',
  samplesDir: path.join(import.meta.dirname, 'samples'),
  facts: HELDOUT6_FACTS,
  knownWrong: KNOWN_WRONG,
  knownFalseAllClear: KNOWN_FALSE_ALL_CLEAR,
});
