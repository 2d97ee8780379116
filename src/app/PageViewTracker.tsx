// Records a page view for every route the user visits (pathname only: queries can carry tokens).
// Renders nothing. The email goes along only when the user allowed it in settings
// ('analytics.includeEmail'); Do Not Track turns all of it off inside the client.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startAppAnalytics } from '../backend/appAnalytics.ts';
import { readSetting } from '../db/repos/settings.ts';
import { useAuth } from './AuthProvider.tsx';

export const ANALYTICS_INCLUDE_EMAIL_SETTING = 'analytics.includeEmail';

export function PageViewTracker() {
  const { pathname } = useLocation();
  const auth = useAuth();
  const current = useRef({ auth, includeEmail: false });

  useEffect(() => {
    current.current.auth = auth;
  }, [auth]);

  useEffect(() => {
    readSetting<boolean>(ANALYTICS_INCLUDE_EMAIL_SETTING)
      .then((value) => {
        current.current.includeEmail = value === true;
      })
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    const analytics = startAppAnalytics({
      getUser: () => {
        const { user, tokens } = current.current.auth;
        return user && tokens ? { email: user.email, token: tokens.accessToken } : null;
      },
      allowEmail: () => current.current.includeEmail,
    });
    analytics.track('page_view');
  }, [pathname]);

  return null;
}
