// Hosted login page behaviour: switches panels, calls the auth API, shows the spec's messages and
// sends the browser back to the (server-validated) redirect URL with the session tokens. In a
// popup (the server put `data-popup` in the page) it posts the outcome to the window that opened
// it instead, and closes; without that window it falls back to the redirect.
// Invariants: the only navigation targets are the redirect URL the server put in the page, a
// redirect URL the server returned, or the app's own URL — never anything read from the address
// bar; messages go only to the origin the server put in the page, never to '*'.

const page = document.body.dataset;
const messages = JSON.parse(page.messages || '{}');
const FALLBACK_MESSAGE = 'Authentication error. Please try again.';
const statusBox = document.getElementById('status');
/** { state, targetOrigin, resultType, presenceType } in popup mode, else null. */
const popup = page.popup ? JSON.parse(page.popup) : null;

function messageFor(code, serverMessage) {
  // The server says what makes a password weak; the generic line would hide it.
  if (code === 'WEAK_PASSWORD' && serverMessage) return serverMessage;
  if (code && Object.prototype.hasOwnProperty.call(messages, code)) return messages[code];
  return serverMessage || FALLBACK_MESSAGE;
}

function showStatus(text, kind) {
  statusBox.textContent = text;
  statusBox.className = `notification ${kind === 'error' ? 'is-danger' : 'is-success'} is-light`;
}

function clearStatus() {
  statusBox.textContent = '';
  statusBox.className = 'notification is-hidden';
}

function show(panel) {
  for (const section of document.querySelectorAll('[data-panel]')) {
    section.hidden = section.dataset.panel !== panel;
  }
  const first = document.querySelector(`[data-panel="${panel}"] input`);
  if (first) first.focus();
}

async function call(path, body) {
  let response;
  try {
    response = await fetch(`/api/auth/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw { code: 'NETWORK_ERROR' };
  }
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw { code: data.code, message: data.message };
  return data;
}

/** Posts to the opener; false when there is none to tell (opened directly, or it went away). */
function tellOpener(type, fields) {
  if (!popup || !window.opener || window.opener.closed) return false;
  try {
    window.opener.postMessage({ type, state: popup.state, ...fields }, popup.targetOrigin);
    return true;
  } catch {
    return false;
  }
}

/** The sign-in ended (tokens or an error code): tell the opener and close this window. */
function resultToOpener(fields) {
  if (!tellOpener(popup && popup.resultType, { projectId, ...fields })) return false;
  window.close();
  return true;
}

// While this page shows, the opener's time limit pauses; it runs again once the popup leaves for
// an OAuth provider (or comes back from one through the browser's history).
function announcePresence(present) {
  if (popup) tellOpener(popup.presenceType, { present });
}
window.addEventListener('pagehide', () => announcePresence(false));
window.addEventListener('pageshow', (event) => {
  if (event.persisted) announcePresence(true);
});

function returnWithSession(redirectUrl, session) {
  if (
    resultToOpener({ access_token: session.access_token, refresh_token: session.refresh_token })
  ) {
    return;
  }
  const target = new URL(redirectUrl);
  target.searchParams.set('access_token', session.access_token);
  target.searchParams.set('refresh_token', session.refresh_token);
  window.location.assign(target.href);
}

function onSubmit(formId, handler) {
  const form = document.getElementById(formId);
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = form.querySelector('button[type="submit"]');
    button.classList.add('is-loading');
    button.disabled = true;
    clearStatus();
    try {
      await handler(Object.fromEntries(new FormData(form)));
    } catch (error) {
      showStatus(messageFor(error && error.code, error && error.message), 'error');
    } finally {
      button.classList.remove('is-loading');
      button.disabled = false;
    }
  });
}

function finished(title, text, href) {
  document.getElementById('done-title').textContent = title;
  document.getElementById('done-text').textContent = text;
  document.getElementById('done-link').href = href || page.appUrl;
  show('done');
}

const token = new URLSearchParams(window.location.search).get('token') || '';

/** The app's stored refresh token in this browser (same origin), if it is signed in. */
function storedSessionProof() {
  try {
    const stored = JSON.parse(localStorage.getItem('footprint.auth') || 'null');
    return stored && typeof stored.refreshToken === 'string'
      ? { refresh_token: stored.refreshToken }
      : {};
  } catch {
    return {};
  }
}

// The first refresh token this browser got at a sign-in here: it tells the server, at the next
// sign-in, that this device signed in to the account before (others' failed attempts on the
// address then do not slow it down). It is the same token the app keeps until its first refresh,
// so keeping it here exposes nothing that storage did not already hold.
const KNOWN_DEVICE_KEY = 'footprint.knownDevice';

function knownDeviceProof() {
  try {
    const token = localStorage.getItem(KNOWN_DEVICE_KEY);
    return token ? { refresh_token: token } : storedSessionProof();
  } catch {
    return {};
  }
}

function rememberDevice(session) {
  try {
    localStorage.setItem(KNOWN_DEVICE_KEY, session.refresh_token);
  } catch {
    // Private browsing without storage: the device is simply not remembered.
  }
}
const projectId = page.projectId;

onSubmit('signin-form', async ({ email, password }) => {
  const { session } = await call('signin/email', {
    email,
    password,
    projectId,
    ...knownDeviceProof(),
  });
  rememberDevice(session);
  returnWithSession(page.redirectUrl, session);
});

onSubmit('signup-form', async ({ email, password, displayName }) => {
  const { session } = await call('signup', { email, password, displayName, projectId });
  if (!session) {
    // Email verification is required: the mailed link is the way in.
    showStatus(
      'Check your inbox: follow the link we sent to verify your email, then sign in.',
      'success',
    );
    emailSent();
    return;
  }
  returnWithSession(page.redirectUrl, session);
});

// The mailed link opens in a tab of its own: closing this popup afterwards is no cancellation.
const emailSent = () => popup && tellOpener(popup.resultType, { projectId, emailSent: true });

onSubmit('forgot-form', async ({ email }) => {
  await call('password/reset', { email, projectId, redirectUrl: page.redirectUrl || undefined });
  showStatus('If an account exists for this email, a reset link is on its way.', 'success');
  emailSent();
});

onSubmit('magic-form', async ({ email }) => {
  await call('signin/magic', { email, projectId, redirectUrl: page.redirectUrl });
  showStatus('Check your inbox: the sign-in link works once, for 15 minutes.', 'success');
  emailSent();
});

onSubmit('reset-form', async ({ password }) => {
  const result = await call('password/reset/confirm', { token, password, projectId });
  finished(
    'Password changed',
    'Your password was changed and other devices were signed out. Sign in with your new password.',
    result.redirectUrl
      ? `/auth?${new URLSearchParams({ redirect_url: result.redirectUrl, project_id: projectId })}`
      : null,
  );
});

// ---- password strength meter ----------------------------------------------------------------
// The estimator the server judges with (zxcvbn-ts with its common and English dictionaries),
// loaded on first use; the server's answer stays the one that counts.
const MIN_SCORE = 3;
const STRENGTH_WORDS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
let estimator = null;

function loadScript(name) {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `/auth/assets/${name}`;
    script.onload = resolve;
    script.onerror = reject;
    document.head.append(script);
  });
}

function loadEstimator() {
  estimator ??= Promise.all(
    ['zxcvbn-core.js', 'zxcvbn-common.js', 'zxcvbn-en.js'].map(loadScript),
  ).then(() => {
    const { core, 'language-common': common, 'language-en': english } = window.zxcvbnts;
    return new core.ZxcvbnFactory({
      translations: english.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...english.dictionary },
    });
  });
  return estimator;
}

for (const input of document.querySelectorAll('input[data-strength]')) {
  const meter = document.getElementById(`${input.dataset.strength}-meter`);
  const words = document.getElementById(`${input.dataset.strength}-strength`);
  let latest = 0;
  input.addEventListener('input', async () => {
    const password = input.value;
    const asked = ++latest;
    if (password === '') {
      meter.hidden = true;
      words.textContent = '';
      return;
    }
    let result;
    try {
      const form = input.form;
      const personal = ['email', 'displayName']
        .map((name) => form.elements.namedItem(name)?.value)
        .filter(Boolean);
      result = (await loadEstimator()).check(password, personal);
    } catch {
      return; // Without the estimator the server still judges on submit.
    }
    if (asked !== latest) return;
    const score = password.length < 8 ? 0 : result.score;
    meter.hidden = false;
    meter.value = score + 0.5;
    meter.className = `progress is-small mt-2 mb-1 ${
      score >= MIN_SCORE ? 'is-success' : score === 2 ? 'is-warning' : 'is-danger'
    }`;
    const advice =
      score >= MIN_SCORE
        ? ''
        : ` ${[result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ')}`;
    words.textContent = `Strength: ${STRENGTH_WORDS[score]}.${advice}`;
  });
}

for (const button of document.querySelectorAll('[data-show]')) {
  button.addEventListener('click', () => {
    clearStatus();
    show(button.dataset.show);
  });
}

async function start() {
  const view = page.view;
  announcePresence(true);
  if (page.error) showStatus(messageFor(page.error), 'error');
  if (view === 'popup') {
    // The OAuth callback's page: hand its outcome to the opener.
    show('popup');
    const result = JSON.parse(page.result || '{}');
    if (result.access_token) {
      returnWithSession(page.redirectUrl, result);
      return;
    }
    if (resultToOpener({ error: result.error || 'VERIFICATION_FAILED' })) return;
    // Nobody to tell: show the error here, where the person can try again.
    renderProviders(JSON.parse(document.getElementById('providers').dataset.list || '[]'));
    show('signin');
    showStatus(messageFor(result.error), 'error');
    return;
  }
  if (view === 'verify') {
    show('verify');
    try {
      // A browser signed in to the account proves it is the one that set its password.
      const result = await call('email/verify', { token, projectId, ...storedSessionProof() });
      finished(
        'Email verified',
        result.passwordCleared
          ? 'Thank you — your email address is verified. A password someone had set on this account before was removed and its devices signed out: use "Forgot password" to set your own.'
          : 'Thank you — your email address is verified.',
        null,
      );
    } catch (error) {
      show('unavailable');
      showStatus(
        messageFor(error.code === 'TOKEN_EXPIRED' ? 'TOKEN_EXPIRED' : 'VERIFICATION_FAILED'),
        'error',
      );
    }
    return;
  }
  if (view === 'magic') {
    show('magic');
    try {
      const result = await call('signin/magic/verify', { token, projectId });
      returnWithSession(result.redirectUrl || page.appUrl, result.session);
    } catch (error) {
      show('magic-request');
      showStatus(
        messageFor(
          error.code === 'INVALID_TOKEN' ? 'MAGIC_LINK_EXPIRED' : error.code,
          error.message,
        ),
        'error',
      );
    }
    return;
  }
  if (view === 'signin') {
    const providers = JSON.parse(document.getElementById('providers').dataset.list || '[]');
    renderProviders(providers);
  }
  show(view);
}

const PROVIDER_LABELS = {
  google: 'Google',
  github: 'GitHub',
  apple: 'Apple',
  microsoft: 'Microsoft',
};

function renderProviders(list) {
  const box = document.getElementById('providers');
  const oauth = list.filter((id) => id !== 'email');
  if (oauth.length === 0) return;
  for (const id of oauth) {
    const link = document.createElement('a');
    link.className = 'button is-fullwidth';
    link.textContent = `Continue with ${PROVIDER_LABELS[id] || id}`;
    const query = new URLSearchParams({ redirect_url: page.redirectUrl, project_id: projectId });
    if (popup) {
      query.set('mode', 'popup');
      query.set('state', popup.state);
    }
    link.href = `/api/auth/oauth/${encodeURIComponent(id)}/start?${query}`;
    box.append(link);
  }
  box.hidden = false;
}

start();
