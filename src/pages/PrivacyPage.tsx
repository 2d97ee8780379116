// /privacy: what Footprint keeps on this device and on the server, for how long, how to export
// and delete it, what analytics sends, and which third parties are contacted and when. Every
// statement comes from the constants the code itself uses (src/shared/privacy.ts,
// src/shared/analytics.ts), so the page says what the code does.
import { Link } from 'react-router-dom';
import { ANALYTICS_SENDS } from '../shared/analytics.ts';
import { APP_TITLE } from '../shared/constants.ts';
import {
  ACCOUNT_FRESH_SIGN_IN_S,
  DEVICE_DATA,
  SERVER_DATA,
  THIRD_PARTIES,
  type KeptData,
} from '../shared/privacy.ts';

function KeptTable({ rows, caption }: { rows: readonly KeptData[]; caption: string }) {
  return (
    <div className="table-container" tabIndex={0} role="region" aria-label={caption}>
      <table className="table is-fullwidth">
        <caption className="is-sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">What</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.what}>
              <td>{row.what}</td>
              <td>{row.kept}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PrivacyPage() {
  return (
    <main className="section privacy-page">
      <div className="container content">
        <p>
          <Link to="/">← {APP_TITLE}</Link>
        </p>
        <h1 className="title is-2">Privacy</h1>
        <p>
          Footprint reads your data exports on this device. Your exports, photos and post drafts
          never leave it; what does leave is listed here, and every request this device sends is
          written down in Settings → What left this device.
        </p>

        <h2 className="title is-4">On this device</h2>
        <KeptTable rows={DEVICE_DATA} caption="Kept on this device" />

        <h2 className="title is-4">On the server (only with an account)</h2>
        <KeptTable rows={SERVER_DATA} caption="Kept on the server" />

        <h2 className="title is-4">Export and delete</h2>
        <ul>
          <li>
            Settings → Download my data saves one file with everything the server keeps for your
            account and what this device keeps.
          </li>
          <li>
            Settings → Delete my account deletes your account and all its data on the server at once
            (stored files included), signs out your other devices and deletes the account’s data on
            this device. It asks for your password, or without one for a sign-in less than{' '}
            {ACCOUNT_FRESH_SIGN_IN_S / 60} minutes old.
          </li>
          <li>
            Settings → Delete everything on this device removes all Footprint data from this browser
            and keeps your account.
          </li>
          <li>Signing out deletes your account’s data from this device.</li>
        </ul>

        <h2 className="title is-4">Analytics</h2>
        <p>
          On unless you turn it off in Settings, and off whenever your browser sends Do Not Track or
          Global Privacy Control (the server ignores such requests too). Nothing is sent before you
          sign in. {ANALYTICS_SENDS}
        </p>

        <h2 className="title is-4">Who else is contacted</h2>
        <div className="table-container" tabIndex={0} role="region" aria-label="Third parties">
          <table className="table is-fullwidth">
            <thead>
              <tr>
                <th scope="col">Who</th>
                <th scope="col">When</th>
                <th scope="col">What they get</th>
              </tr>
            </thead>
            <tbody>
              {THIRD_PARTIES.map((party) => (
                <tr key={party.who}>
                  <td>{party.who}</td>
                  <td>{party.when}</td>
                  <td>{party.sends}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </main>
  );
}
