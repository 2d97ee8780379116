// Emailing the signed-in user a summary of a scan, through POST /api/notifications/{project}/email
// (which only accepts the user's own verified address). Invariant: the summary holds scores,
// counts and finding titles — the same data that syncs — never evidence snippets, imported posts
// or photos, which stay on the device.
import { scanShownScores } from '../analysis/scanRecords.ts';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import { postJson } from './backendError.ts';
import { RISK_CATEGORIES, RISK_LEVELS } from '../shared/tables.ts';

export interface ScanSummaryEmail {
  subject: string;
  text: string;
  html: string;
}

const MAX_LISTED_FINDINGS = 10;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The email body for a completed scan; findings are listed most severe first. */
export function scanSummaryEmail(
  scan: FootprintScan,
  findings: RiskFinding[],
  appUrl: string,
): ScanSummaryEmail {
  const date = new Date(scan.createdAt).toISOString().slice(0, 10);
  const severity = (finding: RiskFinding) => RISK_LEVELS.indexOf(finding.riskLevel);
  const listed = [...findings]
    .sort((a, b) => severity(b) - severity(a))
    .slice(0, MAX_LISTED_FINDINGS);
  // As the app shows them: a score resting on too little data is no all-clear in a mailbox either.
  const shown = scanShownScores(scan);
  const score = (value: number | null, stored: number | null) =>
    value !== null ? `${value}/100` : stored !== null ? 'not enough data' : '–/100';
  const scores: [string, string][] = [
    ['Overall', score(shown.overall, scan.overallScore)],
    ['Privacy', score(shown.privacy, scan.privacyScore)],
    ['Security', score(shown.security, scan.securityScore)],
    ['Identity', score(shown.identity, scan.identityScore)],
  ];
  const counts = RISK_CATEGORIES.map(
    (category) =>
      `${category}: ${findings.filter((finding) => finding.category === category).length}`,
  );
  const more = findings.length - listed.length;
  const text = [
    `Your Footprint scan of ${date}`,
    '',
    ...scores.map(([name, value]) => `${name}: ${value}`),
    '',
    `Findings — ${counts.join(', ')}`,
    ...listed.map((finding) => `- [${finding.riskLevel.toUpperCase()}] ${finding.title}`),
    ...(more > 0 ? [`…and ${more} more`] : []),
    '',
    `Open your report: ${appUrl}/dashboard`,
  ].join('\n');
  const html = [
    `<h1>Your Footprint scan of ${escapeHtml(date)}</h1>`,
    `<ul>${scores.map(([name, value]) => `<li>${name}: <strong>${value}</strong></li>`).join('')}</ul>`,
    `<p>Findings — ${escapeHtml(counts.join(', '))}</p>`,
    `<ul>${listed
      .map(
        (finding) =>
          `<li><strong>${finding.riskLevel.toUpperCase()}</strong> ${escapeHtml(finding.title)}</li>`,
      )
      .join('')}</ul>`,
    more > 0 ? `<p>…and ${more} more</p>` : '',
    `<p><a href="${escapeHtml(`${appUrl}/dashboard`)}">Open your report</a></p>`,
  ].join('');
  return { subject: `Your Footprint scan: ${scores[0]![1]}`, text, html };
}

/** Sends `summary` to `email` (the signed-in user's own address); throws BackendError. */
export async function sendScanSummary(
  origin: string,
  projectId: string,
  token: string,
  email: string,
  summary: ScanSummaryEmail,
): Promise<void> {
  await postJson<{ sent: boolean }>(
    'notifications',
    `${origin}/api/notifications/${encodeURIComponent(projectId)}/email`,
    token,
    { to: email, ...summary },
  );
}
