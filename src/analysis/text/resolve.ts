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

function quote(text: string, spans: RawSpan[]): string {
  const values = new Set<string>();
  for (const s of spans) {
    let value = text.slice(s.start, s.end).replace(/\s+/g, ' ').trim();
    if (value.length > MAX_QUOTED_CHARS) value = `${value.slice(0, MAX_QUOTED_CHARS - 1)}…`;
    values.add(`“${value}”`);
  }
  const list = [...values];
  const shown = list.slice(0, MAX_QUOTED_VALUES).join(', ');
  const more = list.length - MAX_QUOTED_VALUES;
  return more > 0 ? `${shown} and ${more} more` : shown;
}

function messageFor(label: TextLabel, spans: RawSpan[]): LabelMessage {
  const base = MESSAGES[label];
  // A variant applies when every span of the label has it (e.g. only private IP addresses).
  let detail = spans[0]?.detail;
  for (const s of spans) if (s.detail !== detail) detail = undefined;
  const variant = detail ? VARIANTS[`${label}:${detail}`] : undefined;
  if (!variant) {
    // Mixed details: take the most severe variant that any span has.
    const severe = spans
      .map((s) => (s.detail ? VARIANTS[`${label}:${s.detail}`] : undefined))
      .find((v) => v?.severity === 'high');
    return severe ? { ...base, ...severe } : base;
  }
  return { ...base, ...variant };
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
  const primarySpans = primary.spans.sort((a, b) => a.start - b.start);
  // Most warnings have one label: its spans, just sorted, are all the spans (only read below).
  const allSpans =
    members.length === 1
      ? primarySpans
      : members.flatMap((m) => m.spans).sort((a, b) => a.start - b.start);
  return {
    type: primary.message.type,
    severity: primary.message.severity,
    text: primary.message.risk(quote(text, primarySpans)),
    suggestion: primary.message.suggestion,
    source: 'text',
    labels: members.flatMap((m) => m.labels),
    confidence: allSpans.reduce((max, s) => Math.max(max, s.confidence), 0),
    spans: allSpans.map(({ start, end, label, confidence }) => ({
      start,
      end,
      label,
      confidence,
    })),
  };
}

export function buildWarnings(text: string, spans: RawSpan[]): RedactionWarning[] {
  if (spans.length === 0) return [];
  const byLabel = new Map<TextLabel, RawSpan[]>();
  for (const s of spans) {
    const list = byLabel.get(s.label);
    if (list) list.push(s);
    else byLabel.set(s.label, [s]);
  }
  const groups = [...byLabel.entries()].map(([label, list]) => ({
    labels: [label],
    spans: list,
    message: messageFor(label, list),
  }));
  // Most posts with a finding have one label: one warning, nothing to merge (profiled: the merge's
  // maps and copies were most of this function's time, which was a twelfth of the engine's).
  if (groups.length === 1) return [warningOf(text, groups)];
  // Merge groups whose spans overlap (e.g. "I'm at Joe's Cafe right now" and "Joe's Cafe").
  const parent = groups.map((_, i) => i);
  const find = (i: number): number =>
    parent[i] === i ? i : (parent[i] = find(parent[i] as number));
  // One sweep over all spans by start: a span overlapping the furthest-reaching earlier span
  // joins that span's group.
  const labelIndex = new Map<TextLabel, number>(
    groups.map((g, i) => [g.labels[0] as TextLabel, i]),
  );
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  let reach: RawSpan | null = null;
  for (const s of ordered) {
    const group = labelIndex.get(s.label) as number;
    if (reach && s.start < reach.end) {
      const other = labelIndex.get(reach.label) as number;
      if (other !== group) parent[find(group)] = find(other);
      if (s.end > reach.end) reach = s;
    } else reach = s;
  }
  const merged = new Map<number, typeof groups>();
  groups.forEach((group, i) => {
    const root = find(i);
    merged.set(root, [...(merged.get(root) ?? []), group]);
  });
  const warnings: RedactionWarning[] = [];
  for (const members of merged.values()) warnings.push(warningOf(text, members));
  return warnings.sort(
    (a, b) =>
      SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
      (a.spans[0]?.start ?? 0) - (b.spans[0]?.start ?? 0),
  );
}
