// The 'Public Profile Check' card: reads one of the user's public profile pages as a stranger
// would (through our server; only the address leaves the device) and lists what it shows that it
// should not — contact details, a birthday, "away from home" — marking what matches the user's
// own exports, with a link to the platform's profile editor. Suggests the addresses of the
// accounts named in the connected exports. Offline, the check is disabled and says why.
import { useId, useState } from 'react';
import type { PublicProfileReport } from '../../analysis/profile/publicProfile.ts';
import { PROFILE_CHECK_MESSAGES } from '../../flows/publicProfileCheck.ts';
import { useOnline } from '../../hooks/useOnline.ts';
import { usePublicProfileCheck } from '../../hooks/usePublicProfileCheck.ts';
import { InlineCheckForm } from '../InlineCheckForm.tsx';
import { platformName } from '../report/labels.ts';
import { RISK_BADGE_CLASS } from '../report/riskStyles.ts';
import { CardHeader } from '../CardHeader.tsx';

const VISIBILITY_NOTE = {
  'sign-in-wall':
    'This platform shows strangers a sign-in page instead of the profile, so nothing on it could be read. What signed-in members see depends on your privacy settings.',
  'not-found': 'There is no public page at this address: check the address, or it is not public.',
} as const;

function ProfileReport({ report }: { report: PublicProfileReport }) {
  const where = report.platform ? platformName(report.platform) : new URL(report.url).hostname;
  return (
    <section className="mt-4" aria-labelledby="profile-report-title" aria-live="polite">
      <h3 id="profile-report-title" className="title is-6 mb-2">
        What strangers see on {where}
      </h3>
      {report.title ? <p className="has-text-weight-semibold">{report.title}</p> : null}
      {report.description ? <p className="help mb-2">{report.description}</p> : null}
      {report.visibility !== 'visible' ? (
        <p>{VISIBILITY_NOTE[report.visibility]}</p>
      ) : report.exposures.length === 0 ? (
        <p>Nothing risky found: no contact details, birthday or whereabouts on this page.</p>
      ) : (
        <ul className="profile-exposures">
          {report.exposures.map((exposure) => (
            <li key={`${exposure.label}:${exposure.evidence}`} className="mb-2">
              <span className={RISK_BADGE_CLASS[exposure.level]}>
                {exposure.level.toUpperCase()}
              </span>{' '}
              <strong>{exposure.label}</strong>: <span translate="no">{exposure.evidence}</span>
              {exposure.fromYourExports ? (
                <span className="help is-inline"> (yours, per your exports)</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {report.fixUrl && report.visibility === 'visible' && report.exposures.length > 0 ? (
        <a
          className="button is-small is-link mt-2"
          href={report.fixUrl}
          target="_blank"
          rel="noreferrer"
        >
          Edit your {where} profile
        </a>
      ) : null}
    </section>
  );
}

export function PublicProfileCard({ userId }: { userId: string }) {
  const ids = useId();
  const online = useOnline();
  const { suggestions, state, check } = usePublicProfileCheck(userId);
  const [address, setAddress] = useState('');
  const checking = state.status === 'checking';

  return (
    <article className="card mb-5" aria-labelledby={`${ids}-title`}>
      <CardHeader id={`${ids}-title`}>Public Profile Check</CardHeader>
      <div className="card-content">
        <p className="mb-3">
          See one of your profiles as a stranger does. Only the address is sent, to our server,
          which reads the public page; your exports stay on this device.
        </p>
        <InlineCheckForm
          label="Public profile address"
          value={address}
          onChange={setAddress}
          onSubmit={(value) => void check(value)}
          inputProps={{
            type: 'url',
            inputMode: 'url',
            autoComplete: 'url',
            placeholder: 'https://x.com/yourname',
          }}
          submitLabel="Check what strangers see"
          online={online}
          busy={checking}
          help="The page is read signed out, as anyone would."
          offlineHelp={PROFILE_CHECK_MESSAGES.offline}
          suggestions={{
            label: 'Your accounts from your exports',
            values: suggestions.map(({ url }) => ({
              value: url,
              text: url.replace(/^https:\/\/(www\.)?/, ''),
            })),
          }}
        />
        {state.status === 'failed' ? (
          <p className="notification is-warning is-light mt-3" role="alert">
            {state.message}
          </p>
        ) : null}
        {state.status === 'done' ? <ProfileReport report={state.report} /> : null}
      </div>
    </article>
  );
}
