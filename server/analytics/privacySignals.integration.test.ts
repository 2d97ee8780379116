// The server honours the browser's requests not to be tracked: a batch sent with `Sec-GPC: 1`
// (Global Privacy Control) or `DNT: 1` is answered 202 and nothing is stored; without them the
// same batch is stored. A bad batch is still refused with its reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAnalyticsLog } from '../test/analytics.ts';
import { createTestUser, startTestServer, type TestServer } from '../test/harness.ts';

describe('analytics and the browser’s privacy signals', () => {
  let server: TestServer;
  let user: Awaited<ReturnType<typeof createTestUser>>;

  beforeAll(async () => {
    server = await startTestServer();
    user = await createTestUser(server);
  });
  afterAll(async () => server.close());

  const log = (headers: Record<string, string>, events: unknown[]) =>
    postAnalyticsLog(
      server.baseUrl,
      { events },
      { authorization: `Bearer ${user.token}`, ...headers },
    );

  const pageView = () => ({
    type: 'page_view',
    timestamp: new Date().toISOString(),
    pathname: '/dashboard',
  });

  async function stored(): Promise<number> {
    const { rows } = await server.db.query<{ n: string | number }>(
      'SELECT count(*) AS n FROM analytics_events WHERE user_id = $1',
      [user.id],
    );
    return Number(rows[0]!.n);
  }

  it('stores nothing when the browser sends Global Privacy Control or Do Not Track', async () => {
    expect(await log({ 'sec-gpc': '1' }, [pageView()])).toEqual({
      status: 202,
      body: { accepted: 0 },
    });
    expect(await log({ dnt: '1' }, [pageView(), pageView()])).toEqual({
      status: 202,
      body: { accepted: 0 },
    });
    expect(await stored()).toBe(0);
    expect(await log({ 'sec-gpc': '0' }, [pageView()])).toEqual({
      status: 202,
      body: { accepted: 1 },
    });
    expect(await stored()).toBe(1);
  });

  it('still tells a bad batch what is wrong with it', async () => {
    const answer = await log({ 'sec-gpc': '1' }, [{ ...pageView(), password: 'x' }]);
    expect(answer.status).toBe(400);
  });
});
