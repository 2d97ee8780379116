// The third held-out measurement: every hand-written fact of every sample under ./samples/ (real
// exports gathered after the first two held-out sets had been used for fixes; see PROVENANCE.md)
// checked against a real import of the final importers, and no sample shown as "all clear" when its
// checks could mostly not run. The samples live in the repository, so this suite never skips.
//
// What the one measurement found wrong is listed below as expected failures, each with the cause
// seen in the files: fixing an importer turns its case red until the entry is removed, so the
// figure can only move by a fix, never by editing the facts. The measurement, with the facts
// committed first and before any importer change for these samples: 13 of 19 sources with every
// fact right (X 5/5, Instagram 1/3, Facebook 0/3, LinkedIn 5/5, Google 2/3; no TikTok export in
// the set), 24 fact cases wrong; none shown as all clear. Three of the six failures are whole
// exports refused as "not an export" (a file found alone, without the folder that names its
// platform); the other three are read in part. The causes at that measurement, by sample:
//   instagram/Dark-OBELIX-Instagram_subscibe_monitoring_tool: every fact — following.json alone,
//     its key `relationships_following`: content sniffing knew only `relationships_followers`.
//   instagram/gdaixxx-quien-no-me-sigue: every fact — followers_1.json alone, a bare array of
//     records (the 2025+ file without its wrapping key): nothing in it was recognised as Instagram.
//   facebook/alejandracabeza-Detox: every fact — profile_information.json of the 2018–19 JSON
//     export at the export's root, its key `profile` unversioned: neither the path marker (which
//     wants profile_information/) nor the sniffing (which wants a `_v2`-style key) recognised it.
//   facebook/Kyrozyn-fb_history: exportDate — the English footer's day-first date ("Thursday, 27
//     June 2019 at 12:55 UTC+07:00") is not read; emails — the row label "Email addresses" is not
//     in the label table; loginIps — security_and_login_information/used_ip_addresses.html is
//     not read.
//   facebook/vanhai260300-MyFaceBook: exportDate, names, phones, birthday, locations, relations —
//     the profile page is in Vietnamese ("Tên", "Số điện thoại", "Ngày sinh", "Tỉnh/thành phố hiện
//     tại", "Gia đình"; dates "1 tháng 3, 2000"; footer "… tạo lúc …"), a language the label
//     table does not hold; only the English-labelled "Email" row was read.
//   google/JustinMi-google-maps-place-saving-automation: places — the 2025 Maps files (Saved
//     Places.json, Reviews.json) write lower-case keys (properties.location.name, .address, date):
//     only the older capitalised keys (Location, Business Name, Title) were read, so the places
//     came out with coordinates and no name.
// The importers were then fixed for those general causes (any relationships_* key and a keyless
// array of instagram.com records recognised in a file found alone; the unversioned 2018–19
// Facebook profile recognised by its name record; Google Maps' lower-case keys; English dates
// printed day first; the labels "Email addresses" and "Home town/city"; the 2019 used-IP page;
// Facebook's HTML export in Vietnamese, with rows stamped by the time they were added): 19 of 19
// after the fixes, every fact right. That figure was reached with these samples in view, so it is
// a tuned figure and no longer a held-out measurement; only 13 of 19 is.
import path from 'node:path';
import { HELDOUT3_FACTS } from './heldout3.facts.ts';
import type { FactName } from '../../testing/facts.ts';
import { describeHeldOutSet } from '../../testing/heldOutSuite.ts';

/** Facts the importers got wrong at the measurement and still do, per sample, with the cause. */
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
