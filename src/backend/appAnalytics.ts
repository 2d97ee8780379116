// The app's one analytics client: sends to our own server's /api/analytics, flushes what is queued
// when the page is hidden (the last chance before a tab is closed or frozen), and is created once
// per page. Invariant: it only ever records page views and named product events — callers pass a
// type, never data.
import { DEFAULT_PROJECT_ID } from '../shared/constants.ts';
import {
  analyticsTransport,
  createAnalyticsClient,
  type AnalyticsClient,
} from './analyticsClient.ts';

export interface AppAnalyticsSource {
  getUser(): { email: string; token: string } | null;
  allowEmail(): boolean;
  enabled(): boolean;
}

let instance: AnalyticsClient | null = null;

export function startAppAnalytics(source: AppAnalyticsSource): AnalyticsClient {
  if (instance) return instance;
  const client = createAnalyticsClient({
    projectId: DEFAULT_PROJECT_ID,
    send: analyticsTransport(window.location.origin, DEFAULT_PROJECT_ID),
    getUser: source.getUser,
    allowEmail: source.allowEmail,
    enabled: source.enabled,
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void client.flush();
  });
  instance = client;
  return client;
}
