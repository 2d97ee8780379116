import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import type { FootprintScan } from '../shared/tables.ts';
import { BackendError } from './backendError.ts';
import { scanSummaryEmail, sendScanSummary } from './notificationsClient.ts';

const scan: FootprintScan = {
  id: 'scan_1',
  userId: 'u1',
  platform: 'multi',
  scanStatus: 'completed',
  privacyScore: 50,
  securityScore: 60,
  identityScore: 70,
  overallScore: 60,
  scanData: null,
  errorMessage: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: null,
};

describe('emailing a scan summary through the real server', () => {
  let server: TestServer;
  const sent: { to: string; subject: string; text?: string }[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    // A recording transport in place of the server's mailer (SMTP or the mail folder).
    (server.app.ctx as { mailer?: unknown }).mailer = {
      async send(message: { to: string; subject: string; text?: string }) {
        sent.push(message);
        return { messageId: `<${sent.length}@test>` };
      },
    };
  });
  afterAll(async () => server.close());

  it('sends the summary to the user and refuses another address with the server message', async () => {
    const user = await createTestUser(server);
    const summary = scanSummaryEmail(scan, [], 'https://footprint.example');
    await sendScanSummary(server.baseUrl, 'footprint', user.token, user.email, summary);
    expect(sent.at(-1)).toMatchObject({ to: user.email, subject: 'Your Footprint scan: 60/100' });

    const refused = sendScanSummary(
      server.baseUrl,
      'footprint',
      user.token,
      'x@example.test',
      summary,
    );
    await expect(refused).rejects.toBeInstanceOf(BackendError);
    await expect(refused).rejects.toMatchObject({
      kind: 'notifications',
      status: 403,
      message: 'You can only send email to your own address',
    });
    await expect(
      sendScanSummary(server.baseUrl, 'footprint', 'expired', user.email, summary),
    ).rejects.toMatchObject({ kind: 'auth' });
  });
});
