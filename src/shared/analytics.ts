// Analytics wire format (product-spec §3: type, timestamp, project_id, user_id, user_email,
// session_id, pathname, referrer, screen_width, channel and five utm fields). Shared by the app's
// client and the server. Invariant: these are the only fields an event can carry — the server
// refuses any other — so no post text, finding or token can ride along.

export const ANALYTICS_CHANNELS = [
  'Paid Search',
  'Email',
  'Social',
  'Referral',
  'Display',
  'Affiliate',
  'Organic Search',
  'Direct',
] as const;
export type AnalyticsChannel = (typeof ANALYTICS_CHANNELS)[number];

export const UTM_FIELDS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

export interface AnalyticsEvent {
  type: string;
  /** ISO 8601 time the event happened on the device. */
  timestamp: string;
  project_id?: string;
  /** Set by the server from the access token; a value sent by the client is ignored. */
  user_id?: string | null;
  /** Only when the user allowed it in settings, and only their own address. */
  user_email?: string | null;
  session_id?: string | null;
  pathname?: string | null;
  referrer?: string | null;
  screen_width?: number | null;
  channel?: AnalyticsChannel | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
}

export const ANALYTICS_EVENT_FIELDS: readonly (keyof AnalyticsEvent)[] = [
  'type',
  'timestamp',
  'project_id',
  'user_id',
  'user_email',
  'session_id',
  'pathname',
  'referrer',
  'screen_width',
  'channel',
  ...UTM_FIELDS,
];

export const ANALYTICS_MAX_EVENTS_PER_REQUEST = 100;

/** What an analytics event carries, in words, field by field (the Settings panel and /privacy). */
export const ANALYTICS_FIELD_WORDS: Record<keyof AnalyticsEvent, string> = {
  type: 'what happened (a page view)',
  timestamp: 'when',
  project_id: 'the app’s name',
  user_id: 'your account id',
  user_email: 'your email, only if you turn that on',
  session_id: 'a random id for this visit',
  pathname: 'the page’s path, without its query',
  referrer: 'the site you came from',
  screen_width: 'your screen’s width',
  channel: 'how you arrived (search, email, …)',
  utm_source: 'campaign tags of the link you followed',
  utm_medium: 'campaign tags of the link you followed',
  utm_campaign: 'campaign tags of the link you followed',
  utm_term: 'campaign tags of the link you followed',
  utm_content: 'campaign tags of the link you followed',
};

/** One sentence listing what analytics sends, from the fields the server accepts. */
export const ANALYTICS_SENDS = `Each event sends ${[
  ...new Set(ANALYTICS_EVENT_FIELDS.map((field) => ANALYTICS_FIELD_WORDS[field])),
].join('; ')}.`;
