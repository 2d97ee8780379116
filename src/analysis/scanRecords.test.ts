import { describe, expect, it } from 'vitest';
import { dataset, detectPhrases, NOW, post } from './rules/testing/datasets.ts';
import { runScan } from './scan.ts';
import {
  parseScanData,
  reportExport,
  scanDataOf,
  scanRecords,
  storedReportExport,
  type ScanData,
} from './scanRecords.ts';

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

describe('scan records', () => {
  it('writes scores, a completed status and scanData with rule versions and coverage', () => {
    const r = result();
    let n = 0;
    const records = scanRecords(r, {
      scanId: 'scan_1',
      userId: 'u1',
      createdAt: '2026-06-01T12:00:00.000Z',
      newId: () => `id${++n}`,
    });
    expect(records.scanUpdate).toMatchObject({
      scanStatus: 'completed',
      privacyScore: r.scores.privacy,
      overallScore: r.scores.overall,
      errorMessage: null,
    });
    const data = JSON.parse(records.scanUpdate.scanData as string) as ScanData;
    expect(data.ruleVersions['privacy.away-from-home-posts']).toBe(1);
    expect(data.coverage).toHaveLength(r.coverage.length);
    expect(records.findings).toHaveLength(r.findings.length);
    expect(records.findings[0]).toMatchObject({ scanId: 'scan_1', userId: 'u1', updatedAt: null });
  });

  it('keeps evidence out of synced rows and links each evidence row to its finding', () => {
    const r = result();
    let n = 0;
    const records = scanRecords(r, {
      scanId: 's',
      userId: 'u',
      createdAt: 't',
      newId: () => `id${++n}`,
    });
    const synced = JSON.stringify([records.scanUpdate, records.findings]);
    expect(synced).not.toContain('house is empty');
    const away = records.findings.find((f) => f.ruleId === 'privacy.away-from-home-posts')!;
    const rows = records.evidence.filter((e) => e.findingId === away.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.excerpt).toContain('house is empty');
  });

  it('stores an AI summary beside the engine summary only when given', () => {
    const r = result();
    expect(JSON.parse(scanDataOf(r)).aiSummary).toBeUndefined();
    expect(JSON.parse(scanDataOf(r, 'Two things to fix first.')).aiSummary).toBe(
      'Two things to fix first.',
    );
  });

  it('exports a JSON report with findings, evidence, dismissed findings and coverage', () => {
    const r = result();
    const report = reportExport(r);
    expect(report).toMatchObject({ format: 'footprint-report', version: 1, scores: r.scores });
    expect(report.findings.some((f) => f.evidence.length > 0)).toBe(true);
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
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
    let n = 0;
    const records = scanRecords(r, {
      scanId: 's',
      userId: 'u',
      createdAt: 't',
      newId: () => `id${++n}`,
    });
    const evidence = new Map<string, (typeof r.findings)[number]['evidence']>();
    for (const row of records.evidence) {
      const { id: _id, findingId, scanId: _scanId, ...item } = row;
      evidence.set(findingId, [...(evidence.get(findingId) ?? []), item]);
    }
    const publicAccount = records.findings.find((f) => f.ruleId === 'security.public-account')!;
    const report = storedReportExport({
      scores: r.scores,
      data: parseScanData(records.scanUpdate.scanData)!,
      findings: records.findings.map((f) =>
        f.id === publicAccount.id ? { ...f, decision: 'dismissed' as const } : f,
      ),
      evidence,
    });
    const live = reportExport(r);
    expect(report.findings).toEqual(
      live.findings.filter((f) => f.ruleId !== 'security.public-account'),
    );
    expect(report.dismissed.map((d) => d.ruleId)).toEqual(['security.public-account']);
    expect(report.coverage).toEqual(live.coverage);
  });
});
