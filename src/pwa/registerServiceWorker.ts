// Service worker registration with an update prompt (never reloads under the user's feet): when a
// new version is waiting, `onUpdateReady` gets a function that activates it and reloads once.
// Checks for updates when the app becomes visible again and hourly, because installed apps (iOS
// standalone in particular) rarely check on their own — and when the user asks (Settings).
import { Workbox } from 'workbox-window';

const UPDATE_CHECK_INTERVAL_MS = 60 * 60_000;
const PRELOAD_RELOAD_KEY = 'footprint.preload-reload';

let registration: ServiceWorkerRegistration | null = null;

/** What "Check for app update" found. */
export type UpdateCheck = 'found' | 'current' | 'unavailable';

/**
 * Asks the server for a newer service worker now. 'found': a new version is installing or
 * waiting (the update prompt appears once it is ready); 'current': this is the newest;
 * 'unavailable': no service worker here (development build, unsupported browser) or the server
 * could not be reached.
 */
export async function checkForAppUpdate(): Promise<UpdateCheck> {
  if (!registration) return 'unavailable';
  try {
    await registration.update();
  } catch {
    return 'unavailable';
  }
  return registration.installing || registration.waiting ? 'found' : 'current';
}

export function registerServiceWorker(onUpdateReady: (activate: () => void) => void): void {
  recoverFromStaleChunks();
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const workbox = new Workbox('/sw.js', { scope: '/', updateViaCache: 'none' });
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  void workbox.register().then((registered) => {
    if (!registered) return;
    registration = registered;
    const check = () => void registered.update().catch(() => undefined);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
    setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  });
}

/**
 * After a deploy, a lazily loaded chunk of the old version may be gone ("Failed to fetch
 * dynamically imported module"); reload once into the new version, never in a loop.
 */
function recoverFromStaleChunks(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (sessionStorage.getItem(PRELOAD_RELOAD_KEY)) return;
    sessionStorage.setItem(PRELOAD_RELOAD_KEY, '1');
    event.preventDefault();
    window.location.reload();
  });
  window.addEventListener('load', () => sessionStorage.removeItem(PRELOAD_RELOAD_KEY));
}
