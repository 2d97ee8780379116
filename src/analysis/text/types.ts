// Types of the Redaction Helper's text engine. Offsets in a `TextSpan` count Unicode code points
// (as the corpora and the CLI contract do), end exclusive; internally detectors work in UTF-16
// units and only checkText converts. A warning keeps the spans it covers so a view can highlight.

/** Identifiers and entities: found values that the redacted text replaces. */
export const ENTITY_LABELS = [
  'EMAIL',
  'PHONE',
  'CREDIT_CARD',
  'IBAN',
  'ID_NUMBER',
  'IP_ADDRESS',
  'URL',
  'COORDINATES',
  'ADDRESS',
  'POSTAL_CODE',
  'DATE_OF_BIRTH',
  'DATE',
  'AGE',
  'PERSON',
  'LOCATION',
  'ORGANIZATION',
  'USERNAME',
  'LICENSE_PLATE',
  'CREDENTIAL',
  'NRP',
] as const;

/** Context risks: statements no PII library looks for; they mark a phrase, not a value. */
export const CONTEXT_LABELS = [
  'AWAY_FROM_HOME',
  'LIVE_LOCATION',
  'CHILD_INFO',
  'SECURITY_ANSWER',
  'TRAVEL_DOCUMENT',
  'HEALTH',
  'FINANCIAL',
] as const;

export type EntityLabel = (typeof ENTITY_LABELS)[number];
export type ContextLabel = (typeof CONTEXT_LABELS)[number];
export type TextLabel = EntityLabel | ContextLabel;

export interface TextSpan {
  start: number;
  end: number;
  label: TextLabel;
  /** 0..1: how sure the detector is (a validated checksum is near 1, a guess from capitals lower). */
  confidence: number;
}

/** A detector's finding in UTF-16 offsets; `detail` picks a message variant (e.g. a meeting link). */
export interface RawSpan extends TextSpan {
  detail?: string;
}

export type WarningType = 'location' | 'personal' | 'identity' | 'metadata';
export type Severity = 'high' | 'medium' | 'low';

/** The spec's redaction warning, plus where it came from and what it covers. */
export interface RedactionWarning {
  type: WarningType;
  severity: Severity;
  text: string;
  suggestion: string;
  /** Text warnings come from this engine; image warnings (metadata, faces, OCR) join the same list. */
  source: 'text' | 'image';
  /** Every label merged into this warning, most serious first. */
  labels: TextLabel[];
  confidence: number;
  spans: TextSpan[];
}

/** One change of the redacted copy, in code points: text[start, end) became `replacement`. */
export interface RedactedCopyChange {
  start: number;
  end: number;
  replacement: string;
  label: TextLabel;
  kind: 'replaced' | 'removed';
}

export interface TextCheckResult {
  spans: TextSpan[];
  warnings: RedactionWarning[];
  /** The copy with every change applied, what the CLI prints and the helper offers to copy. */
  redacted: string;
  /** The changes in text order, never overlapping, so a view can mark and undo each. */
  changes: RedactedCopyChange[];
}
