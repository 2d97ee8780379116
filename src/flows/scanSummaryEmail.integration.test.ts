// "Email me this summary" against the real server: the user's own verified address gets the
// scores and the finding titles (never evidence or descriptions); an unverified address, an
// offline device and an expired session each get a clear message instead of an email.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import type { FootprintScan, RiskFinding } from '../shared/tables.ts';
import { emailScanSummary, SUMMARY_EMAIL_MESSAGES } from './scanSummaryEmail.ts';

const scan: FootprintScan = {
  id: 'scan_1',
  userId: 'u1',
  platform: 'multi',
  scanStatus: 'completed',
  privacyScore: 41,
  securityScore: 77,
  identityScore: 90,
  overallScore: 69,
  scanData: null,
  errorMessage: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: null,
};

const findings = [
  {
    title: 'Posts say when your home is empty',
    riskLevel: 'high',
    category: 'privacy',
    description: 'EVIDENCE-LIKE DESCRIPTION: 3 posts, e.g. “house is empty until Sunday”',
    // A caller passing whole rows (or more) must not leak anything beyond the listed fields.
    evidence: [{ excerpt: 'house is empty until Sunday' }],
  },
  { title: 'Account is public', riskLevel: 'medium', category: 'security', description: 'd' },
] as unknown as RiskFinding[];

describe('emailing the summary of a completed scan', () => {
  let server: TestServer;
  const sent: { to: string; subject: string; text?: string; html?: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    (server.app.ctx as { mailer?: unknown }).mailer = {
      async send(message: { to: string; subject: string; text?: string; html?: string }) {
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    };
  });
  afterAll(async () => server.close());

  const deps = (token: string | null, online = true) => ({
    origin: server.baseUrl,
    projectId: 'footprint',
    online: () => online,
    getAccessToken: async () => token,
  });

  it('sends scores and finding titles to the user’s own verified address, and says so', async () => {
    const user = await createTestUser(server);
    const outcome = await emailScanSummary(deps(user.token), { email: user.email, scan, findings });
    expect(outcome).toEqual({ status: 'sent', message: `Summary sent to ${user.email}.` });
    const mail = sent.at(-1)!;
    expect(mail.to).toBe(user.email);
    expect(mail.subject).toBe('Your Footprint scan: 69/100');
    for (const part of [mail.text!, mail.html!]) {
      expect(part).toContain('Posts say when your home is empty');
      expect(part).toContain('Account is public');
      expect(part).toContain('41/100');
      expect(part).not.toContain('house is empty');
      expect(part).not.toContain('EVIDENCE-LIKE');
    }
  });

  it('sends an unverified address a verification link instead of the summary, and says so', async () => {
    const { rows } = await server.db.query<{ id: string }>(
      "INSERT INTO users (email) VALUES ('unverified-summary@example.test') RETURNING id",
    );
    const { token } = await server.app.ctx.accessTokens.issue(
      {
        id: rows[0]!.id,
        email: 'unverified-summary@example.test',
        role: 'user',
        displayName: null,
      },
      'footprint',
    );
    const before = sent.length;
    const outcome = await emailScanSummary(deps(token), {
      email: 'unverified-summary@example.test',
      scan,
      findings,
    });
    expect(outcome).toEqual({
      status: 'unverified',
      message: SUMMARY_EMAIL_MESSAGES.unverified('unverified-summary@example.test'),
    });
    // The one message sent is the server's verification link, not the summary.
    expect(sent.length).toBe(before + 1);
    expect(sent.at(-1)!.to).toBe('unverified-summary@example.test');
    expect(sent.at(-1)!.text ?? sent.at(-1)!.html).not.toContain('Account is public');
    expect(sent.at(-1)!.subject).not.toContain('Footprint scan');
  });

  it('says so while offline or signed out, without calling the server', async () => {
    const user = await createTestUser(server);
    const before = sent.length;
    expect(
      await emailScanSummary(deps(user.token, false), { email: user.email, scan, findings }),
    ).toEqual({ status: 'offline', message: SUMMARY_EMAIL_MESSAGES.offline });
    expect(await emailScanSummary(deps(null), { email: user.email, scan, findings })).toEqual({
      status: 'signed-out',
      message: SUMMARY_EMAIL_MESSAGES.signedOut,
    });
    expect(
      await emailScanSummary(deps('expired-token'), { email: user.email, scan, findings }),
    ).toEqual({ status: 'signed-out', message: SUMMARY_EMAIL_MESSAGES.signedOut });
    expect(sent.length).toBe(before);
  });
});
