// Where the user's usernames are public, as findings of the identity category: one username found
// on many sites links those accounts into one profile; an account on a dating, political, health
// or adult site says something sensitive about whoever holds it. Pure: the kept checks come in,
// findings go out. Invariants: at most one finding per rule (platform 'multi'); titles and
// descriptions name numbers only, the usernames and sites stay in the local evidence; a site that
// could not be checked is never counted as found.
import type { UsernameResult } from '../../shared/usernames.ts';
import type { ImportedDataset } from '../imports/dataset.ts';
import type { CoverageEntry, ScanFinding } from '../scan.ts';
import type { InstantFacts, UsernamePresenceCheck, WebEvidence } from './instantFacts.ts';

export const USERNAME_REUSE_RULE = {
  id: 'identity.username-public-on-many-sites',
  version: 1,
  name: 'Username public on many sites',
} as const;

export const SENSITIVE_SITES_RULE = {
  id: 'identity.username-on-sensitive-sites',
  version: 1,
  name: 'Username on sensitive sites',
} as const;

/** WhatsMyName categories whose membership alone reveals something sensitive. */
export const SENSITIVE_CATEGORIES: Readonly<Record<string, string>> = {
  dating: 'dating',
  political: 'political',
  health: 'health',
  'xx NSFW xx': 'adult',
};

/** Found on this many sites or more makes a finding (a handle on one or two is ordinary). */
const REUSE_MIN_SITES = 3;

/** The usernames the connected exports hold, without a leading @, each once. */
export function exportUsernames(datasets: readonly ImportedDataset[]): string[] {
  const seen = new Map<string, string>();
  for (const dataset of datasets)
    for (const fact of dataset.profile.usernames) {
      const handle = fact.value.trim().replace(/^@/, '');
      if (/^[^\s/\\]{1,64}$/u.test(handle) && !seen.has(handle.toLowerCase()))
        seen.set(handle.toLowerCase(), handle);
    }
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

export interface UsernameResultGroups {
  /** Sites where an account exists, by category, categories in order of most found. */
  found: { category: string; results: UsernameResult[] }[];
  notFound: UsernameResult[];
  /** Timeouts, unexpected answers and firewall pages: nothing is known about these sites. */
  couldNotCheck: UsernameResult[];
  /** Sites that cannot have an account with this name. */
  invalid: UsernameResult[];
}

export function groupUsernameResults(results: readonly UsernameResult[]): UsernameResultGroups {
  const byCategory = new Map<string, UsernameResult[]>();
  const groups: UsernameResultGroups = { found: [], notFound: [], couldNotCheck: [], invalid: [] };
  for (const result of results) {
    if (result.state === 'found')
      byCategory.set(result.category, [...(byCategory.get(result.category) ?? []), result]);
    else if (result.state === 'not_found') groups.notFound.push(result);
    else if (result.state === 'invalid') groups.invalid.push(result);
    else groups.couldNotCheck.push(result);
  }
  const bySite = (a: UsernameResult, b: UsernameResult) => a.site.localeCompare(b.site);
  groups.found = [...byCategory]
    .map(([category, found]) => ({ category, results: found.sort(bySite) }))
    .sort((a, b) => b.results.length - a.results.length || a.category.localeCompare(b.category));
  groups.notFound.sort(bySite);
  groups.couldNotCheck.sort(bySite);
  groups.invalid.sort(bySite);
  return groups;
}

function foundAccounts(checks: readonly UsernamePresenceCheck[]) {
  return checks.flatMap((check) =>
    check.results.filter((result) => result.state === 'found').map((result) => ({ check, result })),
  );
}

function evidenceOf(found: ReturnType<typeof foundAccounts>): WebEvidence[] {
  return found.map(({ check, result }) => ({
    platform: 'web',
    source: `Username check of ${check.checkedAt.slice(0, 10)}`,
    label: `Account on ${result.site} (${result.category})`,
    excerpt: check.username,
    at: check.checkedAt,
    url: result.url,
  }));
}

function finding(
  rule: typeof USERNAME_REUSE_RULE | typeof SENSITIVE_SITES_RULE,
  fields: Pick<ScanFinding, 'riskLevel' | 'title' | 'description' | 'count' | 'evidence'>,
): ScanFinding {
  return {
    ruleId: rule.id,
    ruleVersion: rule.version,
    platform: 'multi',
    category: 'identity',
    fixUrl: null,
    ...fields,
  };
}

/** The findings and coverage rows the kept username checks make, for the scan. */
export function usernamePresenceFindings(facts: InstantFacts): {
  findings: ScanFinding[];
  coverage: CoverageEntry[];
} {
  if (facts.usernameChecks.length === 0) return { findings: [], coverage: [] };
  const findings: ScanFinding[] = [];
  const found = foundAccounts(facts.usernameChecks);
  if (found.length >= REUSE_MIN_SITES) {
    const usernames = new Set(found.map(({ check }) => check.username)).size;
    findings.push(
      finding(USERNAME_REUSE_RULE, {
        riskLevel: found.length >= 15 ? 'high' : found.length >= 6 ? 'medium' : 'low',
        title: `Your username${usernames > 1 ? 's are' : ' is'} public on ${found.length} sites`,
        description: `An account under ${usernames > 1 ? `${usernames} of your usernames` : 'your username'} exists on ${found.length} sites. If they are yours, one search links them all into one profile: close the accounts you no longer use, and use different usernames where you want to stay separate.`,
        count: found.length,
        evidence: evidenceOf(found),
      }),
    );
  }
  const sensitive = found.filter(({ result }) => result.category in SENSITIVE_CATEGORIES);
  if (sensitive.length > 0) {
    const kinds = [
      ...new Set(sensitive.map(({ result }) => SENSITIVE_CATEGORIES[result.category]!)),
    ].sort();
    findings.push(
      finding(SENSITIVE_SITES_RULE, {
        riskLevel: 'high',
        title: `Your username is on ${sensitive.length} ${kinds.join(', ')} site${sensitive.length > 1 ? 's' : ''}`,
        description: `Anyone who searches your username finds ${sensitive.length > 1 ? 'these accounts' : 'this account'}, and membership alone says something sensitive about you. If ${sensitive.length > 1 ? 'they are' : 'it is'} yours, rename or close ${sensitive.length > 1 ? 'them' : 'it'}, or use a username you use nowhere else.`,
        count: sensitive.length,
        evidence: evidenceOf(sensitive),
      }),
    );
  }
  const coverage: CoverageEntry[] = [USERNAME_REUSE_RULE, SENSITIVE_SITES_RULE].map((rule) => ({
    ruleId: rule.id,
    name: rule.name,
    platform: 'multi',
    status: 'ran',
  }));
  return { findings, coverage };
}
