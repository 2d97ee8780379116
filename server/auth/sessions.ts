// A signed-in session as the spec shapes it: a JWT access token plus a rotating refresh token.
import type { AuthResponseWire } from '../../src/shared/auth.ts';
import type { AppContext } from '../app.ts';
import type { Queryable } from '../db/database.ts';
import { issueRefreshToken, type IssuedRefreshToken } from './refreshTokens.ts';
import { toWireUser, type UserRow } from './users.ts';

export async function issueSession(
  ctx: AppContext,
  user: UserRow,
  projectId: string,
  refresh?: IssuedRefreshToken,
  db: Queryable = ctx.db,
): Promise<AuthResponseWire> {
  const wireUser = toWireUser(user);
  const refreshToken = refresh ?? (await issueRefreshToken(db, user.id, projectId));
  const access = await ctx.accessTokens.issue(wireUser, projectId, {
    epoch: user.session_epoch,
    family: refreshToken.familyId,
    emailVerified: user.email_verified,
  });
  return {
    session: {
      access_token: access.token,
      refresh_token: refreshToken.token,
      token_type: 'Bearer',
      expires_in: access.expiresIn,
      refresh_expires_in: refreshToken.expiresIn,
      issued_at: Math.floor(Date.now() / 1000),
    },
    user: wireUser,
  };
}
