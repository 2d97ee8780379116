// The optional AI summary of a completed scan (issue 10, DESIGN.md §1): when online and the
// server has an AI provider, ask it for a short plain-language summary and keep it as `aiSummary`
// in the scan's `scanData` (written through the repositories, so it syncs through the outbox).
// Invariants a change must keep:
// - The prompt carries the scores and each finding's level, category and title — never evidence,
//   descriptions, imported data, the user's email or any other personal data.
// - Nothing waits for or depends on it: the scan is complete before this starts, a server without
//   AI (generateText → null), a failure or being offline simply leaves no summary, and nothing
//   here throws.
import { scanShownScores } from '../analysis/scanRecords.ts';
import { aiTextAvailable, generateText, SCAN_SUMMARY_MAX_TOKENS } from '../backend/aiClient.ts';
import { readScanWithFindings } from '../db/repos/scanInputs.ts';
import { saveAiSummary } from '../db/repos/scans.ts';
import type { FootprintDatabase } from '../db/schema.ts';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import { RISK_LEVELS } from '../shared/tables.ts';

/** A longer answer is cut here: the report shows a short summary, not an essay. */
export const AI_SUMMARY_MAX_CHARS = 2_000;
/** The prompt lists at most this many findings, most severe first. */
const MAX_PROMPT_FINDINGS = 40;

export type AiSummaryOutcome = 'stored' | 'no-provider' | 'skipped' | 'failed';

/** The prompt: scores and finding titles only. */
export function aiSummaryPrompt(
  scan: Pick<
    FootprintScan,
    'overallScore' | 'privacyScore' | 'securityScore' | 'identityScore' | 'scanData'
  >,
  findings: readonly Pick<RiskFinding, 'title' | 'riskLevel' | 'category'>[],
): string {
  const shown = scanShownScores(scan);
  const said = (value: number | null) => (value === null ? 'not enough data to score' : value);
  const severity = (f: Pick<RiskFinding, 'riskLevel'>) => RISK_LEVELS.indexOf(f.riskLevel);
  const listed = [...findings]
    .sort((a, b) => severity(b) - severity(a))
    .slice(0, MAX_PROMPT_FINDINGS)
    .map((f) => `- ${f.riskLevel.toUpperCase()} (${f.category}): ${f.title}`);
  return [
    'You explain the result of a social media privacy scan to the person it belongs to.',
    'Write a short summary in plain language (at most 120 words, no headings, no lists): how',
    'exposed they are overall, what matters most, and the first two or three things to fix.',
    'Scores are out of 100; higher is safer.',
    // A score resting on too little data is said so, lest the summary call the person safe.
    `Overall ${said(shown.overall)}, privacy ${said(shown.privacy)}, security ${said(
      shown.security,
    )}, identity ${said(shown.identity)}.`,
    listed.length > 0 ? 'Findings (risk level, category, title):' : 'No risks were found.',
    ...listed,
    ...(findings.length > listed.length
      ? [`…and ${findings.length - listed.length} less severe findings.`]
      : []),
  ].join('\n');
}

export interface AiSummaryDeps {
  db: FootprintDatabase;
  origin: string;
  projectId: string;
  online(): boolean;
  getAccessToken(): Promise<string | null>;
  /** Whether the server has AI; the default asks it (the page caches the answer). */
  available?(token: string): Promise<boolean>;
  generate?: typeof generateText;
}

/** Asks for the summary of a completed scan and stores it; resolves how that went. */
export async function requestAiSummary(
  deps: AiSummaryDeps,
  scanId: string,
): Promise<AiSummaryOutcome> {
  try {
    if (!deps.online()) return 'skipped';
    const { scan, findings } = await readScanWithFindings(deps.db, scanId);
    if (!scan || scan.scanStatus !== 'completed') return 'skipped';
    const token = await deps.getAccessToken();
    if (!token) return 'skipped';
    const available = await (
      deps.available ?? ((t: string) => aiTextAvailable(deps.origin, deps.projectId, t))
    )(token);
    if (!available) return 'no-provider';
    const answer = await (deps.generate ?? generateText)(deps.origin, deps.projectId, token, {
      prompt: aiSummaryPrompt(scan, findings),
      maxTokens: SCAN_SUMMARY_MAX_TOKENS,
    });
    if (!answer) return 'no-provider';
    const text = answer.text.trim().slice(0, AI_SUMMARY_MAX_CHARS);
    if (!text) return 'failed';
    return (await saveAiSummary(deps.db, scanId, text)) ? 'stored' : 'skipped';
  } catch {
    // Optional by design: a refused or failed request leaves the report as it is.
    return 'failed';
  }
}
