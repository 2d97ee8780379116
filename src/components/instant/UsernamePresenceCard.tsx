// The 'Where your usernames are public' card: checks one username across the WhatsMyName site
// list through our server (only the username leaves the device), shows each site's answer as it
// arrives with a progress bar, then the accounts found — by category, each linking to its profile
// — apart from the sites that had none and the sites that could not be checked. The last check of
// each username is kept on the device and counted by the next scan. Offline, the check is
// disabled and says why.
import { useId, useState } from 'react';
import type { UsernamePresenceCheck } from '../../analysis/instant/instantFacts.ts';
import { groupUsernameResults } from '../../analysis/instant/usernamePresence.ts';
import { USERNAME_CHECK_MESSAGES } from '../../flows/usernamePresence.ts';
import { useOnline } from '../../hooks/useOnline.ts';
import { useUsernamePresence } from '../../hooks/useUsernamePresence.ts';
import type { UsernameResult } from '../../shared/usernames.ts';
import { InlineCheckForm } from '../InlineCheckForm.tsx';
import { ProgressBar } from '../ProgressBar.tsx';
import { CardHeader } from '../CardHeader.tsx';

const SITE_LIST_URL = 'https://github.com/WebBreacher/WhatsMyName';

function sites(count: number): string {
  return `${count} site${count === 1 ? '' : 's'}`;
}

function categoryName(category: string): string {
  if (category === 'xx NSFW xx') return 'Adult';
  return category.charAt(0).toUpperCase() + category.slice(1);
}

function SiteList({ results, label }: { results: UsernameResult[]; label: string }) {
  return (
    <ul className="username-sites" aria-label={label}>
      {results.map((result) => (
        <li key={result.site}>
          {result.site}
          {result.state === 'blocked' ? (
            <span className="help is-inline"> (the site’s firewall refused)</span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function UsernameResults({
  username,
  results,
  finished,
}: {
  username: string;
  results: UsernameResult[];
  finished: boolean;
}) {
  const groups = groupUsernameResults(results);
  const foundCount = groups.found.reduce((sum, group) => sum + group.results.length, 0);
  return (
    <section className="mt-4" aria-labelledby="username-found-title" aria-live="polite">
      <h3 id="username-found-title" className="title is-6 mb-2">
        <span translate="no">{username}</span>: found on {foundCount} site
        {foundCount === 1 ? '' : 's'}
        {finished ? '' : ' so far'}
      </h3>
      {groups.found.map((group) => (
        <div key={group.category} className="mb-3">
          <h4 className="has-text-weight-semibold">{categoryName(group.category)}</h4>
          <ul aria-label={`Found in ${categoryName(group.category)}`}>
            {group.results.map((result) => (
              <li key={result.site}>
                <a href={result.url} target="_blank" rel="noopener noreferrer">
                  {result.site}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <details className="mb-2">
        <summary>Not found on {sites(groups.notFound.length)}</summary>
        <SiteList results={groups.notFound} label="Not found" />
      </details>
      <details className="mb-2">
        <summary>Couldn’t check {sites(groups.couldNotCheck.length)}</summary>
        <p className="help">
          These sites did not answer in time, answered in a way that says neither yes nor no, or
          blocked the check. Nothing is known about them.
        </p>
        <SiteList results={groups.couldNotCheck} label="Couldn’t check" />
      </details>
      {groups.invalid.length > 0 ? (
        <details className="mb-2">
          <summary>{sites(groups.invalid.length)} cannot have this name</summary>
          <SiteList results={groups.invalid} label="Cannot have this name" />
        </details>
      ) : null}
    </section>
  );
}

export function UsernamePresenceCard({ userId }: { userId: string }) {
  const ids = useId();
  const online = useOnline();
  const { offered, kept, state, check } = useUsernamePresence(userId);
  const [username, setUsername] = useState('');
  const checking = state.status === 'checking';
  const shown: UsernamePresenceCheck | null =
    state.status === 'done' ? state.check : state.status === 'idle' ? (kept?.[0] ?? null) : null;

  return (
    <article className="card mb-5" aria-labelledby={`${ids}-title`}>
      <CardHeader id={`${ids}-title`}>Where your usernames are public</CardHeader>
      <div className="card-content">
        <p className="mb-3">
          Find the sites where an account has your username. Only the username is sent, to our
          server, which asks each site as a stranger would. The site list is{' '}
          <a
            href={SITE_LIST_URL}
            target="_blank"
            rel="noopener noreferrer"
            // Underlined: colour alone does not set a link apart from the sentence around it.
            style={{ textDecoration: 'underline' }}
          >
            WhatsMyName
          </a>{' '}
          (CC BY-SA 4.0); adult sites are left out.
        </p>
        <InlineCheckForm
          label="Username"
          value={username}
          onChange={setUsername}
          onSubmit={(value) => void check(value)}
          inputProps={{
            type: 'text',
            autoComplete: 'username',
            autoCapitalize: 'none',
            spellCheck: false,
            placeholder: 'yourname',
          }}
          submitLabel="Check where it is public"
          online={online}
          busy={checking}
          help="Takes up to 20 seconds. The results stay on this device and count in your next scan."
          offlineHelp={USERNAME_CHECK_MESSAGES.offline}
          suggestions={{
            label: 'Usernames from your exports',
            values: offered.map((name) => ({ value: name, text: name })),
          }}
        />
        {state.status === 'checking' ? (
          <div className="mt-3">
            <ProgressBar
              value={state.total ? state.results.length : null}
              max={state.total ?? undefined}
              label="Sites checked"
            />
            <p className="help">
              {state.total
                ? `${state.results.length} of ${state.total} sites checked`
                : 'Starting the check…'}
            </p>
            <UsernameResults username={state.username} results={state.results} finished={false} />
          </div>
        ) : null}
        {state.status === 'failed' ? (
          <p className="notification is-warning is-light mt-3" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'done' && !state.saved ? (
          <p className="notification is-warning is-light mt-3" role="alert">
            {USERNAME_CHECK_MESSAGES.notSaved}
          </p>
        ) : null}
        {shown ? (
          <>
            <UsernameResults username={shown.username} results={shown.results} finished />
            <p className="help">
              Checked {new Date(shown.checkedAt).toLocaleString()}. Run a scan to count these
              results in your scores.
            </p>
          </>
        ) : null}
      </div>
    </article>
  );
}
