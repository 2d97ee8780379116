// The text engine's entry: checkText(text) runs every detector, settles overlaps, builds the
// spec's warnings and the redacted copy (with the list of changes that makes it). Pure and synchronous; runs in the analysis worker, the
// CLI and the benchmarks. Invariant: any string (empty, huge, binary, any script) returns a
// result — never throws — and offsets in the result count Unicode code points.
import { detectAddresses } from './detectors/address.ts';
import { detectContextRisks } from './detectors/context/index.ts';
import { detectCoordinates } from './detectors/coordinates.ts';
import { detectCredentials } from './detectors/credential.ts';
import { detectDatesAndAges } from './detectors/date.ts';
import { detectEmails } from './detectors/email.ts';
import { detectIbans } from './detectors/iban.ts';
import { detectIdNumbers } from './detectors/idNumber.ts';
import { detectIpAddresses } from './detectors/ipAddress.ts';
import { detectLicensePlates } from './detectors/licensePlate.ts';
import { detectNames } from './detectors/names.ts';
import { detectNrp } from './detectors/nrp.ts';
import { detectPaymentCards } from './detectors/paymentCard.ts';
import { detectPhones } from './detectors/phone.ts';
import { detectTravelValues } from './detectors/travelValues.ts';
import { detectUrls } from './detectors/url.ts';
import { detectUsernames } from './detectors/username.ts';
import { digitCount } from './detectors/shared.ts';
import { SAME_OFFSET, utf16ToCodePoints } from './offsets.ts';
import { applyRedaction, planRedaction } from './redactedCopy.ts';
import { buildWarnings, settleSpans } from './resolve.ts';
import type { RawSpan, TextCheckResult, TextSpan } from './types.ts';

/** Each detector gets the text and its digitCount (the detectors that need no digits ignore it). */
const DETECTORS: Array<(text: string, digits: number) => RawSpan[]> = [
  detectEmails,
  detectUrls,
  detectPhones,
  detectPaymentCards,
  detectIbans,
  detectIdNumbers,
  detectIpAddresses,
  detectCoordinates,
  detectAddresses,
  detectDatesAndAges,
  detectLicensePlates,
  detectCredentials,
  detectUsernames,
  detectNames,
  detectNrp,
  // Its second parameter is not a count: it gets the text alone.
  (text) => detectContextRisks(text),
  detectTravelValues,
];

/** Detects spans in UTF-16 offsets (for callers that index JavaScript strings directly). */
export function detectSpans(text: string): RawSpan[] {
  // Control characters other than tab and line breaks (binary garbage) become spaces, keeping
  // every offset, so no detector sees a NUL inside a "word".
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, ' ');
  // A plain loop rather than flatMap: V8's generic flattening took a twentieth of the engine's
  // time on short posts (profiled), for the same spans in the same order.
  const raw: RawSpan[] = [];
  const digits = digitCount(clean);
  for (const detect of DETECTORS) for (const found of detect(clean, digits)) raw.push(found);
  return settleSpans(raw);
}

export function checkText(input: string): TextCheckResult {
  const text = typeof input === 'string' ? input : '';
  if (text.trim() === '') return { spans: [], warnings: [], redacted: text, changes: [] };
  const raw = detectSpans(text);
  const warnings = buildWarnings(text, raw);
  const plan = planRedaction(text, raw);
  const redacted = applyRedaction(text, plan);
  const toPoints = utf16ToCodePoints(text);
  const spans = toCodePointSpans(raw, toPoints);
  // Without astral characters the offsets are already code points: the plan's changes and the
  // warnings' spans (fresh objects, built for this result) are returned as they are instead of
  // copied (profiled: the copies were a few percent of the engine's time, in garbage).
  if (toPoints === SAME_OFFSET) return { spans, warnings, redacted, changes: plan };
  const changes = plan.map((change) => ({
    ...change,
    start: toPoints(change.start),
    end: toPoints(change.end),
  }));
  // Built field by field: a spread of these objects took a twentieth of the engine's time
  // (profiled; the copy goes through V8's slow generic path).
  for (const warning of warnings) {
    warning.spans = warning.spans.map(({ start, end, label, confidence }) => ({
      start: toPoints(start),
      end: toPoints(end),
      label,
      confidence,
    }));
  }
  return { spans, warnings, redacted, changes };
}

/**
 * Spans only, in code points: what the scan's rules need for each post, without building warnings
 * or a redacted copy.
 */
export function findSpans(input: string): TextSpan[] {
  const text = typeof input === 'string' ? input : '';
  if (text.trim() === '') return [];
  return toCodePointSpans(detectSpans(text), utf16ToCodePoints(text));
}

function toCodePointSpans(raw: RawSpan[], toPoints: (offset: number) => number): TextSpan[] {
  return raw.map(({ start, end, label, confidence }) => ({
    start: toPoints(start),
    end: toPoints(end),
    label,
    confidence,
  }));
}
