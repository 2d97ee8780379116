// The contract every risk rule keeps (DESIGN.md §6). A rule reads imported datasets only, is pure
// and deterministic (time comes from `ctx.now`, never the clock), and returns at most one finding
// per platform — or says why it could not decide. Evidence stays on the device; only the finding's
// title, description, level and count are synced, so those must name numbers, never personal data.
import type { PlatformId, RiskCategory, RiskLevel } from '../../shared/tables.ts';
import type { CoverageField, ImportedDataset } from '../imports/dataset.ts';
import type { TextSpan } from '../text/types.ts';
import type { FixTopic } from './fixUrls.ts';

/** A span the text engine found (text/types.ts): offsets in Unicode code points, end exclusive. */
export type { TextSpan };

/** The text engine's entry point, injected so the rules run with or without it. */
export type DetectText = (text: string) => readonly TextSpan[];

/** One piece of evidence behind a finding: where it is, and a short excerpt (local only). */
export interface Evidence {
  /** Platform the evidence comes from (a cross-platform finding mixes several). */
  platform: PlatformId;
  /** File inside the export the fact was read from. */
  source: string;
  /** What this item shows, e.g. "Post of 2024-05-01 with GPS 48.137, 11.575". */
  label: string;
  excerpt?: string;
  at?: string | null;
  /** A link the user can open to check (lookalike handle, linked profile). */
  url?: string;
}

export interface RuleFinding {
  riskLevel: RiskLevel;
  title: string;
  description: string;
  /** How many items the finding counts (posts, logins, apps…): the figure the title names. */
  count: number;
  evidence: Evidence[];
  /** For cross-platform findings: the platform whose settings page fixes it best. */
  fixPlatform?: PlatformId;
}

export interface NotDeterminable {
  notDeterminable: string;
}

/** null = the rule ran and found nothing. */
export type RuleResult = RuleFinding | NotDeterminable | null;

export interface RuleContext {
  /** Epoch milliseconds the scan treats as "now". */
  now: number;
  /** Text spans per text, computed once per scan and shared by the rules (null: no text engine). */
  spans(text: string): readonly TextSpan[] | null;
  /** Facts derived once per scan and shared by the rules (clusters, time zones…). */
  memo<T>(key: string, compute: () => T): T;
}

interface RuleBase {
  id: string;
  /** Bump when the logic changes, so a later scan can tell a new finding from a changed rule. */
  version: number;
  category: RiskCategory;
  /** Short name of the check for the coverage table ("Geotagged posts"). */
  name: string;
  /** Coverage fields the rule reads; it runs when at least one of them is in the export. */
  needs: readonly CoverageField[];
  /** The rule reads post or bio text through the text engine. */
  needsText?: boolean;
  fix: FixTopic;
}

export interface PlatformRule extends RuleBase {
  scope: 'platform';
  check(dataset: ImportedDataset, ctx: RuleContext): RuleResult;
}

/** A rule over all connected platforms at once; its finding has platform 'multi'. */
export interface CrossPlatformRule extends RuleBase {
  scope: 'multi';
  check(datasets: readonly ImportedDataset[], ctx: RuleContext): RuleResult;
}

export type Rule = PlatformRule | CrossPlatformRule;

export function isNotDeterminable(result: RuleResult): result is NotDeterminable {
  return result !== null && 'notDeterminable' in result;
}

/** Evidence lists are capped; `count` keeps the full number. */
export const MAX_EVIDENCE_PER_FINDING = 25;
