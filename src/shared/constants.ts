// Product constants shared by the app and the server (product-spec §9). Units are in the names.

/** The project id the app and the hosted login page use unless configured otherwise. */
export const DEFAULT_PROJECT_ID = 'footprint';

export const APP_TITLE = 'Digital Footprint Analyzer';

export const PROGRESS_DEFAULT_MAX = 100;

export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 30_000;
export const ACCESS_TOKEN_TTL_S = 900;
export const REFRESH_TOKEN_TTL_S = 2_592_000;
export const IFRAME_TOKEN_WAIT_MS = 100;

/** The sign-in popup's window size in CSS pixels. */
export const AUTH_POPUP_WIDTH_PX = 500;
export const AUTH_POPUP_HEIGHT_PX = 600;
/** The popup is given up this long after it left the hosted page (the OAuth provider's part). */
export const AUTH_POPUP_TIMEOUT_MS = 30_000;
/** How often the app checks whether the person closed the popup. */
export const AUTH_POPUP_CLOSED_CHECK_MS = 1_000;

export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_MODIFY_MAX_IMAGES = 50;

export const REALTIME_SUBSCRIBE_TIMEOUT_MS = 10_000;
export const REALTIME_CONNECT_TIMEOUT_MS = 10_000;
export const REALTIME_SEND_TIMEOUT_MS = 10_000;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_BACKOFF_CAP_MS = 30_000;
export const REALTIME_BACKOFF_JITTER_MS = 1_000;

export const ANALYTICS_BATCH_SIZE = 10;
export const ANALYTICS_FLUSH_DELAY_MS = 3_000;
export const ANALYTICS_MAX_STRING_LENGTH = 256;
export const ANALYTICS_SESSION_IDLE_MS = 30 * 60_000;

export const TOAST_LIMIT = 20;
export const TOAST_DEFAULT_MS = 4_000;
export const TOAST_SUCCESS_MS = 2_000;

export const SUPPORTED_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;
