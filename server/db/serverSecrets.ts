// The server's own secrets (the access-token signing key, the download-URL key), kept in
// server_secrets so every instance on one database signs alike. Invariant: a secret is made once,
// 32 random bytes, by whichever instance asks first; later askers read the same one.
import crypto from 'node:crypto';
import type { Queryable } from './database.ts';

export async function loadServerSecret(db: Queryable, name: string): Promise<Buffer> {
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, crypto.randomBytes(32).toString('base64')],
  );
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  const value = rows[0]?.value;
  if (!value) throw new Error(`server secret ${name} missing`);
  return Buffer.from(value, 'base64');
}
