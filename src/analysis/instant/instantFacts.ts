// What the user learnt without an export ("instant footprint"): where their usernames are public,
// checked through our server against the WhatsMyName site list, and kept on the device as
// evidence. The scan turns these facts into findings (usernamePresence.ts) beside the export
// rules' findings. Pure types and functions: no React, Dexie or network.
import type { BreachCheckResponse } from '../../shared/breaches.ts';
import type { UsernameResult } from '../../shared/usernames.ts';
import type { Evidence } from '../rules/types.ts';
import type { CheckupAnswer } from './checkup.ts';

/** Evidence a check on the web found, rather than a file of an export. */
export interface WebEvidence {
  platform: 'web';
  /** Which check found it and when, e.g. "Username check of 2026-11-25". */
  source: string;
  label: string;
  excerpt?: string;
  at?: string | null;
  /** The public page the user can open to check (a profile address). */
  url?: string;
}

/** Evidence behind a finding: from an export, or from a check on the web. */
export type FindingEvidenceItem = Evidence | WebEvidence;

/** One finished username check, as kept on the device. */
export interface UsernamePresenceCheck {
  username: string;
  /** When the check finished (ISO). */
  checkedAt: string;
  results: UsernameResult[];
}

/** Everything the scan reads besides the exports. */
export interface InstantFacts {
  usernameChecks: UsernamePresenceCheck[];
  /** The newest check of the user's own email against known breaches, if any. */
  breachCheck?: BreachCheckResponse | null;
  /** The user's answers to the checkup (settings no export states). */
  checkupAnswers?: CheckupAnswer[];
}

export const NO_INSTANT_FACTS: InstantFacts = { usernameChecks: [], breachCheck: null };

export function hasInstantFacts(facts: InstantFacts | null | undefined): boolean {
  return (facts?.usernameChecks.length ?? 0) > 0 || facts?.breachCheck != null;
}
