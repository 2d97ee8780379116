// Opaque secrets handed to users (refresh tokens, reset / verification / magic-link tokens):
// 256 random bits, base64url. Only their SHA-256 is stored, so a database leak yields no usable
// token; SHA-256 suffices (no slow hash) because the secrets are random, not chosen by people.
import crypto from 'node:crypto';

const SECRET_BYTES = 32;

export function newSecret(): string {
  return crypto.randomBytes(SECRET_BYTES).toString('base64url');
}

export function hashSecret(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}
