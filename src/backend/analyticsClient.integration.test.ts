import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../server/test/harness.ts';
import { analyticsTransport, createAnalyticsClient } from './analyticsClient.ts';

describe('analytics client against the real server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  it("stores the client's batches with the signed-in user and the classified channel", async () => {
    const user = await createTestUser(server);
    const href = 'https://footprint.example/dashboard?utm_source=newsletter&utm_medium=email';
    const client = createAnalyticsClient({
      projectId: 'footprint',
      send: analyticsTransport(server.baseUrl, 'footprint'),
      getUser: () => ({ email: user.email, token: user.token }),
      allowEmail: () => true,
      environment: {
        doNotTrack: () => null,
        location: () => ({ href, pathname: '/dashboard', host: 'footprint.example' }),
        referrer: () => '',
        screenWidth: () => 1280,
        storage: null,
      },
    });
    client.track('page_view');
    client.track('scan_started');
    await client.flush();
    const { rows } = await server.db.query<Record<string, unknown>>(
      `SELECT type, user_id, user_email, channel, utm_source, screen_width, session_id
         FROM analytics_events WHERE user_id = $1 ORDER BY id`,
      [user.id],
    );
    expect(rows.map((row) => row.type)).toEqual(['page_view', 'scan_started']);
    expect(rows[0]).toMatchObject({
      user_email: user.email,
      channel: 'Email',
      utm_source: 'newsletter',
      screen_width: 1280,
      session_id: client.sessionId,
    });
  });
});
