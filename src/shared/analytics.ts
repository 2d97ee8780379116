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
