import { describe, expect, it } from 'vitest';
import { dataset, detectPhrases, NOW, post } from './rules/testing/datasets.ts';
import { decisionsByKey } from './decisions.ts';
import { runScan } from './scan.ts';
import { parseScanData, scanDataOf, storedReportExport } from './scanRecords.ts';

const result = () =>
  runScan(
    [
      dataset('x', (d) => {
        d.profile.privateAccount = false;
        d.posts.push(post('On vacation until Sunday, house is empty!'));
      }),
    ],
    { now: NOW, detectText: detectPhrases },
  );

describe('stored scan summary and report export', () => {
  it('stores an AI summary beside the engine summary only when given', () => {
    const r = result();
    expect(JSON.parse(scanDataOf(r)).aiSummary).toBeUndefined();
    expect(JSON.parse(scanDataOf(r, 'Two things to fix first.')).aiSummary).toBe(
      'Two things to fix first.',
    );
  });

  it('keeps the findings a decision kept out in scanData, without their evidence', () => {
    const dismissedScan = runScan(
      [
        dataset('x', (d) => {
          d.profile.privateAccount = false;
          d.posts.push(post('On vacation until Sunday, house is empty!'));
        }),
      ],
      {
        now: NOW,
        detectText: detectPhrases,
        decisions: [
          {
            ruleId: 'privacy.away-from-home-posts',
            platform: 'x',
            decision: 'dismissed',
            at: new Date(NOW).toISOString(),
          },
        ],
      },
    );
    const raw = scanDataOf(dismissedScan);
    const data = parseScanData(raw)!;
    expect(data.dismissed).toEqual([
      expect.objectContaining({ ruleId: 'privacy.away-from-home-posts', decision: 'dismissed' }),
    ]);
    expect(raw).not.toContain('house is empty');
    expect(data.coverage.every((c) => c.name.length > 0)).toBe(true);
  });

  it('reads no report from a missing, malformed or foreign scanData', () => {
    expect(parseScanData(null)).toBeNull();
    expect(parseScanData('not json')).toBeNull();
    expect(parseScanData('"an AI reply"')).toBeNull();
    expect(parseScanData('{"text":"old placeholder"}')).toBeNull();
  });

  it('rebuilds the export of a stored scan: evidence back on its finding, later decisions as dismissed', () => {
    const r = result();
    const stored = r.findings.map((finding, index) => ({ ...finding, id: `finding_${index}` }));
    const evidence = new Map(stored.map((row) => [row.id, row.evidence]));
    const report = storedReportExport({
      scores: r.scores,
      data: parseScanData(scanDataOf(r))!,
      findings: stored.map(({ evidence: _evidence, ...row }) => row),
      evidence,
      decisions: decisionsByKey([
        {
          ruleId: 'security.public-account',
          platform: 'x',
          decision: 'dismissed',
          at: new Date(NOW + 60_000).toISOString(),
        },
      ]),
    });
    expect(report).toMatchObject({ format: 'footprint-report', version: 1, scores: r.scores });
    expect(report.findings).toEqual(
      r.findings.filter((f) => f.ruleId !== 'security.public-account'),
    );
    expect(report.findings.some((f) => f.evidence.length > 0)).toBe(true);
    expect(report.dismissed.map((d) => d.ruleId)).toEqual(['security.public-account']);
    expect(report.coverage).toEqual(r.coverage);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });
});
