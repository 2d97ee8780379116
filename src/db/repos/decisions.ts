// The user's decisions on findings: "Not me / dismiss" and "Mark as fixed", one per user, rule and
// platform, read by every later scan (the engine keeps dismissed findings out of the report and
// the scores; fixed ones until a newer export still shows them). Local only, never queued for the
// server (see FindingDecisionRecord for why). Invariant: at most one decision per finding key;
// deciding again replaces it, undoing deletes it.
import type { FindingKey } from '../../analysis/decisions.ts';
import type { FootprintDatabase, FindingDecisionRecord } from '../schema.ts';

export type FindingDecisionKind = FindingDecisionRecord['decision'];

export async function decideFinding(
  db: FootprintDatabase,
  userId: string,
  finding: FindingKey,
  decision: FindingDecisionKind,
  now = new Date(),
): Promise<FindingDecisionRecord> {
  const record: FindingDecisionRecord = {
    userId,
    ruleId: finding.ruleId,
    platform: finding.platform,
    decision,
    at: now.toISOString(),
  };
  await db.findingDecisions.put(record);
  return record;
}

export async function undoDecision(
  db: FootprintDatabase,
  userId: string,
  finding: FindingKey,
): Promise<void> {
  await db.findingDecisions.delete([userId, finding.ruleId, finding.platform]);
}

export function listDecisions(
  db: FootprintDatabase,
  userId: string,
): Promise<FindingDecisionRecord[]> {
  return db.findingDecisions.where('userId').equals(userId).toArray();
}
