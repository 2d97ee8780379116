// Access tokens: short-lived JWTs (HS256, 900 s) naming the user. The signing key is generated
// once and kept in the database (or given as JWT_SECRET), so all instances agree. Verification
// accepts only HS256 with our issuer: `alg: none`, other algorithms, tampered and expired tokens
// are rejected, and so is a token whose session epoch (`sv`) is below its user's current one
// (sessionEpochs.ts: every session of the user ended after it was issued).
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT, errors as joseErrors } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '../../src/shared/constants.ts';
import type { Queryable } from '../db/database.ts';
import { loadServerSecret } from '../db/serverSecrets.ts';

export const TOKEN_ISSUER = 'footprint';
const SIGNING_KEY_NAME = 'access_token_hs256';

export interface TokenUser {
  id: string;
  email: string;
  role: string;
  displayName: string | null;
}

/** `unverified`: email verification is required and the token's user had not verified. */
export type TokenRejection = 'missing' | 'expired' | 'invalid' | 'unverified';

export class AccessTokenError extends Error {
  constructor(readonly reason: TokenRejection) {
    super(
      reason === 'expired'
        ? 'Access token expired'
        : reason === 'unverified'
          ? 'Please verify your email address before signing in.'
          : 'Invalid access token',
    );
  }
}

/** The session a token belongs to: its user's epoch when issued and its refresh family. */
export interface TokenSession {
  epoch: number;
  /** The refresh-token family (one signed-in device); null for tokens issued without one. */
  family: string | null;
  /** Whether the user's address was verified when the token was issued. */
  emailVerified: boolean;
}

export type VerifiedToken = TokenUser & {
  projectId: string;
  session: TokenSession;
  /** When the token expires, in ms since the epoch. */
  expiresAtMs: number;
};

export interface AccessTokens {
  issue(
    user: TokenUser,
    projectId: string,
    session?: TokenSession,
  ): Promise<{ token: string; expiresIn: number }>;
  verify(token: string): Promise<VerifiedToken>;
  /** The user behind the request's `Authorization: Bearer` header; throws AccessTokenError. */
  fromRequest(request: FastifyRequest): Promise<VerifiedToken>;
}

export async function loadSigningKey(
  db: Queryable,
  configured: string | null,
): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  return loadServerSecret(db, SIGNING_KEY_NAME);
}

export interface AccessTokenOptions {
  ttlSeconds?: number;
  /** The user's current session epoch; tokens below it are refused. */
  currentEpoch?: (userId: string) => Promise<number>;
  /** REQUIRE_EMAIL_VERIFICATION: tokens of users who had not verified are refused. */
  requireVerifiedEmail?: boolean;
}

export function createAccessTokens(
  key: Uint8Array,
  options: AccessTokenOptions = {},
): AccessTokens {
  const ttlSeconds = options.ttlSeconds ?? ACCESS_TOKEN_TTL_S;
  const currentEpoch = options.currentEpoch ?? (async () => 0);
  const tokens: AccessTokens = {
    async issue(user, projectId, session = { epoch: 0, family: null, emailVerified: true }) {
      const token = await new SignJWT({
        email: user.email,
        role: user.role,
        name: user.displayName ?? undefined,
        pid: projectId,
        sv: session.epoch,
        sid: session.family ?? undefined,
        ev: session.emailVerified,
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
        const epoch = typeof payload.sv === 'number' ? payload.sv : 0;
        if (epoch < (await currentEpoch(payload.sub))) throw new AccessTokenError('invalid');
        const emailVerified = payload.ev === true;
        if (options.requireVerifiedEmail && !emailVerified) {
          throw new AccessTokenError('unverified');
        }
        return {
          id: payload.sub,
          email: payload.email,
          role: typeof payload.role === 'string' ? payload.role : 'user',
          displayName: typeof payload.name === 'string' ? payload.name : null,
          projectId: typeof payload.pid === 'string' ? payload.pid : '',
          session: {
            epoch,
            family: typeof payload.sid === 'string' ? payload.sid : null,
            emailVerified,
          },
          expiresAtMs: (payload.exp ?? 0) * 1000,
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
