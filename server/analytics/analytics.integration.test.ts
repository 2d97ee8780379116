import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAnalyticsLog } from '../test/analytics.ts';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';

describe('analytics service', () => {
  let server: TestServer;
  let user: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
  });
  afterAll(async () => server.close());

  const log = (body: unknown, token?: string) =>
    postAnalyticsLog(server.baseUrl, body, token ? { authorization: `Bearer ${token}` } : {});

  const event = (extra: Record<string, unknown> = {}) => ({
    type: 'page_view',
    timestamp: new Date().toISOString(),
    project_id: 'footprint',
    session_id: 's_1',
    pathname: '/dashboard',
    referrer: 'https://www.google.com/',
    screen_width: 390,
    channel: 'Organic Search',
    utm_source: 'newsletter',
    utm_medium: 'email',
    utm_campaign: 'launch',
    utm_term: null,
    utm_content: null,
    ...extra,
  });

  it("stores a signed-in user's events with the user id from the token", async () => {
    const result = await log(
      {
        events: [
          event({ user_id: 'someone-else', user_email: user.email }),
          event({ type: 'scan_started' }),
        ],
      },
      user.token,
    );
    expect(result).toEqual({ status: 202, body: { accepted: 2 } });
    const { rows } = await server.db.query<Record<string, unknown>>(
      'SELECT type, user_id, user_email, pathname, screen_width, channel, utm_medium FROM analytics_events WHERE user_id = $1 ORDER BY id',
      [user.id],
    );
    expect(rows).toEqual([
      {
        type: 'page_view',
        user_id: user.id,
        user_email: user.email,
        pathname: '/dashboard',
        screen_width: 390,
        channel: 'Organic Search',
        utm_medium: 'email',
      },
      expect.objectContaining({ type: 'scan_started', user_email: null }),
    ]);
  });

  it('refuses events without a signed-in user and stores nothing of them', async () => {
    const result = await log({ events: [event({ session_id: 'anon-1' })] });
    expect(result.status).toBe(401);
    const { rows } = await server.db.query(
      "SELECT user_id FROM analytics_events WHERE session_id = 'anon-1'",
    );
    expect(rows).toEqual([]);
  });

  it('refuses an email that is not the signed-in user’s own', async () => {
    const other = await log({ events: [event({ user_email: 'victim@example.test' })] }, user.token);
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(
      "Event 0: user_email may only be the signed-in user's own address",
    );
  });

  it('refuses fields outside the spec list so no personal data rides along', async () => {
    const result = await log(
      { events: [event({ post_text: 'my address is 1 Main St' })] },
      user.token,
    );
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Event 0: unknown field "post_text"');
    const { rows } = await server.db.query('SELECT 1 FROM analytics_events WHERE type = $1', ['x']);
    expect(rows).toHaveLength(0);
  });

  it('answers malformed batches with 400 and a message naming the problem', async () => {
    const cases: [unknown, RegExp][] = [
      ['{nope', /JSON|json/],
      [{}, /events must be an array of 1 to 100 events/],
      [{ events: [] }, /events must be an array/],
      [{ events: Array.from({ length: 101 }, () => event()) }, /events must be an array/],
      [{ events: ['x'] }, /Event 0: must be an object/],
      [{ events: [event({ type: '' })] }, /type must be/],
      [{ events: [event({ timestamp: 'yesterday' })] }, /timestamp must be an ISO 8601 time/],
      [{ events: [event({ timestamp: '2001-01-01T00:00:00Z' })] }, /within the last 7 days/],
      [{ events: [event({ channel: 'Billboard' })] }, /channel must be one of/],
      [{ events: [event({ screen_width: -5 })] }, /screen_width/],
      [{ events: [event({ pathname: 'x'.repeat(257) })] }, /at most 256 characters/],
      [{ events: [event({ project_id: 'other' })] }, /project_id does not match/],
    ];
    for (const [body, message] of cases) {
      const result = await log(body, user.token);
      expect(result.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(result.body.message).toMatch(message);
    }
  });

  it('answers a bad token with 401 and an unknown project with 404', async () => {
    expect((await log({ events: [event()] }, 'not-a-token')).status).toBe(401);
    const response = await fetch(`${server.baseUrl}/api/analytics/nope/log`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ events: [event()] }),
    });
    expect(response.status).toBe(404);
  });
});
