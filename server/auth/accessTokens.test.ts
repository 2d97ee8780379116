import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokenError, createAccessTokens, TOKEN_ISSUER } from './accessTokens.ts';

const key = new TextEncoder().encode('k'.repeat(32));
const user = {
  id: '6f1c2d1e-1111-4222-8333-444455556666',
  email: 'a@example.test',
  role: 'user',
  displayName: null,
};

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'accepted';
  } catch (error) {
    return error instanceof AccessTokenError ? error.reason : 'other';
  }
}

describe('access tokens', () => {
  it('round-trips the user and project', async () => {
    const tokens = createAccessTokens(key);
    const { token, expiresIn } = await tokens.issue(user, 'footprint');
    expect(expiresIn).toBe(900);
    await expect(tokens.verify(token)).resolves.toMatchObject({
      id: user.id,
      email: user.email,
      projectId: 'footprint',
    });
  });

  it('rejects a token whose payload was changed', async () => {
    const { token } = await createAccessTokens(key).issue(user, 'footprint');
    const [header, payload, signature] = token.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    forged.sub = '00000000-0000-4000-8000-000000000000';
    const tampered = [
      header,
      Buffer.from(JSON.stringify(forged)).toString('base64url'),
      signature,
    ].join('.');
    expect(await rejection(createAccessTokens(key).verify(tampered))).toBe('invalid');
  });

  it('rejects alg none, other keys and expired tokens', async () => {
    const tokens = createAccessTokens(key);
    const unsigned = new UnsecuredJWT({ email: user.email })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .encode();
    expect(await rejection(tokens.verify(unsigned))).toBe('invalid');
    const otherKey = await createAccessTokens(new TextEncoder().encode('x'.repeat(32))).issue(
      user,
      'footprint',
    );
    expect(await rejection(tokens.verify(otherKey.token))).toBe('invalid');
    const expired = await new SignJWT({ email: user.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user.id)
      .setIssuer(TOKEN_ISSUER)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    expect(await rejection(tokens.verify(expired))).toBe('expired');
  });
});
