// The first proof of an address (a magic link, a verification link, an OAuth identity whose
// provider verified the email) and what it does to an account nobody had proven yet. Someone may
// have signed up with another person's address and a password of their own, waiting for the owner
// to arrive: so when an address is proven for the first time, the account keeps no credential the
// prover did not set. Its password is cleared, the provider identities linked to it before are
// unlinked, every session and refresh token issued before ends (sessionEpochs.ts), and the owner
// is told by mail that a password had been set before they proved the address.
//
// Invariant: an account is marked verified only here (or by a password reset, which replaces the
// password and ends every session itself), and never keeps a pre-proof credential unless the
// proof came from a session of that very account (the person who set the password).
import type { AppContext } from '../app.ts';
import type { Queryable } from '../db/database.ts';
import { preClaimedAccountMail } from './mailTemplates.ts';
import { endAllSessions } from './sessionEpochs.ts';
import { findUserById, type UserRow } from './users.ts';

export interface AddressProof {
  userId: string;
  /** The address the proof was sent to or the provider vouched for. */
  email: string;
  /** An identity being linked by this proof: it is the prover's own, so it stays. */
  keepIdentity?: { provider: string; subject: string };
  /** The proof arrived with a valid session of this account: its credentials are the prover's. */
  fromOwnSession?: boolean;
}

export type ProofOutcome =
  | { kind: 'proven'; user: UserRow; credentialsCleared: boolean }
  /** The account's address changed since the proof was issued, or the account is gone. */
  | { kind: 'mismatch' };

/**
 * Marks the address verified; on a first proof of a never-verified account, clears what the
 * prover did not set. Runs in its own transaction; the mail goes out after it commits.
 */
export async function proveAddress(ctx: AppContext, proof: AddressProof): Promise<ProofOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      id: string;
      email: string;
      verified: boolean;
      has_password: boolean;
    }>(
      `SELECT id, email, email_verified_at IS NOT NULL AS verified,
              password_hash IS NOT NULL AS has_password
         FROM users WHERE id = $1 AND lower(email) = lower($2) FOR UPDATE`,
      [proof.userId, proof.email],
    );
    const row = rows[0];
    if (!row) return { kind: 'mismatch' as const };
    if (row.verified || proof.fromOwnSession) {
      if (!row.verified) await markVerified(tx, row.id);
      return { kind: 'kept' as const, email: row.email };
    }
    const identities = await unlinkEarlierIdentities(tx, row.id, proof.keepIdentity);
    await tx.query(
      'UPDATE users SET email_verified_at = now(), password_hash = NULL WHERE id = $1',
      [row.id],
    );
    // Any session of a never-verified account was opened with credentials nobody had proven.
    await endAllSessions(tx, row.id, 'address_proven');
    return {
      kind: 'cleared' as const,
      email: row.email,
      hadCredentials: row.has_password || identities > 0,
    };
  });
  if (outcome.kind === 'mismatch') return outcome;
  if (outcome.kind === 'cleared' && outcome.hadCredentials) {
    await ctx.mailer.send(preClaimedAccountMail(outcome.email));
  }
  const user = await findUserById(ctx.db, proof.userId);
  if (!user) return { kind: 'mismatch' };
  return { kind: 'proven', user, credentialsCleared: outcome.kind === 'cleared' };
}

async function markVerified(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    'UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = $1',
    [userId],
  );
}

async function unlinkEarlierIdentities(
  tx: Queryable,
  userId: string,
  keep: AddressProof['keepIdentity'],
): Promise<number> {
  const { rowCount } = await tx.query(
    `DELETE FROM user_identities
      WHERE user_id = $1 AND NOT (provider = $2 AND subject = $3)`,
    [userId, keep?.provider ?? '', keep?.subject ?? ''],
  );
  return rowCount;
}
