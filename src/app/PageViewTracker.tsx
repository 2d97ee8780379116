// Records a page view for every route a signed-in user visits (pathname only: queries can carry
// tokens); before sign-in the client only remembers, on the device, how the visit arrived.
// Renders nothing. Nothing is recorded while the user has analytics turned off in Settings; the
// email goes along only when the user allowed it ('analytics.includeEmail'); Do Not Track turns
// all of it off inside the client.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { startAppAnalytics } from '../backend/appAnalytics.ts';
import { useAnalyticsChoices } from '../hooks/useAppSettings.ts';
import { useAuth } from './AuthProvider.tsx';

export function PageViewTracker() {
  const { pathname } = useLocation();
  const auth = useAuth();
  const choices = useAnalyticsChoices();
  const current = useRef({ auth, choices });
  const loaded = choices !== undefined;

  useEffect(() => {
    current.current = { auth, choices };
  }, [auth, choices]);

  useEffect(() => {
    // The settings are read from the device first, so the first page view follows them too.
    if (!loaded) return;
    const analytics = startAppAnalytics({
      getUser: () => {
        const { user, tokens } = current.current.auth;
        return user && tokens ? { email: user.email, token: tokens.accessToken } : null;
      },
      allowEmail: () => current.current.choices?.includeEmail === true,
      enabled: () => current.current.choices?.enabled !== false,
    });
    analytics.track('page_view');
    // A change of the choices alone records no view: only a new path (or the first load) does.
  }, [pathname, loaded]);

  return null;
}
