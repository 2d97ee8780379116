// The browser's requests not to be tracked, read the same way by the app (navigator) and the
// server (request headers): Do Not Track (`DNT: 1`, navigator.doNotTrack "1") and Global Privacy
// Control (`Sec-GPC: 1`, navigator.globalPrivacyControl true). Either one turns analytics off.

export interface PrivacySignals {
  doNotTrack?: unknown;
  globalPrivacyControl?: unknown;
}

/** The signal that asks not to be tracked, or null when neither does. */
export function trackingRefusedBy(
  signals: PrivacySignals,
): 'Do Not Track' | 'Global Privacy Control' | null {
  if (signals.globalPrivacyControl === true || String(signals.globalPrivacyControl) === '1') {
    return 'Global Privacy Control';
  }
  if (String(signals.doNotTrack ?? '') === '1') return 'Do Not Track';
  return null;
}

/** This browser's own signal (navigator), or null outside a browser or when it sends none. */
export function browserRefusesTracking(): ReturnType<typeof trackingRefusedBy> {
  if (typeof navigator === 'undefined') return null;
  return trackingRefusedBy({
    doNotTrack:
      navigator.doNotTrack ?? (globalThis as { doNotTrack?: string | null }).doNotTrack ?? null,
    globalPrivacyControl: (navigator as { globalPrivacyControl?: unknown }).globalPrivacyControl,
  });
}
