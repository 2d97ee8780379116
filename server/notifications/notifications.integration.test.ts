import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';
import type { MailSender } from './routes.ts';

const SERVICE_KEY = 'test-service-key-0123456789';

/** The mail transport as the server's mailer builds it without SMTP: nodemailer, kept in memory. */
function recordingMailer(): MailSender & { raw: string[]; fail: boolean } {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const sender = {
    raw: [] as string[],
    fail: false,
    async send(message: { to: string; subject: string; text?: string; html?: string }) {
      if (sender.fail) throw new Error('550 mailbox unavailable');
      const info = await transport.sendMail({
        from: 'Footprint <no-reply@footprint.local>',
        ...message,
      });
      sender.raw.push((info.message as Buffer).toString('utf8'));
      return { messageId: info.messageId };
    },
  };
  return sender;
}

describe('notifications service', () => {
  let server: TestServer;
  let mailer: ReturnType<typeof recordingMailer>;
  let user: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    server = await startTestServer({ env: { SERVICE_KEY } });
    mailer = recordingMailer();
    (server.app.ctx as { mailer?: MailSender }).mailer = mailer;
    user = await createTestUser(server);
  });
  afterAll(async () => server.close());

  async function email(
    body: unknown,
    headers: Record<string, string> = { authorization: `Bearer ${user.token}` },
  ) {
    const response = await fetch(`${server.baseUrl}/api/notifications/footprint/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("sends a scan summary to the signed-in user's own verified address", async () => {
    const result = await email({
      to: user.email,
      subject: 'Your Footprint scan',
      text: 'Overall 72/100',
    });
    expect(result.status).toBe(202);
    expect(result.body.sent).toBe(true);
    const raw = mailer.raw.at(-1)!;
    expect(raw).toContain(`To: ${user.email}`);
    expect(raw).toContain('Subject: Your Footprint scan');
    expect(raw).toContain('Overall 72/100');
  });

  it('refuses any other address for a signed-in user', async () => {
    const before = mailer.raw.length;
    const result = await email({ to: 'someone.else@example.test', subject: 'Hi', text: 'x' });
    expect(result.status).toBe(403);
    expect(result.body.message).toBe('You can only send email to your own address');
    expect(mailer.raw.length).toBe(before);
  });

  it('refuses an address that is not verified yet', async () => {
    const fresh = await createTestUser(server);
    await server.db.query('UPDATE users SET email_verified_at = NULL WHERE id = $1', [fresh.id]);
    const result = await email(
      { to: fresh.email, subject: 'Hi', text: 'x' },
      { authorization: `Bearer ${fresh.token}` },
    );
    expect(result.status).toBe(403);
    expect(result.body.message).toBe('Verify your email address before sending email to it');
  });

  it('lets the service key send to any address', async () => {
    const result = await email(
      { to: 'ops@example.test', subject: 'Report', html: '<p>Weekly</p>' },
      { 'x-service-key': SERVICE_KEY },
    );
    expect(result.status).toBe(202);
    expect(mailer.raw.at(-1)).toContain('To: ops@example.test');
    const bearer = await email(
      { to: 'ops@example.test', subject: 'Report', text: 'Weekly' },
      { authorization: `Bearer ${SERVICE_KEY}` },
    );
    expect(bearer.status).toBe(202);
    const wrong = await email(
      { to: 'ops@example.test', subject: 'x', text: 'y' },
      { 'x-service-key': 'nope' },
    );
    expect(wrong.status).toBe(401);
  });

  it('lets a role with notifications.email_any send to any address', async () => {
    const admin = await createTestUser(server);
    const { token } = await server.app.ctx.accessTokens.issue(
      { id: admin.id, email: admin.email, role: 'admin', displayName: null },
      'footprint',
    );
    const result = await email(
      { to: 'member@example.test', subject: 'Welcome', text: 'Hello' },
      { authorization: `Bearer ${token}` },
    );
    expect(result.status).toBe(202);
  });

  it('answers missing fields with the spec rule and bad fields with 4xx', async () => {
    for (const body of [
      {},
      { to: user.email, subject: 'x' },
      { to: user.email, text: 'x' },
      { subject: 'x', text: 'y' },
      { to: user.email, subject: 'x', text: '   ' },
    ]) {
      const result = await email(body);
      expect(result.status).toBe(400);
      expect(result.body.message).toBe('Email sending needs to, subject, and html or text');
    }
    const injection = await email({
      to: user.email,
      subject: 'Hi\r\nBcc: victim@example.test',
      text: 'x',
    });
    expect(injection.status).toBe(400);
    expect(injection.body.message).toBe('subject must be one line of at most 200 characters');
    const address = await email({ to: 'not-an-address', subject: 'x', text: 'y' });
    expect(address.status).toBe(400);
    const big = await email({ to: user.email, subject: 'x', text: 'y'.repeat(101 * 1024) });
    expect(big.status).toBe(413);
    const anonymous = await email({ to: user.email, subject: 'x', text: 'y' }, {});
    expect(anonymous.status).toBe(401);
  });

  it('reports a mail server refusal as 502 without losing the request shape', async () => {
    const sender = await createTestUser(server);
    mailer.fail = true;
    try {
      const result = await email(
        { to: sender.email, subject: 'x', text: 'y' },
        { authorization: `Bearer ${sender.token}` },
      );
      expect(result.status).toBe(502);
      expect(result.body.message).toBe('The mail server did not accept the message');
    } finally {
      mailer.fail = false;
    }
  });

  it('limits how many emails one user sends', async () => {
    const busy = await createTestUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await email(
            { to: busy.email, subject: `n${i}`, text: 'y' },
            { authorization: `Bearer ${busy.token}` },
          )
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});
