// Access tokens: short-lived JWTs (HS256, 900 s) naming the user. The signing key is generated
// once and kept in the database (or given as JWT_SECRET), so all instances agree. Verification
// accepts only HS256 with our issuer: `alg: none`, other algorithms, tampered and expired tokens
// are rejected.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '../../src/shared/constants.ts';
import type { Queryable } from '../db/database.ts';

export const TOKEN_ISSUER = 'footprint';
const SIGNING_KEY_NAME = 'access_token_hs256';

export interface TokenUser {
  id: string;
  email: string;
  role: string;
  displayName: string | null;
}

export type TokenRejection = 'missing' | 'expired' | 'invalid';

export class AccessTokenError extends Error {
  constructor(readonly reason: TokenRejection) {
    super(reason === 'expired' ? 'Access token expired' : 'Invalid access token');
  }
}

export interface AccessTokens {
  issue(user: TokenUser, projectId: string): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<TokenUser & { projectId: string }>;
  /** The user behind the request's `Authorization: Bearer` header; throws AccessTokenError. */
  fromRequest(request: FastifyRequest): Promise<TokenUser & { projectId: string }>;
}

export async function loadSigningKey(
  db: Queryable,
  configured: string | null,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [SIGNING_KEY_NAME, crypto.randomBytes(32).toString('base64')],
  );
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [SIGNING_KEY_NAME],
  );
  const value = rows[0]?.value;
  if (!value) throw new Error('access-token signing key missing');
  return Buffer.from(value, 'base64');
}

export function createAccessTokens(key: Uint8Array, ttlSeconds = ACCESS_TOKEN_TTL_S): AccessTokens {
  const tokens: AccessTokens = {
    async issue(user, projectId) {
      const token = await new SignJWT({
        email: user.email,
        role: user.role,
        name: user.displayName ?? undefined,
        pid: projectId,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(TOKEN_ISSUER)
        .setIssuedAt()
        .setJti(crypto.randomUUID())
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
      return { token, expiresIn: ttlSeconds };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
        });
        if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
          throw new AccessTokenError('invalid');
        }
        return {
          id: payload.sub,
          email: payload.email,
          role: typeof payload.role === 'string' ? payload.role : 'user',
          displayName: typeof payload.name === 'string' ? payload.name : null,
          projectId: typeof payload.pid === 'string' ? payload.pid : '',
        };
      } catch (error) {
        if (error instanceof AccessTokenError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new AccessTokenError('expired');
        throw new AccessTokenError('invalid');
      }
    },
    async fromRequest(request) {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new AccessTokenError('missing');
      return tokens.verify(match[1]);
    },
  };
  return tokens;
}
