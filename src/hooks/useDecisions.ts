// The user's decisions on findings ("Not me / dismiss", "Mark as fixed"), live, and the actions
// that record or undo one through the repository. Local only (see db/repos/decisions.ts). How a
// decision applies to a report is analysis/decisions.ts, the same rule the engine uses.
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { decisionsByKey, type FindingKey } from '../analysis/decisions.ts';
import { db } from '../db/database.ts';
import {
  decideFinding,
  listDecisions,
  undoDecision,
  type FindingDecisionKind,
} from '../db/repos/decisions.ts';
import type { FindingDecisionRecord } from '../db/schema.ts';

export interface Decisions {
  /** Keyed by `findingKey`; undefined while loading. */
  byKey: ReadonlyMap<string, FindingDecisionRecord> | undefined;
  decide(finding: FindingKey, decision: FindingDecisionKind): Promise<void>;
  undo(finding: FindingKey): Promise<void>;
}

export function useDecisions(userId: string | null): Decisions {
  const list = useLiveQuery(async () => (userId ? listDecisions(db, userId) : []), [userId]);
  const byKey = useMemo(() => (list ? decisionsByKey(list) : undefined), [list]);
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
