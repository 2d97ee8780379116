// The users table as auth sees it. Emails are unique case-insensitively (users_email_key) and
// stored trimmed as typed; lookups always go through lower().
import type { AuthUserWire } from '../../src/shared/auth.ts';
import type { Queryable } from '../db/database.ts';

export interface UserRow {
  id: string;
  email: string;
  display_name: string | null;
  role: string;
  password_hash: string | null;
  email_verified: boolean;
  /** Access tokens below this epoch are void (sessionEpochs.ts). */
  session_epoch: number;
}

const COLUMNS =
  'id, email, display_name, role, password_hash, email_verified_at IS NOT NULL AS email_verified, session_epoch';

export function toWireUser(row: UserRow): AuthUserWire {
  return { id: row.id, email: row.email, displayName: row.display_name, role: row.role };
}

export async function findUserByEmail(db: Queryable, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${COLUMNS} FROM users WHERE lower(email) = lower($1)`,
    [email.trim()],
  );
  return rows[0] ?? null;
}

export async function findUserById(db: Queryable, id: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** Inserts a user; returns null when the email is taken (the unique index decides, race-free). */
export async function insertUser(
  db: Queryable,
  fields: {
    email: string;
    passwordHash: string | null;
    displayName: string | null;
    emailVerified: boolean;
  },
): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(
    `INSERT INTO users (email, password_hash, display_name, email_verified_at)
     VALUES ($1, $2, $3, CASE WHEN $4 THEN now() END)
     ON CONFLICT DO NOTHING
     RETURNING ${COLUMNS}`,
    [fields.email.trim(), fields.passwordHash, fields.displayName, fields.emailVerified],
  );
  return rows[0] ?? null;
}
