// Password hashing with argon2id (OWASP's first choice) at @node-rs/argon2's defaults
// (m=19 MiB, t=2, p=1, OWASP's minimum). Invariant: a password is only ever stored as an argon2id
// hash, and sign-in for an unknown email costs the same as for a known one.
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm is an ambient const enum, which isolated modules cannot read; 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;

let dummyHash: Promise<string> | null = null;

export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** Compares against a throwaway hash when there is no stored one, so timing reveals nothing. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('footprint-timing-equaliser');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
