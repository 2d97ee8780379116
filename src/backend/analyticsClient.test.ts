import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEvent } from '../shared/analytics.ts';
import {
  classifyChannel,
  cleanReferrer,
  createAnalyticsClient,
  type AnalyticsEnvironment,
} from './analyticsClient.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

function setup(
  options: {
    dnt?: string;
    href?: string;
    referrer?: string;
    allowEmail?: boolean;
    enabled?: () => boolean;
  } = {},
) {
  let time = Date.parse('2026-03-01T10:00:00Z');
  let ids = 0;
  const batches: { events: AnalyticsEvent[]; token: string }[] = [];
  const href = options.href ?? 'https://footprint.example/dashboard?access_token=secret#frag';
  const environment: AnalyticsEnvironment = {
    doNotTrack: () => options.dnt ?? null,
    location: () => ({ href, pathname: new URL(href).pathname, host: new URL(href).host }),
    referrer: () => options.referrer ?? '',
    screenWidth: () => 390,
    storage: memoryStorage(),
  };
  let failing = false;
  const client = createAnalyticsClient({
    projectId: 'footprint',
    environment,
    now: () => time,
    randomId: () => `session-${++ids}`,
    getUser: () => ({ email: 'me@example.test', token: 'tok' }),
    allowEmail: () => options.allowEmail ?? false,
    ...(options.enabled ? { enabled: options.enabled } : {}),
    send: async (events, token) => {
      if (failing) throw new Error('offline');
      batches.push({ events, token });
    },
  });
  return {
    client,
    batches,
    advance(ms: number) {
      time += ms;
    },
    setFailing(value: boolean) {
      failing = value;
    },
  };
}

describe('analytics channel classification', () => {
  const host = 'footprint.example';
  it.each([
    [{ utm: { utm_medium: 'cpc', utm_source: 'google' } }, 'Paid Search'],
    [{ utm: { utm_medium: 'email', utm_source: 'newsletter' } }, 'Email'],
    [{ utm: { utm_source: 'newsletter' } }, 'Email'],
    [{ utm: { utm_medium: 'social', utm_source: 'mastodon' } }, 'Social'],
    [{ utm: { utm_medium: 'cpc', utm_source: 'facebook' } }, 'Social'],
    [{ utm: { utm_medium: 'display' } }, 'Display'],
    [{ utm: { utm_medium: 'banner' } }, 'Display'],
    [{ utm: { utm_medium: 'affiliate' } }, 'Affiliate'],
    [{ referrer: 'https://www.google.com/' }, 'Organic Search'],
    [{ referrer: 'https://duckduckgo.com/' }, 'Organic Search'],
    [{ referrer: 'https://www.bing.com/search' }, 'Organic Search'],
    [{ referrer: 'https://t.co/abc' }, 'Social'],
    [{ referrer: 'https://www.instagram.com/' }, 'Social'],
    [{ referrer: 'https://lnkd.in/x' }, 'Social'],
    [{ referrer: 'https://blog.example.org/post' }, 'Referral'],
    [{ referrer: 'https://footprint.example/other' }, 'Direct'],
    [{}, 'Direct'],
  ] as const)('classifies %j as %s', (input, channel) => {
    expect(classifyChannel({ currentHost: host, ...input })).toBe(channel);
  });

  it('drops the query and fragment of a referrer', () => {
    expect(cleanReferrer('https://mail.example/inbox?user=me@example.test#m1')).toBe(
      'https://mail.example/inbox',
    );
    expect(cleanReferrer('not a url')).toBeNull();
  });
});

describe('analytics client', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a batch as soon as 10 events are queued', async () => {
    const { client, batches } = setup();
    for (let i = 0; i < 9; i++) client.track('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(0);
    client.track('click');
    await vi.advanceTimersByTimeAsync(0);
    expect(batches).toHaveLength(1);
    expect(batches[0]!.events).toHaveLength(10);
    expect(batches[0]!.token).toBe('tok');
  });

  it('sends fewer than 10 events after 3 s', async () => {
    const { client, batches } = setup();
    client.track('page_view');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(batches).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
  });

  it('sends only the spec fields, the path without its query, and no email unless allowed', async () => {
    const { client, batches } = setup({
      href: 'https://footprint.example/dashboard?utm_source=google&utm_medium=cpc&access_token=secret',
      referrer: 'https://www.google.com/search?q=my+name',
    });
    client.track('page_view');
    await client.flush();
    const event = batches[0]!.events[0]!;
    expect(Object.keys(event).sort()).toEqual(
      [
        'channel',
        'pathname',
        'project_id',
        'referrer',
        'screen_width',
        'session_id',
        'timestamp',
        'type',
        'user_email',
        'utm_medium',
        'utm_source',
      ].sort(),
    );
    expect(event).toMatchObject({
      pathname: '/dashboard',
      referrer: 'https://www.google.com/search',
      channel: 'Paid Search',
      user_email: null,
      utm_source: 'google',
    });
    expect(JSON.stringify(event)).not.toContain('secret');
  });

  it("includes the user's email only when the user allowed it", async () => {
    const { client, batches } = setup({ allowEmail: true });
    client.track('page_view');
    await client.flush();
    expect(batches[0]!.events[0]!.user_email).toBe('me@example.test');
  });

  it('cuts every string to 256 characters', async () => {
    const { client, batches } = setup({ href: `https://footprint.example/${'p'.repeat(400)}` });
    client.track('t'.repeat(300));
    await client.flush();
    const event = batches[0]!.events[0]!;
    expect(event.type).toHaveLength(256);
    expect(event.pathname).toHaveLength(256);
  });

  it('collects nothing when Do Not Track is 1', async () => {
    const { client, batches } = setup({ dnt: '1' });
    client.track('page_view');
    await vi.advanceTimersByTimeAsync(5_000);
    await client.flush();
    expect(batches).toHaveLength(0);
    expect(client.sessionId).toBeNull();
  });

  it('collects nothing while the user has analytics turned off, and resumes when turned on', async () => {
    let on = false;
    const { client, batches } = setup({ enabled: () => on });
    client.track('page_view');
    await client.flush();
    expect(batches).toHaveLength(0);
    on = true;
    client.track('page_view');
    await client.flush();
    expect(batches[0]!.events.map((e) => e.type)).toEqual(['page_view']);
  });

  it('keeps the session while active and renews it after 30 minutes of inactivity', () => {
    const { client, advance } = setup();
    client.track('a');
    const first = client.sessionId;
    advance(29 * 60_000);
    client.track('b');
    expect(client.sessionId).toBe(first);
    advance(29 * 60_000);
    client.track('c');
    expect(client.sessionId).toBe(first);
    advance(30 * 60_000 + 1);
    client.track('d');
    expect(client.sessionId).not.toBe(first);
  });

  it('sends nothing for a signed-out visitor but keeps how the visit arrived for after sign-in', async () => {
    let user: { email: string; token: string } | null = null;
    let href = 'https://footprint.example/?utm_source=newsletter&utm_medium=email';
    const batches: { events: AnalyticsEvent[]; token: string }[] = [];
    const client = createAnalyticsClient({
      projectId: 'footprint',
      environment: {
        doNotTrack: () => null,
        location: () => ({ href, pathname: new URL(href).pathname, host: 'footprint.example' }),
        referrer: () => '',
        screenWidth: () => 390,
        storage: memoryStorage(),
      },
      getUser: () => user,
      allowEmail: () => false,
      send: async (events, token) => {
        batches.push({ events, token });
      },
    });
    for (let i = 0; i < 12; i++) client.track('page_view');
    await vi.advanceTimersByTimeAsync(10_000);
    await client.flush();
    expect(batches).toEqual([]);

    // Back from the hosted sign-in: the address has lost its tags, the session has not.
    href = 'https://footprint.example/dashboard';
    user = { email: 'a@example.test', token: 'token-a' };
    client.track('page_view');
    await client.flush();
    expect(batches).toHaveLength(1);
    expect(batches[0]!.token).toBe('token-a');
    expect(batches[0]!.events).toEqual([
      expect.objectContaining({
        pathname: '/dashboard',
        channel: 'Email',
        utm_source: 'newsletter',
        user_email: null,
      }),
    ]);
  });

  it("never sends one user's unsent events with the next user's token", async () => {
    let user: { email: string; token: string } | null = { email: 'a@example.test', token: 'a' };
    const sent: { types: string[]; token: string }[] = [];
    let online = false;
    const client = createAnalyticsClient({
      projectId: 'footprint',
      environment: {
        doNotTrack: () => null,
        location: () => ({ href: 'https://f.example/', pathname: '/', host: 'f.example' }),
        referrer: () => '',
        screenWidth: () => 390,
        storage: null,
      },
      getUser: () => user,
      allowEmail: () => false,
      send: async (events, token) => {
        if (!online) throw new Error('offline');
        sent.push({ types: events.map((event) => event.type), token });
      },
    });
    client.track('by_a');
    await client.flush();
    user = { email: 'b@example.test', token: 'b' };
    online = true;
    client.track('by_b');
    await client.flush();
    expect(sent).toEqual([{ types: ['by_b'], token: 'b' }]);
  });

  it('keeps a batch the server did not receive for the next flush', async () => {
    const { client, batches, setFailing } = setup();
    setFailing(true);
    client.track('a');
    await client.flush();
    setFailing(false);
    client.track('b');
    await client.flush();
    expect(batches[0]!.events.map((event) => event.type)).toEqual(['a', 'b']);
  });
});
