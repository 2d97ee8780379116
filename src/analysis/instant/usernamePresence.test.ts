import { describe, expect, it } from 'vitest';
import type { UsernameResult, UsernameState } from '../../shared/usernames.ts';
import { runScan } from '../scan.ts';
import type { UsernamePresenceCheck } from './instantFacts.ts';
import {
  groupUsernameResults,
  SENSITIVE_SITES_RULE,
  USERNAME_REUSE_RULE,
  usernamePresenceFindings,
} from './usernamePresence.ts';

function result(site: string, state: UsernameState, category = 'social'): UsernameResult {
  return { site, category, url: `https://${site.toLowerCase()}.example/jane`, state, ms: 120 };
}

function check(results: UsernameResult[], username = 'jane_doe'): UsernamePresenceCheck {
  return { username, checkedAt: '2026-11-25T10:00:00.000Z', results };
}

const NOW = Date.parse('2026-11-25T12:00:00.000Z');

describe('username presence findings', () => {
  it('counts only accounts found: a site that could not be checked is never a hit', () => {
    const facts = {
      usernameChecks: [
        check([
          result('A', 'found'),
          result('B', 'found'),
          result('C', 'unknown'),
          result('D', 'blocked'),
          result('E', 'not_found'),
          result('F', 'invalid'),
        ]),
      ],
    };
    expect(usernamePresenceFindings(facts).findings).toEqual([]);
  });

  it('rates a username found on many sites by how many, with each account as local evidence', () => {
    const many = Array.from({ length: 16 }, (_, i) => result(`Site${i}`, 'found'));
    const { findings } = usernamePresenceFindings({ usernameChecks: [check(many)] });
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({
      ruleId: USERNAME_REUSE_RULE.id,
      platform: 'multi',
      category: 'identity',
      riskLevel: 'high',
      count: 16,
      title: 'Your username is public on 16 sites',
    });
    // The username is evidence on the device, never in the synced title or description.
    expect(findings[0]!.title + findings[0]!.description).not.toContain('jane_doe');
    expect(findings[0]!.evidence[0]).toMatchObject({ platform: 'web', excerpt: 'jane_doe' });
    const few = usernamePresenceFindings({ usernameChecks: [check(many.slice(0, 4))] });
    expect(few.findings[0]!.riskLevel).toBe('low');
  });

  it('flags accounts on dating, political, health and adult sites as high', () => {
    const { findings } = usernamePresenceFindings({
      usernameChecks: [
        check([result('Match', 'found', 'dating'), result('Forum', 'found', 'political')]),
      ],
    });
    expect(findings.map((f) => [f.ruleId, f.riskLevel, f.count])).toEqual([
      [SENSITIVE_SITES_RULE.id, 'high', 2],
    ]);
    expect(findings[0]!.title).toBe('Your username is on 2 dating, political sites');
  });

  it('scores the identity category of a scan with no export at all', () => {
    const facts = {
      usernameChecks: [
        check([
          result('Match', 'found', 'dating'),
          ...['A', 'B', 'C'].map((s) => result(s, 'found')),
        ]),
      ],
    };
    const scan = runScan([], { now: NOW, instant: facts });
    expect(scan.findings.map((f) => f.ruleId).sort()).toEqual([
      SENSITIVE_SITES_RULE.id,
      USERNAME_REUSE_RULE.id,
    ]);
    expect(scan.scores.identity).toBeLessThan(100);
    expect(scan.scores.privacy).toBe(100);
    expect(runScan([], { now: NOW }).scores.identity).toBe(100);
  });

  it('groups results with the categories of most accounts first and unknowns apart from misses', () => {
    const groups = groupUsernameResults([
      result('Zed', 'found', 'gaming'),
      result('Alpha', 'found', 'social'),
      result('Beta', 'found', 'social'),
      result('Gone', 'not_found'),
      result('Wall', 'blocked'),
      result('Slow', 'unknown'),
    ]);
    expect(groups.found.map((g) => [g.category, g.results.map((r) => r.site)])).toEqual([
      ['social', ['Alpha', 'Beta']],
      ['gaming', ['Zed']],
    ]);
    expect(groups.notFound.map((r) => r.site)).toEqual(['Gone']);
    expect(groups.couldNotCheck.map((r) => r.site)).toEqual(['Slow', 'Wall']);
  });
});
