// The mailed-link flows end to end through a real SMTP server on loopback (smtp-server): password
// reset, email verification and magic-link sign-in, each link single-use; reset and magic-link
// requests reveal nothing about which emails are registered. Also: without SMTP_URL the mail lands
// as .eml files in DATA_DIR/mail.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAuth, type Json } from '../test/auth.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';

interface ReceivedMail {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let server: TestServer;
const inbox: ReceivedMail[] = [];
const waiting: ((mail: ReceivedMail) => void)[] = [];

function nextMail(): Promise<ReceivedMail> {
  const queued = inbox.shift();
  if (queued) return Promise.resolve(queued);
  return new Promise((resolve) => waiting.push(resolve));
}

/** The first link in a message, with quoted-printable soft breaks and escapes undone. */
function linkIn(mail: ReceivedMail): URL {
  const decoded = mail.raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const match = /https?:\/\/[^\s"<>]+/.exec(decoded);
  if (!match) throw new Error('no link in the message');
  return new URL(match[0]);
}

function post(path: string, body: unknown, token?: string) {
  return postAuth(server, path, body, token);
}

const uniqueEmail = () => `mail-${crypto.randomBytes(5).toString('hex')}@example.test`;
const PASSWORD = 'first password 1';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (raw += chunk));
      stream.on('end', () => {
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw };
        const waiter = waiting.shift();
        if (waiter) waiter(mail);
        else inbox.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const address = smtp.server.address();
  if (address == null || typeof address === 'string') throw new Error('smtp did not bind');
  server = await startTestServer({ env: { SMTP_URL: `smtp://127.0.0.1:${address.port}` } });
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('password reset by email', () => {
  it('mails a single-use link that sets a new password and ends every session', async () => {
    const email = uniqueEmail();
    const signup = await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    const requested = await post('/password/reset', {
      email,
      projectId: 'footprint',
      redirectUrl: `${server.baseUrl}/dashboard`,
    });
    expect(requested).toEqual({ status: 200, data: { sent: true } });
    const mail = await nextMail();
    expect(mail.to).toEqual([email]);
    const link = linkIn(mail);
    expect(link.origin).toBe(server.baseUrl);
    expect(link.pathname).toBe('/auth/reset');
    const token = link.searchParams.get('token')!;

    const confirmed = await post('/password/reset/confirm', {
      token,
      password: 'second password 2',
      projectId: 'footprint',
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.data.redirectUrl).toBe(`${server.baseUrl}/dashboard`);
    const again = await post('/password/reset/confirm', {
      token,
      password: 'third password 3',
      projectId: 'footprint',
    });
    expect(again.status).toBe(400);
    expect(again.data.code).toBe('INVALID_TOKEN');
    const oldSession = await post('/refresh', { refresh_token: signup.data.session.refresh_token });
    expect(oldSession.status).toBe(401);
    const signin = await post('/signin/email', {
      email,
      password: 'second password 2',
      projectId: 'footprint',
    });
    expect(signin.status).toBe(200);
  });

  it('answers an unknown email exactly like a known one and sends it nothing', async () => {
    const unknown = await post('/password/reset', { email: uniqueEmail(), projectId: 'footprint' });
    const known = uniqueEmail();
    await post('/signup', { email: known, password: PASSWORD, projectId: 'footprint' });
    const answer = await post('/password/reset', { email: known, projectId: 'footprint' });
    expect(unknown).toEqual(answer);
    // Mail is delivered in order, so the next one being the known address's proves the unknown
    // address got none.
    expect((await nextMail()).to).toEqual([known]);
  });

  it('refuses an expired reset link with TOKEN_EXPIRED', async () => {
    const email = uniqueEmail();
    await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    await post('/password/reset', { email, projectId: 'footprint' });
    const token = linkIn(await nextMail()).searchParams.get('token')!;
    await server.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'password_reset'",
    );
    const late = await post('/password/reset/confirm', {
      token,
      password: 'too late 12',
      projectId: 'footprint',
    });
    expect(late.status).toBe(400);
    expect(late.data.code).toBe('TOKEN_EXPIRED');
  });
});

describe('email verification', () => {
  it('mails a link to the signed-in user that verifies the address once', async () => {
    const email = uniqueEmail();
    const signup = await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    const token = signup.data.session.access_token as string;
    expect((await post('/email/verify/send', {})).status).toBe(401);
    const sent = await post('/email/verify/send', {}, token);
    expect(sent).toEqual({ status: 200, data: { sent: true } });
    const mail = await nextMail();
    expect(mail.to).toEqual([email]);
    const link = linkIn(mail);
    expect(link.pathname).toBe('/auth/verify');
    const verifyToken = link.searchParams.get('token')!;
    // Followed in the browser that signed up (its stored session goes along): the password stays.
    const verified = await post('/email/verify', {
      token: verifyToken,
      projectId: 'footprint',
      refresh_token: signup.data.session.refresh_token,
    });
    expect(verified).toEqual({ status: 200, data: { verified: true, passwordCleared: false } });
    const signin = await post('/signin/email', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(signin.status).toBe(200);
    const { rows } = await server.db.query<{ verified: boolean }>(
      'SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE lower(email) = lower($1)',
      [email],
    );
    expect(rows[0]!.verified).toBe(true);
    const reused = await post('/email/verify', { token: verifyToken, projectId: 'footprint' });
    expect(reused.status).toBe(400);
    expect(reused.data.code).toBe('VERIFICATION_FAILED');
  });
});

/** The pre-claimer's password, refresh token and access token (auth and REST) all answer 401. */
async function expectLockedOut(email: string, claim: Json): Promise<void> {
  const password = await post('/signin/email', {
    email,
    password: PASSWORD,
    projectId: 'footprint',
  });
  expect(password.status).toBe(401);
  const refresh = await post('/refresh', { refresh_token: claim.session.refresh_token });
  expect(refresh.status).toBe(401);
  for (const path of ['/api/auth/me', '/api/db/footprint/rest/v1/footprint_scans']) {
    const stale = await fetch(`${server.baseUrl}${path}`, {
      headers: { Authorization: `Bearer ${claim.session.access_token}` },
    });
    expect(stale.status).toBe(401);
  }
}

describe('magic-link sign-in', () => {
  it('signs a new person in with a mailed link, creating a verified account', async () => {
    const email = uniqueEmail();
    const redirectUrl = `${server.baseUrl}/dashboard`;
    const sent = await post('/signin/magic', { email, projectId: 'footprint', redirectUrl });
    expect(sent).toEqual({ status: 200, data: { sent: true } });
    const link = linkIn(await nextMail());
    expect(link.pathname).toBe('/auth/magic');
    const token = link.searchParams.get('token')!;
    const signedIn = await post('/signin/magic/verify', { token, projectId: 'footprint' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.data.user.email).toBe(email);
    expect(signedIn.data.redirectUrl).toBe(redirectUrl);
    const me = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${signedIn.data.session.access_token}` },
    });
    expect(me.status).toBe(200);
    const reused = await post('/signin/magic/verify', { token, projectId: 'footprint' });
    expect(reused.status).toBe(401);
  });

  it('signs an existing account in to the same user id', async () => {
    const email = uniqueEmail();
    const signup = await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    await post('/email/verify/send', {}, signup.data.session.access_token as string);
    const verifyToken = linkIn(await nextMail()).searchParams.get('token')!;
    await post('/email/verify', {
      token: verifyToken,
      projectId: 'footprint',
      refresh_token: signup.data.session.refresh_token,
    });
    await post('/signin/magic', {
      email: email.toUpperCase(),
      projectId: 'footprint',
      redirectUrl: `${server.baseUrl}/`,
    });
    const token = linkIn(await nextMail()).searchParams.get('token')!;
    const signedIn = await post('/signin/magic/verify', { token, projectId: 'footprint' });
    expect(signedIn.data.user.id).toBe(signup.data.user.id);
    // A verified account keeps its password: the link proved nothing new.
    const again = await post('/signin/email', {
      email,
      password: PASSWORD,
      projectId: 'footprint',
    });
    expect(again.status).toBe(200);
  });

  it('locks a pre-claimer out when the owner first proves the address with a magic link', async () => {
    const email = uniqueEmail();
    // Someone signs up with the owner's address and a password of their own.
    const claim = await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    expect(claim.status).toBe(201);
    // The owner signs in with a mailed link.
    await post('/signin/magic', {
      email,
      projectId: 'footprint',
      redirectUrl: `${server.baseUrl}/`,
    });
    const token = linkIn(await nextMail()).searchParams.get('token')!;
    const owner = await post('/signin/magic/verify', { token, projectId: 'footprint' });
    expect(owner.status).toBe(200);
    expect(owner.data.user.id).toBe(claim.data.user.id);
    // The owner is told, and the pre-claimer's password, refresh token and access token are dead.
    const notice = await nextMail();
    expect(notice.to).toEqual([email]);
    expect(notice.raw).toContain('an earlier password was removed');
    await expectLockedOut(email, claim.data);
    // The owner's own session works.
    const ownerMe = await fetch(`${server.baseUrl}/api/auth/me`, {
      headers: { Authorization: `Bearer ${owner.data.session.access_token}` },
    });
    expect(ownerMe.status).toBe(200);
  });

  it('locks a pre-claimer out when the owner follows a verification link the pre-claimer asked for', async () => {
    const email = uniqueEmail();
    const claim = await post('/signup', { email, password: PASSWORD, projectId: 'footprint' });
    await post('/email/verify/send', {}, claim.data.session.access_token as string);
    const token = linkIn(await nextMail()).searchParams.get('token')!;
    // The owner follows it in their own browser, which holds no session of this account.
    const verified = await post('/email/verify', { token, projectId: 'footprint' });
    expect(verified).toEqual({ status: 200, data: { verified: true, passwordCleared: true } });
    expect((await nextMail()).raw).toContain('an earlier password was removed');
    await expectLockedOut(email, claim.data);
  });

  it('answers MAGIC_LINK_EXPIRED for an expired link and refuses foreign redirect addresses', async () => {
    const email = uniqueEmail();
    await post('/signin/magic', {
      email,
      projectId: 'footprint',
      redirectUrl: `${server.baseUrl}/dashboard`,
    });
    const token = linkIn(await nextMail()).searchParams.get('token')!;
    await server.db.query(
      "UPDATE one_time_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'magic_link'",
    );
    const late = await post('/signin/magic/verify', { token, projectId: 'footprint' });
    expect(late.status).toBe(401);
    expect(late.data.code).toBe('MAGIC_LINK_EXPIRED');

    const evil = await post('/signin/magic', {
      email,
      projectId: 'footprint',
      redirectUrl: 'https://evil.example/steal',
    });
    expect(evil.status).toBe(400);
    expect(evil.data.code).toBe('INVALID_REDIRECT');
  });
});

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/mail', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'footprint-mail-'));
    const local = await startTestServer({ env: { DATA_DIR: dataDir } });
    try {
      const email = uniqueEmail();
      const response = await fetch(`${local.baseUrl}/api/auth/signin/magic`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, projectId: 'footprint', redirectUrl: `${local.baseUrl}/` }),
      });
      expect(response.status).toBe(200);
      const files = fs.readdirSync(path.join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const raw = fs.readFileSync(path.join(dataDir, 'mail', files[0]!), 'utf8');
      expect(raw).toContain(`To: ${email}`);
      expect(linkIn({ to: [], raw }).pathname).toBe('/auth/magic');
    } finally {
      await local.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
