// Turns raw detections into the result: overlapping entity spans are settled (one label per
// character, by priority, then confidence, then length), same-label context phrases are united,
// and warnings are built — one per label, then merged when their spans overlap, so one finding
// never shows twice. Invariant: output spans are sorted by start and entity spans never overlap.
import {
  MAX_QUOTED_CHARS,
  MAX_QUOTED_VALUES,
  MESSAGES,
  SEVERITY_RANK,
  VARIANTS,
  type LabelMessage,
} from './messages.ts';
import { isSpace } from './detectors/shared.ts';
import { CONTEXT_LABELS, type RawSpan, type RedactionWarning, type TextLabel } from './types.ts';

const CONTEXT = new Set<TextLabel>(CONTEXT_LABELS);

export function isContextLabel(label: TextLabel): boolean {
  return CONTEXT.has(label);
}

/** Up to this many entity spans, overlap is checked pairwise (cheaper than a claim map). */
const FEW_SPANS = 32;

export function settleSpans(raw: RawSpan[]): RawSpan[] {
  const entities = raw
    .filter((s) => !CONTEXT.has(s.label) && s.end > s.start)
    .sort(
      (a, b) =>
        MESSAGES[b.label].priority - MESSAGES[a.label].priority ||
        b.confidence - a.confidence ||
        b.end - b.start - (a.end - a.start) ||
        a.start - b.start,
    );
  const kept: RawSpan[] = [];
  // Characters already claimed by a higher-priority span. Few spans (a post): compare with the
  // kept ones. Many (a 1 MB paste can hold a hundred thousand): a claim map, linear in the text.
  if (entities.length <= FEW_SPANS) {
    for (const candidate of entities) {
      if (kept.every((k) => candidate.end <= k.start || candidate.start >= k.end))
        kept.push(candidate);
    }
  } else {
    const length = entities.reduce((max, s) => Math.max(max, s.end), 0);
    const claimed = new Uint8Array(length);
    for (const candidate of entities) {
      let free = true;
      for (let i = candidate.start; i < candidate.end; i++) {
        if (claimed[i]) {
          free = false;
          break;
        }
      }
      if (!free) continue;
      claimed.fill(1, candidate.start, candidate.end);
      kept.push(candidate);
    }
  }
  const contexts = raw
    .filter((s) => CONTEXT.has(s.label))
    .sort((a, b) =>
      a.label !== b.label
        ? a.label < b.label
          ? -1
          : 1
        : (a.detail ?? '').localeCompare(b.detail ?? '') || a.start - b.start,
    );
  for (const s of contexts) {
    const last = kept[kept.length - 1];
    // A value inside a statement (a booking reference in a boarding-pass phrase) keeps its own
    // span, so the redacted copy can replace the value and leave the phrase's words.
    if (last && last.label === s.label && last.detail === s.detail && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
      last.confidence = Math.max(last.confidence, s.confidence);
    } else kept.push({ ...s });
  }
  return kept.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** Whether the spans' starts never go down: a stable sort by start would leave them as they are. */
function sortedByStart(spans: readonly RawSpan[]): boolean {
  for (let i = 1; i < spans.length; i++)
    if ((spans[i] as RawSpan).start < (spans[i - 1] as RawSpan).start) return false;
  return true;
}

/** The spans sorted by start in place (stable); most lists come sorted and skip the sort. */
function byStart(spans: RawSpan[]): RawSpan[] {
  return sortedByStart(spans) ? spans : spans.sort((a, b) => a.start - b.start);
}

/** A found value as the warning quotes it: on one line, shortened. */
function quoted(text: string, s: RawSpan): string {
  let value = oneLine(text.slice(s.start, s.end));
  if (value.length > MAX_QUOTED_CHARS) value = `${value.slice(0, MAX_QUOTED_CHARS - 1)}…`;
  return `“${value}”`;
}

/** value.replace(/\s+/g, ' ').trim(), without the pattern when no run of spaces needs it. */
function oneLine(value: string): string {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isSpace(code) && (code !== 32 || isSpace(value.charCodeAt(i + 1))))
      return value.replace(/\s+/g, ' ').trim();
  }
  return value.trim();
}

function quote(text: string, spans: RawSpan[]): string {
  // Most warnings quote one value (profiled: the set and the lists were a quarter of the
  // warnings' time).
  if (spans.length === 1) return quoted(text, spans[0] as RawSpan);
  const values = new Set<string>();
  for (const s of spans) values.add(quoted(text, s));
  const list = [...values];
  const shown = list.slice(0, MAX_QUOTED_VALUES).join(', ');
  const more = list.length - MAX_QUOTED_VALUES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

/** A label's message with a variant's fields over it, made once per variant. */
const withVariant = new Map<string, LabelMessage>();

function variantMessage(label: TextLabel, detail: string): LabelMessage | undefined {
  const key = `${label}:${detail}`;
  const made = withVariant.get(key);
  if (made) return made;
  const variant = VARIANTS[key];
  if (!variant) return undefined;
  const message = { ...MESSAGES[label], ...variant };
  withVariant.set(key, message);
  return message;
}

function messageFor(label: TextLabel, spans: RawSpan[]): LabelMessage {
  // A variant applies when every span of the label has it (e.g. only private IP addresses).
  let detail = spans[0]?.detail;
  for (const s of spans) if (s.detail !== detail) detail = undefined;
  const variant = detail ? variantMessage(label, detail) : undefined;
  if (variant) return variant;
  // Mixed details: take the most severe variant that any span has.
  for (const s of spans) {
    if (s.detail && VARIANTS[`${label}:${s.detail}`]?.severity === 'high')
      return variantMessage(label, s.detail) as LabelMessage;
  }
  return MESSAGES[label];
}

interface WarningGroup {
  labels: TextLabel[];
  spans: RawSpan[];
  message: LabelMessage;
}

/** The one warning of overlapping label groups (at least one): the most severe speaks for all. */
function warningOf(text: string, members: WarningGroup[]): RedactionWarning {
  members.sort(
    (a, b) =>
      SEVERITY_RANK[b.message.severity] - SEVERITY_RANK[a.message.severity] ||
      b.message.priority - a.message.priority,
  );
  const primary = members[0] as WarningGroup;
  const primarySpans = byStart(primary.spans);
  // Most warnings have one label: its spans, just sorted, are all the spans (only read below).
  let allSpans = primarySpans;
  let labels = primary.labels;
  if (members.length > 1) {
    allSpans = [];
    labels = [];
    for (const member of members) {
      for (const s of member.spans) allSpans.push(s);
      for (const label of member.labels) labels.push(label);
    }
    byStart(allSpans);
  }
  let confidence = 0;
  const spans: RedactionWarning['spans'] = [];
  for (const { start, end, label, confidence: spanConfidence } of allSpans) {
    confidence = Math.max(confidence, spanConfidence);
    spans.push({ start, end, label, confidence: spanConfidence });
  }
  return {
    type: primary.message.type,
    severity: primary.message.severity,
    text: primary.message.risk(quote(text, primarySpans)),
    suggestion: primary.message.suggestion,
    source: 'text',
    labels,
    confidence,
    spans,
  };
}

/** The root of `index` in a union-find forest, compressing the path on the way. */
function rootOf(parent: number[], index: number): number {
  const up = parent[index] as number;
  if (up === index) return index;
  const root = rootOf(parent, up);
  parent[index] = root;
  return root;
}

export function buildWarnings(text: string, spans: RawSpan[]): RedactionWarning[] {
  if (spans.length === 0) return [];
  const byLabel = new Map<TextLabel, RawSpan[]>();
  for (const s of spans) {
    const list = byLabel.get(s.label);
    if (list) list.push(s);
    else byLabel.set(s.label, [s]);
  }
  const groups: WarningGroup[] = [];
  for (const [label, list] of byLabel)
    groups.push({ labels: [label], spans: list, message: messageFor(label, list) });
  // Most posts with a finding have one label: one warning, nothing to merge (profiled: the merge's
  // maps and copies were most of this function's time, which was a twelfth of the engine's).
  if (groups.length === 1) return [warningOf(text, groups)];
  // Merge groups whose spans overlap (e.g. "I'm at Joe's Cafe right now" and "Joe's Cafe").
  const parent = groups.map((_, i) => i);
  // One sweep over all spans by start: a span overlapping the furthest-reaching earlier span
  // joins that span's group.
  const labelIndex = new Map<TextLabel, number>();
  groups.forEach((g, i) => labelIndex.set(g.labels[0] as TextLabel, i));
  // Settled spans come sorted by start; only read here, so they need no copy then.
  const ordered = sortedByStart(spans) ? spans : [...spans].sort((a, b) => a.start - b.start);
  let reach: RawSpan | null = null;
  for (const s of ordered) {
    const group = labelIndex.get(s.label) as number;
    if (reach && s.start < reach.end) {
      const other = labelIndex.get(reach.label) as number;
      if (other !== group) parent[rootOf(parent, group)] = rootOf(parent, other);
      if (s.end > reach.end) reach = s;
    } else reach = s;
  }
  const merged = new Map<number, WarningGroup[]>();
  for (let i = 0; i < groups.length; i++) {
    const root = rootOf(parent, i);
    const members = merged.get(root);
    if (members) members.push(groups[i] as WarningGroup);
    else merged.set(root, [groups[i] as WarningGroup]);
  }
  const warnings: RedactionWarning[] = [];
  for (const members of merged.values()) warnings.push(warningOf(text, members));
  return warnings.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0),
  );
}
