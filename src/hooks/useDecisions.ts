// The user's decisions on findings ("Not me / dismiss", "Mark as fixed"), live, and the actions
// that record or undo one through the repository. Local only (see db/repos/decisions.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '../db/database.ts';
import {
  decideFinding,
  listDecisions,
  undoDecision,
  type FindingDecisionKind,
  type FindingKey,
} from '../db/repos/decisions.ts';
import type { FindingDecisionRecord } from '../db/schema.ts';

export interface Decisions {
  /** Keyed by `${ruleId}@${platform}`; undefined while loading. */
  byKey: ReadonlyMap<string, FindingDecisionRecord> | undefined;
  decide(finding: FindingKey, decision: FindingDecisionKind): Promise<void>;
  undo(finding: FindingKey): Promise<void>;
}

export const findingKey = (f: FindingKey) => `${f.ruleId}@${f.platform}`;

/**
 * The decision that keeps a finding of a scan out of that scan's report: one made after the scan
 * ran. A decision older than a scan that still has the finding means the engine brought it back
 * (a finding marked fixed that a newer export still shows), so it is shown.
 */
export function decisionAfterScan(
  byKey: ReadonlyMap<string, FindingDecisionRecord> | undefined,
  finding: FindingKey,
  scanCreatedAt: string,
): FindingDecisionRecord | null {
  const decision = byKey?.get(findingKey(finding));
  return decision && decision.at >= scanCreatedAt ? decision : null;
}

export function useDecisions(userId: string | null): Decisions {
  const list = useLiveQuery(async () => (userId ? listDecisions(db, userId) : []), [userId]);
  const byKey = useMemo(
    () => (list ? new Map(list.map((d) => [findingKey(d), d])) : undefined),
    [list],
  );
  return {
    byKey,
    async decide(finding, decision) {
      if (userId) await decideFinding(db, userId, finding, decision);
    },
    async undo(finding) {
      if (userId) await undoDecision(db, userId, finding);
    },
  };
}
