// Breaches of the user's own email (Have I Been Pwned, checked through our server) as one finding
// of the security category: how many breaches hold the address, rated by whether passwords were
// among the exposed data. Each breach is local evidence with its date, what it exposed and its
// fix. Pure. Invariant: the title and description name numbers only; the breached services stay
// in the evidence on the device.
import type { Breach, BreachCheckResponse } from '../../shared/breaches.ts';
import type { CoverageEntry, ScanFinding } from '../scan.ts';
import type { WebEvidence } from './instantFacts.ts';

export const EMAIL_BREACHES_RULE = {
  id: 'security.email-in-breaches',
  version: 1,
  name: 'Email in known breaches',
} as const;

function exposesPasswords(breach: Breach): boolean {
  return breach.dataClasses.some((dataClass) => /password/i.test(dataClass));
}

/** What to do about one breach, in the words the report shows. */
export function breachFix(breach: Breach): string {
  return exposesPasswords(breach)
    ? `Change the password you used on ${breach.title} and everywhere you reused it; turn on two-factor.`
    : `Expect phishing that quotes your ${breach.title} account; turn on two-factor there.`;
}

export function breachFindings(check: BreachCheckResponse | null | undefined): {
  findings: ScanFinding[];
  coverage: CoverageEntry[];
} {
  if (!check) return { findings: [], coverage: [] };
  const coverage: CoverageEntry[] = [
    {
      ruleId: EMAIL_BREACHES_RULE.id,
      name: EMAIL_BREACHES_RULE.name,
      platform: 'multi',
      status: 'ran',
    },
  ];
  if (check.breaches.length === 0) return { findings: [], coverage };
  const withPasswords = check.breaches.filter(exposesPasswords).length;
  const evidence: WebEvidence[] = [...check.breaches]
    .sort((a, b) => b.breachDate.localeCompare(a.breachDate))
    .map((breach) => ({
      platform: 'web',
      source: `Breach check of ${check.checkedAt.slice(0, 10)} (Have I Been Pwned)`,
      label: `${breach.title} breach of ${breach.breachDate}: ${breach.dataClasses.join(', ')}`,
      excerpt: breachFix(breach),
      at: breach.breachDate || null,
      ...(breach.domain ? { url: `https://${breach.domain}` } : {}),
    }));
  const count = check.breaches.length;
  return {
    coverage,
    findings: [
      {
        ruleId: EMAIL_BREACHES_RULE.id,
        ruleVersion: EMAIL_BREACHES_RULE.version,
        platform: 'multi',
        category: 'security',
        riskLevel: withPasswords > 0 ? 'high' : 'medium',
        title: `Your email is in ${count} known data breach${count === 1 ? '' : 'es'}`,
        description:
          withPasswords > 0
            ? `${withPasswords} of them exposed passwords. Change the password you used on each breached site and everywhere you reused it, and turn on two-factor: the evidence lists each breach with its date and what it exposed.`
            : 'None exposed a password, but the details that leaked make phishing more convincing. Turn on two-factor on those sites: the evidence lists each breach with its date and what it exposed.',
        fixUrl: null,
        count,
        evidence,
      },
    ],
  };
}
