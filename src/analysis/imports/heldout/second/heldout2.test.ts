// The second held-out measurement: every hand-written fact of every sample under ./samples/
// (exports the importers were never tuned on, gathered after the first held-out set had been used
// for fixes; see PROVENANCE.md) checked against a real import, and no sample shown as "all clear"
// when its checks could mostly not run. The samples live in the repository, so this suite never
// skips.
//
// What the one measurement found wrong is listed below as expected failures, each with the cause
// seen in the files: fixing an importer turns its case red until the entry is removed, so the
// figure can only move by a fix, never by editing the facts. The measurement, with the facts
// committed first and before any importer change for these samples: 16 of 20 sources with every
// fact right (X 4/4, Instagram 4/4, Facebook 0/3, TikTok 1/2, LinkedIn 4/4, Google 3/3); none shown
// as all clear. Three of the four failures are whole exports not read: two refused with "request
// JSON" (Facebook's 2020+ HTML layout, TikTok's TXT export), one refused as "not an export"
// (Facebook's 2019–2021 HTML layout); the fourth is the 2014 HTML archive's export date and family
// member. The causes at that measurement, by sample:
//   facebook/lazandrei-lazandrei.github.io: exportDate — an English footer date with a numeric zone
//     ("5:07am UTC+03") read as UTC, only zone abbreviations (EDT, PST…) were applied; relations —
//     the family row "Sam Sample (Mother (Pending))": the nested pending mark defeated the
//     "Name (relation)" split.
//   facebook/hunchoap-fbdata: every fact — refused as "HTML format, request JSON": the 2020+ HTML
//     layout (profile_information.html, security_and_login_information/*.html) was not read.
//   facebook/MarioAlbertoSierra-Facebook: every fact — refused as "not an export": the 2019–2021
//     HTML layout's profile page alone was not recognised as Facebook.
//   tiktok/rixsistembot-botsistem: every fact — refused as "TXT format, request JSON": the TXT
//     export (Profile/Profile Info.txt, App Settings/Settings.txt) was not read.
// The importers were then fixed for those general causes (numeric zones in dates, nested notes in
// HTML list rows, Facebook's 2019+ HTML export in English, French and Spanish, TikTok's TXT
// profile and settings files): 20 of 20 after the fixes. That figure was reached with these samples
// in view, so it is no longer a held-out measurement; only 16 of 20 is.
import path from 'node:path';
import { HELDOUT2_FACTS } from './heldout2.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement and still do, per sample, with the cause. */
const KNOWN_WRONG: Readonly<Record<string, Partial<Record<FactName, string>>>> = {};

/** Samples shown as 100 / 100 / 100 at the measurement although their checks could not run. */
const KNOWN_FALSE_ALL_CLEAR: ReadonlySet<string> = new Set([]);

describeHeldOutSet({
  title: 'second held-out export samples',
  samplesDir: path.join(import.meta.dirname, 'samples'),
  facts: HELDOUT2_FACTS,
  knownWrong: KNOWN_WRONG,
  knownFalseAllClear: KNOWN_FALSE_ALL_CLEAR,
});
