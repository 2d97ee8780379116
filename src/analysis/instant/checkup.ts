// The checkup: settings no export states, asked of the user. For each connected platform whose
// scan said a setting "could not be determined", one yes / no / not sure question with the exact
// settings page to look at. A "no" becomes the finding the rule would have made, marked
// "confirmed by you"; a "yes" makes the check count as done; "not sure" leaves it undetermined.
// Pure. Invariants: an answer only fills a gap — when an export states the setting, the export
// wins and the answer is ignored; a confirmed finding never claims to be verified.
import type { PlatformId, RiskLevel } from '../../shared/tables.ts';
import { fixUrl, type FixTopic } from '../rules/fixUrls.ts';
import { PLATFORM_NAMES } from '../rules/lib/describe.ts';
import type { CoverageEntry, ScanFinding } from '../scan.ts';

export type CheckupAnswerValue = 'yes' | 'no' | 'unsure';

export interface CheckupAnswer {
  ruleId: string;
  platform: PlatformId;
  answer: CheckupAnswerValue;
  /** When the user answered (ISO). */
  at: string;
}

export const CONFIRMED_BY_YOU = 'Confirmed by you';

interface CheckupQuestion {
  topic: FixTopic;
  /** Asked so that "yes" is the safe answer. */
  question(platform: string): string;
  /** The finding a "no" makes. */
  finding: {
    level: RiskLevel;
    title(platform: string): string;
    description(platform: string): string;
  };
}

/** The settings the checkup asks about, by the rule that could not determine them. */
export const CHECKUP_QUESTIONS: Readonly<Record<string, CheckupQuestion>> = {
  'security.two-factor-off': {
    topic: 'twoFactor',
    question: (p) => `Is two-factor authentication on for your ${p} account?`,
    finding: {
      level: 'critical',
      title: (p) => `Two-factor authentication is off on ${p}`,
      description: (p) =>
        `You said your ${p} account signs in with a password alone, so a leaked or guessed password is enough to take it over. Turn on two-factor authentication with an authenticator app.`,
    },
  },
  'security.many-active-sessions': {
    topic: 'loginActivity',
    question: (p) =>
      `Have you checked ${p}'s active sessions and signed out every device you do not recognise?`,
    finding: {
      level: 'medium',
      title: (p) => `Active sessions on ${p} have not been reviewed`,
      description: (p) =>
        `A device you no longer use, or someone else's, may still be signed in to ${p}. Open the login activity page and sign out the sessions you do not recognise.`,
    },
  },
  'security.old-password': {
    topic: 'password',
    question: (p) =>
      `Have you changed your ${p} password in the last year, to one you use nowhere else?`,
    finding: {
      level: 'medium',
      title: (p) => `The ${p} password is old or reused`,
      description: (p) =>
        `An old or reused password is the one most likely to be in a breach. Change your ${p} password to a new one from a password manager.`,
    },
  },
  'security.public-account': {
    topic: 'accountPrivacy',
    question: (p) => `Is your ${p} account set to private?`,
    finding: {
      level: 'medium',
      title: (p) => `The ${p} account is public`,
      description: (p) =>
        `Anyone can see what you post on ${p}, and search engines may index it. Make the account private if it is not meant for strangers.`,
    },
  },
};

export interface CheckupItem {
  ruleId: string;
  platform: PlatformId;
  question: string;
  settingsUrl: string;
}

/** The questions a scan's coverage leaves open (or that the user already answered), per platform. */
export function checkupItems(coverage: readonly CoverageEntry[]): CheckupItem[] {
  return coverage.flatMap((entry): CheckupItem[] => {
    const question = CHECKUP_QUESTIONS[entry.ruleId];
    if (!question || entry.platform === 'multi') return [];
    const open = entry.status === 'not-determinable' || entry.reason === CONFIRMED_BY_YOU;
    if (!open) return [];
    const platform = entry.platform;
    return [
      {
        ruleId: entry.ruleId,
        platform,
        question: question.question(PLATFORM_NAMES[platform]),
        settingsUrl: fixUrl(platform, question.topic),
      },
    ];
  });
}

/**
 * Fills the scan's undetermined checks with the user's answers: each answered check's coverage
 * row becomes "ran — confirmed by you", and each "no" adds its finding. Returns the findings.
 */
export function applyCheckupAnswers(
  coverage: CoverageEntry[],
  answers: readonly CheckupAnswer[],
  ruleVersions: Readonly<Record<string, number>>,
): ScanFinding[] {
  const findings: ScanFinding[] = [];
  for (const answer of answers) {
    const question = CHECKUP_QUESTIONS[answer.ruleId];
    if (!question || answer.answer === 'unsure') continue;
    const index = coverage.findIndex(
      (c) =>
        c.ruleId === answer.ruleId &&
        c.platform === answer.platform &&
        c.status === 'not-determinable',
    );
    if (index < 0) continue;
    coverage[index] = { ...coverage[index]!, status: 'ran', reason: CONFIRMED_BY_YOU };
    if (answer.answer === 'yes') continue;
    const p = PLATFORM_NAMES[answer.platform];
    findings.push({
      ruleId: answer.ruleId,
      ruleVersion: ruleVersions[answer.ruleId] ?? 1,
      platform: answer.platform,
      category: 'security',
      riskLevel: question.finding.level,
      title: `${question.finding.title(p)} (confirmed by you)`,
      description: question.finding.description(p),
      fixUrl: fixUrl(answer.platform, question.topic),
      count: 1,
      evidence: [
        {
          platform: 'web',
          source: `Your checkup answer of ${answer.at.slice(0, 10)}`,
          label: `${question.question(p)} You answered no.`,
          at: answer.at,
        },
      ],
    });
  }
  return findings;
}
