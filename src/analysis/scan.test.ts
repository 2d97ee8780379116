import { describe, expect, it } from 'vitest';
import { RULES } from './rules/catalogue.ts';
import { dataset, detectPhrases, NOW, post } from './rules/testing/datasets.ts';
import type { PlatformRule } from './rules/types.ts';
import type { FindingDecision } from './decisions.ts';
import { runScan, ScanInputError } from './scan.ts';

const publicInstagram = () =>
  dataset('instagram', (d) => {
    d.profile.privateAccount = false;
    d.profile.visibility.push({
      name: 'Private Account',
      value: 'False',
      source: 'personal_information.json',
    });
    d.profile.usernames.push({ value: 'jane.doe', source: 'personal_information.json' });
  });
const xWithPosts = () =>
  dataset('x', (d) => {
    d.profile.usernames.push({ value: 'janedoe', source: 'account.js' });
    d.posts.push(post('On vacation until Sunday, house is empty!', { source: 'tweets.js' }));
  });

describe('scan', () => {
  it('turns datasets into findings, computed scores and a coverage table', () => {
    const result = runScan([publicInstagram(), xWithPosts()], {
      now: NOW,
      detectText: detectPhrases,
    });
    const ids = result.findings.map((f) => `${f.ruleId}@${f.platform}`);
    expect(ids).toContain('security.public-account@instagram');
    expect(ids).toContain('privacy.away-from-home-posts@x');
    expect(ids).toContain('identity.same-username-across-platforms@multi');
    const pub = result.findings.find((f) => f.ruleId === 'security.public-account')!;
    expect(pub.fixUrl).toBe('https://www.instagram.com/accounts/privacy_and_security/');
    expect(result.scores.security).toBeLessThan(100);
    expect(result.scores.overall).toBe(
      Math.round((result.scores.privacy + result.scores.security + result.scores.identity) / 3),
    );
    // Every rule appears in the coverage table once per platform (or once for cross-platform rules).
    const perPlatform = RULES.filter((r) => r.scope === 'platform').length;
    const multi = RULES.length - perPlatform;
    expect(result.coverage).toHaveLength(perPlatform * 2 + multi);
  });

  it('says which checks could not run and why', () => {
    const result = runScan([xWithPosts()], { now: NOW });
    const twoFactor = result.coverage.find((c) => c.ruleId === 'security.two-factor-off')!;
    expect(twoFactor).toMatchObject({ status: 'not-determinable' });
    expect(twoFactor.reason).toMatch(/X export does not contain the two-factor setting/);
    const away = result.coverage.find((c) => c.ruleId === 'privacy.away-from-home-posts')!;
    expect(away.status).toBe('not-determinable');
    expect(away.reason).toMatch(/text detectors were not loaded/);
    expect(result.findings.map((f) => f.ruleId)).not.toContain('privacy.away-from-home-posts');
    expect(result.summary.textEngine).toBe(false);
  });

  it('keeps a dismissed finding out of findings and scores in later scans', () => {
    const first = runScan([publicInstagram()], { now: NOW });
    const decisions: FindingDecision[] = [
      {
        ruleId: 'security.public-account',
        platform: 'instagram',
        decision: 'dismissed',
        at: '2026-06-01T12:00:00Z',
      },
    ];
    const second = runScan([publicInstagram()], { now: NOW + 1000, decisions });
    expect(second.findings.map((f) => f.ruleId)).not.toContain('security.public-account');
    expect(second.suppressed.map((f) => f.ruleId)).toEqual(['security.public-account']);
    expect(second.scores.security).toBeGreaterThan(first.scores.security);
    expect(second.summary.suppressed).toEqual([
      { ruleId: 'security.public-account', platform: 'instagram', decision: 'dismissed' },
    ]);
  });

  it('brings back a finding marked fixed when a newer export still shows it', () => {
    const decision: FindingDecision = {
      ruleId: 'security.public-account',
      platform: 'instagram',
      decision: 'fixed',
      at: '2026-05-31T00:00:00Z',
    };
    const sameExport = runScan([publicInstagram()], { now: NOW, decisions: [decision] });
    expect(sameExport.findings.map((f) => f.ruleId)).not.toContain('security.public-account');
    const newer = publicInstagram();
    newer.exportDate = '2026-06-10T00:00:00.000Z';
    const later = runScan([newer], { now: NOW, decisions: [decision] });
    expect(later.findings.map((f) => f.ruleId)).toContain('security.public-account');
    expect(later.summary.reappeared).toEqual([
      {
        ruleId: 'security.public-account',
        platform: 'instagram',
        exportDate: '2026-06-10T00:00:00.000Z',
      },
    ]);
  });

  it('reports what changed since the previous scan', () => {
    const first = runScan([publicInstagram()], { now: NOW });
    const fixed = publicInstagram();
    fixed.profile.privateAccount = true;
    const second = runScan([fixed], { now: NOW, previous: first });
    expect(second.summary.changes?.findings).toContainEqual({
      ruleId: 'security.public-account',
      platform: 'instagram',
      change: 'resolved',
      from: 'medium',
    });
    expect(second.summary.changes?.scoreDelta.security).toBe(
      second.scores.security - first.scores.security,
    );
    expect(second.summary.changes?.scoreDelta.security).toBeGreaterThan(0);
  });

  it('calls a finding of a disconnected platform "not checked", never resolved, and the delta does not rise', () => {
    const first = runScan([publicInstagram(), xWithPosts()], { now: NOW });
    const previous = { ...first, platforms: ['instagram', 'x'] as const };
    // A cross-platform finding found again was checked again, though a platform is gone.
    const afterTikTok = { ...first, platforms: ['instagram', 'tiktok', 'x'] as const };
    const onX = runScan([publicInstagram(), xWithPosts()], { now: NOW, previous: afterTikTok });
    expect(onX.findings.some((f) => f.platform === 'multi')).toBe(true);
    expect(onX.summary.changes!.scoreDelta).toEqual({
      privacy: 0,
      security: 0,
      identity: 0,
      overall: 0,
    });
    const withoutInstagram = runScan([xWithPosts()], { now: NOW, previous });
    const changes = withoutInstagram.summary.changes!;
    expect(changes.findings).toContainEqual({
      ruleId: 'security.public-account',
      platform: 'instagram',
      change: 'not-checked',
      from: 'medium',
    });
    // The cross-platform finding needed Instagram too: not checked either.
    expect(changes.findings).toContainEqual(
      expect.objectContaining({
        ruleId: 'identity.same-username-across-platforms',
        change: 'not-checked',
      }),
    );
    expect(changes.findings.filter((c) => c.change === 'resolved')).toEqual([]);
    expect(changes.scoreDelta).toEqual({ privacy: 0, security: 0, identity: 0, overall: 0 });
  });

  it('still counts a real fix as resolved, with its score gain, beside a disconnect', () => {
    const first = runScan([publicInstagram(), xWithPosts()], { now: NOW });
    const fixed = publicInstagram();
    fixed.profile.privateAccount = true;
    const second = runScan([fixed], {
      now: NOW,
      previous: { ...first, platforms: ['instagram', 'x'] },
    });
    expect(second.summary.changes?.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'security.public-account', change: 'resolved' }),
    );
    expect(second.summary.changes?.scoreDelta.security).toBeGreaterThan(0);
  });

  it('is deterministic: the same input gives the same output', () => {
    const a = runScan([xWithPosts(), publicInstagram()], { now: NOW, detectText: detectPhrases });
    const b = runScan([publicInstagram(), xWithPosts()], { now: NOW, detectText: detectPhrases });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('refuses two exports of one platform with a clear message', () => {
    expect(() => runScan([xWithPosts(), xWithPosts()], { now: NOW })).toThrow(ScanInputError);
    expect(() => runScan([xWithPosts(), xWithPosts()], { now: NOW })).toThrow(/Two X exports/);
  });

  it('reports a failing rule as a check that could not run and finishes the scan', () => {
    const broken: PlatformRule = {
      ...(RULES.find((r) => r.id === 'security.public-account') as PlatformRule),
      check() {
        throw new Error('boom');
      },
    };
    const result = runScan([publicInstagram()], { now: NOW, rules: [broken] });
    expect(result.findings).toEqual([]);
    expect(result.coverage).toEqual([
      {
        ruleId: 'security.public-account',
        name: broken.name,
        platform: 'instagram',
        status: 'not-determinable',
        reason: 'This check failed: boom',
      },
    ]);
  });

  it('reports progress for every rule and ends at the total', () => {
    const seen: number[] = [];
    runScan([publicInstagram()], { now: NOW, onProgress: (done) => seen.push(done) });
    expect(seen[0]).toBe(0);
    expect(seen[seen.length - 1]).toBe(RULES.length);
  });

  it('summarises rule versions, per-platform coverage and counts for scanData', () => {
    const result = runScan([publicInstagram()], { now: NOW });
    expect(result.summary.ruleVersions['security.public-account']).toBe(1);
    expect(result.summary.scannedAt).toBe(new Date(NOW).toISOString());
    const ig = result.summary.platforms[0]!;
    expect(ig.platform).toBe('instagram');
    expect(ig.checks.ran + ig.checks.notDeterminable).toBe(
      RULES.filter((r) => r.scope === 'platform').length,
    );
    expect(result.summary.counts.findings).toBe(result.findings.length);
  });

  it('keeps titles and descriptions free of the evidence text (they are synced)', () => {
    const result = runScan([xWithPosts()], { now: NOW, detectText: detectPhrases });
    const away = result.findings.find((f) => f.ruleId === 'privacy.away-from-home-posts')!;
    expect(away.evidence[0]?.excerpt).toContain('house is empty');
    expect(away.title + away.description).not.toContain('house is empty');
  });
});
