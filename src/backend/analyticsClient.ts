// The app's analytics client (product-spec §4, §9): events are batched (10 events or 3 s, whichever
// comes first), every string is cut to 256 characters, the session is renewed after 30 minutes
// without activity, the acquisition channel is classified from the referrer and UTM fields, and
// nothing at all is collected when Do Not Track is 1. Invariants: an event carries only the spec's
// fields — never post text, findings, query strings or tokens — and the user's email only while
// the user allows it in settings; only a signed-in user's events are recorded, and only ever sent
// with that user's token. A signed-out visitor sends nothing: the device keeps only how the visit
// arrived (the session's channel, referrer and UTM tags), which the first signed-in page view of
// the session then carries.
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_FLUSH_DELAY_MS,
  ANALYTICS_MAX_STRING_LENGTH,
  ANALYTICS_SESSION_IDLE_MS,
} from '../shared/constants.ts';
import { browserRefusesTracking } from '../shared/privacySignals.ts';
import { ledgerFetch } from './networkLedger.ts';
import { UTM_FIELDS, type AnalyticsChannel, type AnalyticsEvent } from '../shared/analytics.ts';

/** Events kept for a retry while the server is unreachable; older ones are dropped first. */
const MAX_QUEUED_EVENTS = 100;
const SESSION_KEY = 'footprint.analytics.session';

type Utm = Partial<Record<(typeof UTM_FIELDS)[number], string>>;

const SEARCH_ENGINES =
  /(^|\.)(google|bing|duckduckgo|yahoo|baidu|yandex|ecosia|startpage|qwant|brave|naver|seznam)\.[a-z.]+$/;
const SOCIAL_SITES =
  /(^|\.)(facebook|fb|instagram|twitter|x|t\.co|linkedin|lnkd|tiktok|reddit|pinterest|youtube|threads|mastodon|bsky|snapchat|whatsapp|telegram)\.[a-z.]+$|^t\.co$|^lnkd\.in$/;
const EMAIL_SITES = /(^|\.)(mail\.google|outlook\.live|mail\.yahoo|mail\.proton)\.[a-z.]+$/;

function hostOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * The acquisition channel of a visit, from explicit UTM tags first, then the referrer's site.
 * Mirrors the usual default channel grouping, reduced to the spec's eight channels.
 */
export function classifyChannel(input: {
  referrer?: string | null;
  currentHost?: string | null;
  utm?: Utm;
}): AnalyticsChannel {
  const medium = (input.utm?.utm_medium ?? '').toLowerCase().trim();
  const source = (input.utm?.utm_source ?? '').toLowerCase().trim();
  const referrerHost = hostOf(input.referrer);
  const sourceIsSearch =
    SEARCH_ENGINES.test(`${source}.com`) ||
    (referrerHost != null && SEARCH_ENGINES.test(referrerHost));
  const sourceIsSocial =
    SOCIAL_SITES.test(`${source}.com`) || (referrerHost != null && SOCIAL_SITES.test(referrerHost));

  if (/^(cpc|ppc|paidsearch|paid[-_ ]search|sem)$/.test(medium) && !sourceIsSocial)
    return 'Paid Search';
  if (/^(display|cpm|banner|interstitial|expandable)$/.test(medium)) return 'Display';
  if (medium === 'affiliate' || medium === 'affiliates') return 'Affiliate';
  if (
    medium === 'email' ||
    medium === 'e-mail' ||
    medium === 'newsletter' ||
    source === 'newsletter'
  )
    return 'Email';
  if (
    /^(social|social[-_ ]network|social[-_ ]media|sm|paid[-_ ]social|cpc)$/.test(medium) ||
    (medium === '' && sourceIsSocial)
  ) {
    return 'Social';
  }
  if (medium === 'organic') return 'Organic Search';
  if (medium === 'referral') return 'Referral';
  if (referrerHost && referrerHost !== input.currentHost?.toLowerCase()) {
    if (SEARCH_ENGINES.test(referrerHost)) return 'Organic Search';
    if (SOCIAL_SITES.test(referrerHost)) return 'Social';
    if (EMAIL_SITES.test(referrerHost)) return 'Email';
    return 'Referral';
  }
  if (sourceIsSearch) return 'Organic Search';
  return 'Direct';
}

export function truncate(value: string): string {
  // Cut at code points so no half of a surrogate pair is sent.
  const points = Array.from(value);
  return points.length <= ANALYTICS_MAX_STRING_LENGTH
    ? value
    : points.slice(0, ANALYTICS_MAX_STRING_LENGTH).join('');
}

/** A referrer without its query and fragment, which often carry personal data. */
export function cleanReferrer(referrer: string | null | undefined): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    return `${url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

export interface AnalyticsEnvironment {
  /** '1' when the browser asks not to be tracked (Do Not Track or Global Privacy Control). */
  doNotTrack(): string | null | undefined;
  /** The page address, for the path (without query) and UTM tags. */
  location(): { href: string; pathname: string; host: string };
  referrer(): string;
  screenWidth(): number | null;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
}

export interface AnalyticsClientOptions {
  projectId: string;
  /** Sends one batch with the signed-in user's token; rejects when the server could not be reached. */
  send(events: AnalyticsEvent[], token: string): Promise<void>;
  getUser(): { email: string; token: string } | null;
  /** The user's setting "include my email in analytics". */
  allowEmail(): boolean;
  /** The user's analytics on/off setting (on when not given); Do Not Track wins over it. */
  enabled?(): boolean;
  environment?: AnalyticsEnvironment;
  now?: () => number;
  randomId?: () => string;
}

export interface AnalyticsClient {
  /**
   * Records an event of `type` on the current page. Does nothing when Do Not Track is on or the
   * user turned analytics off.
   */
  track(type: string): void;
  flush(): Promise<void>;
  readonly sessionId: string | null;
}

function browserEnvironment(): AnalyticsEnvironment {
  let storage: AnalyticsEnvironment['storage'] = null;
  try {
    storage = window.localStorage;
  } catch {
    storage = null;
  }
  return {
    doNotTrack: () => (browserRefusesTracking() ? '1' : null),
    location: () => window.location,
    referrer: () => document.referrer,
    screenWidth: () => window.screen?.width ?? null,
    storage,
  };
}

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const env = options.environment ?? browserEnvironment();
  const now = options.now ?? Date.now;
  const randomId = options.randomId ?? (() => crypto.randomUUID());
  /** Each event with the user it was recorded for (an email), so it is never sent as another's. */
  let queue: { event: AnalyticsEvent; owner: string }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let session: {
    id: string;
    lastActivity: number;
    channel: AnalyticsChannel;
    utm: Utm;
    referrer: string | null;
  } | null = null;

  function loadSession(): typeof session {
    try {
      const raw = env.storage?.getItem(SESSION_KEY);
      return raw ? (JSON.parse(raw) as typeof session) : null;
    } catch {
      return null;
    }
  }

  /** The current session, renewed after 30 minutes without activity. */
  function currentSession(time: number): NonNullable<typeof session> {
    session ??= loadSession();
    if (!session || time - session.lastActivity > ANALYTICS_SESSION_IDLE_MS) {
      const location = env.location();
      const params = new URL(location.href).searchParams;
      const utm: Utm = {};
      for (const field of UTM_FIELDS) {
        const value = params.get(field);
        if (value) utm[field] = truncate(value);
      }
      const referrer = cleanReferrer(env.referrer());
      session = {
        id: randomId(),
        lastActivity: time,
        utm,
        referrer,
        channel: classifyChannel({ referrer, currentHost: location.host, utm }),
      };
    }
    session.lastActivity = time;
    try {
      env.storage?.setItem(SESSION_KEY, JSON.stringify(session));
    } catch {
      // Storage full or blocked: the session lives in memory for this page only.
    }
    return session;
  }

  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (queue.length === 0) return;
    const user = options.getUser();
    // Signed out for now (a token being renewed): the events wait for their user to be back.
    if (!user) return;
    // Events of a user who signed out are dropped, never sent with the next user's token.
    const batch = queue.filter((entry) => entry.owner === user.email);
    queue = [];
    if (batch.length === 0) return;
    try {
      await options.send(
        batch.map((entry) => entry.event),
        user.token,
      );
    } catch {
      // Kept for the next flush; analytics never retries on its own schedule.
      queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
    }
  }

  return {
    get sessionId() {
      return session?.id ?? null;
    },
    track(type) {
      if (String(env.doNotTrack() ?? '') === '1') return;
      if (options.enabled && !options.enabled()) return;
      const time = now();
      // The session (how the visit arrived) is kept on the device even before sign-in.
      const current = currentSession(time);
      const user = options.getUser();
      if (!user) return;
      const event: AnalyticsEvent = {
        type: truncate(type),
        timestamp: new Date(time).toISOString(),
        project_id: options.projectId,
        user_email: options.allowEmail() ? truncate(user.email) : null,
        session_id: current.id,
        pathname: truncate(env.location().pathname),
        referrer: current.referrer ? truncate(current.referrer) : null,
        screen_width: env.screenWidth(),
        channel: current.channel,
        ...current.utm,
      };
      queue.push({ event, owner: user.email });
      if (queue.length > MAX_QUEUED_EVENTS) queue = queue.slice(-MAX_QUEUED_EVENTS);
      if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
      else timer ??= setTimeout(() => void flush(), ANALYTICS_FLUSH_DELAY_MS);
    },
    flush,
  };
}

/** The HTTP transport: POST /api/analytics/{project}/log, kept alive across page unloads. */
export function analyticsTransport(origin: string, projectId: string) {
  return async (events: AnalyticsEvent[], token: string): Promise<void> => {
    const purpose = events.every((event) => event.type === 'page_view')
      ? `page view${events.length === 1 ? '' : ` (${events.length})`}`
      : `usage analytics (${events.length} event${events.length === 1 ? '' : 's'})`;
    const url = `${origin}/api/analytics/${encodeURIComponent(projectId)}/log`;
    const response = await ledgerFetch(purpose, url, {
      method: 'POST',
      keepalive: true,
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({ events }),
    });
    // Other 4xx mean the batch itself is wrong: retrying would fail the same way, so it is
    // dropped. A 401 is an access token that expired on the way: kept for the refreshed one.
    if (response.status >= 500 || response.status === 429 || response.status === 401) {
      throw new Error(`analytics ${response.status}`);
    }
  };
}
