import { describe, expect, it } from 'vitest';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import { scanSummaryEmail } from './notificationsClient.ts';

const scan: FootprintScan = {
  id: 'scan_1',
  userId: 'u1',
  platform: 'multi',
  scanStatus: 'completed',
  privacyScore: 61,
  securityScore: 85,
  identityScore: 70,
  overallScore: 72,
  scanData: '{"evidence":"SECRET EVIDENCE"}',
  errorMessage: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: null,
};

const finding = (
  title: string,
  riskLevel: RiskFinding['riskLevel'],
  category: RiskFinding['category'],
): RiskFinding => ({
  id: title,
  scanId: 'scan_1',
  userId: 'u1',
  ruleId: 'r',
  platform: 'x',
  category,
  riskLevel,
  title,
  description: 'details that stay in the app',
  fixUrl: null,
  count: 1,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: null,
});

describe('scan summary email', () => {
  const email = scanSummaryEmail(
    scan,
    [
      finding('Geotagged posts', 'medium', 'privacy'),
      finding('No two-factor authentication', 'critical', 'security'),
      finding('<script>alert(1)</script>', 'low', 'identity'),
    ],
    'https://footprint.example',
  );

  it('states the scores and lists findings most severe first', () => {
    expect(email.subject).toBe('Your Footprint scan: 72/100');
    expect(email.text).toContain(
      'Overall: 72/100\nPrivacy: 61/100\nSecurity: 85/100\nIdentity: 70/100',
    );
    expect(email.text).toContain('Findings — privacy: 1, security: 1, identity: 1');
    const lines = email.text.split('\n').filter((line) => line.startsWith('- '));
    expect(lines[0]).toBe('- [CRITICAL] No two-factor authentication');
    expect(email.text).toContain('Open your report: https://footprint.example/dashboard');
  });

  it('carries no scan data or descriptions and escapes titles in HTML', () => {
    expect(email.text).not.toContain('SECRET EVIDENCE');
    expect(email.html).not.toContain('SECRET EVIDENCE');
    expect(email.text).not.toContain('details that stay in the app');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;');
  });

  it('lists at most ten findings and says how many more there are', () => {
    const many = Array.from({ length: 13 }, (_, i) => finding(`Finding ${i}`, 'low', 'privacy'));
    const summary = scanSummaryEmail(scan, many, 'https://footprint.example');
    expect(summary.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(10);
    expect(summary.text).toContain('…and 3 more');
  });
});

describe('the summary of a scan resting on too little data', () => {
  const checks = (category: string, ran: number, total: number) => ({
    ran,
    total,
    enough: ran / total >= 0.5,
    missing: ran < total ? ['posts'] : [],
    category,
  });
  const thin: FootprintScan = {
    ...scan,
    privacyScore: 100,
    securityScore: 100,
    identityScore: 100,
    overallScore: 100,
    scanData: JSON.stringify({
      engineVersion: 1,
      coverage: [],
      dataSufficiency: {
        categories: {
          privacy: checks('privacy', 0, 24),
          security: checks('security', 0, 15),
          identity: checks('identity', 0, 11),
        },
        share: 0,
      },
    }),
  };

  it('says "not enough data" where the app does, never 100/100', () => {
    const email = scanSummaryEmail(thin, [], 'https://footprint.example');
    expect(email.subject).toBe('Your Footprint scan: not enough data');
    expect(email.text).toContain(
      'Overall: not enough data\nPrivacy: not enough data\nSecurity: not enough data\nIdentity: not enough data',
    );
    expect(email.text).not.toContain('100/100');
    expect(email.html).not.toContain('100/100');
  });
});
