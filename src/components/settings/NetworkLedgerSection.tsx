// Settings → "What left this device": every request the app made from this device, recorded
// before it left (time, method, host, path without query values, bytes sent, purpose), with
// totals per purpose and a filter by purpose. The list shows the newest entries first.
import { useId, useMemo, useState } from 'react';
import { totalsByPurpose, useNetworkLedger } from '../../hooks/useNetworkLedger.ts';

const SHOWN_ENTRIES = 100;

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function NetworkLedgerSection() {
  const ids = useId();
  const entries = useNetworkLedger();
  const [purpose, setPurpose] = useState('');
  const totals = useMemo(() => totalsByPurpose(entries ?? []), [entries]);
  const shown = useMemo(
    () =>
      (entries ?? [])
        .filter((entry) => purpose === '' || entry.purpose === purpose)
        .slice(-SHOWN_ENTRIES)
        .reverse(),
    [entries, purpose],
  );

  return (
    <section className="settings-group mb-5" aria-labelledby={`${ids}-ledger`}>
      <h3 id={`${ids}-ledger`} className="title is-6 mb-2">
        What left this device
      </h3>
      <p className="help mb-2">
        Every request Footprint made from this device, written down here before it left: where it
        went, how many bytes it carried and why. Your archives, photos and post texts are never
        among them.
      </p>
      {entries === undefined ? (
        <p>Loading…</p>
      ) : entries.length === 0 ? (
        <p>Nothing has been sent from this device yet.</p>
      ) : (
        <>
          <div
            className="table-container mb-3"
            tabIndex={0}
            role="region"
            aria-label="Totals per purpose"
          >
            <table className="table is-narrow is-fullwidth is-size-7">
              <thead>
                <tr>
                  <th scope="col">Purpose</th>
                  <th scope="col">Requests</th>
                  <th scope="col">Bytes sent</th>
                </tr>
              </thead>
              <tbody>
                {totals.map((total) => (
                  <tr key={total.purpose}>
                    <td>{total.purpose}</td>
                    <td>{total.requests}</td>
                    <td>{formatBytes(total.bytesSent)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="field">
            <label className="label is-small" htmlFor={`${ids}-filter`}>
              Show requests for
            </label>
            <div className="select is-small">
              <select
                id={`${ids}-filter`}
                value={purpose}
                onChange={(event) => setPurpose(event.target.value)}
              >
                <option value="">Every purpose</option>
                {totals.map((total) => (
                  <option key={total.purpose} value={total.purpose}>
                    {total.purpose}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div className="table-container" tabIndex={0} role="region" aria-label="Requests">
            <table className="table is-narrow is-fullwidth is-size-7">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Request</th>
                  <th scope="col">Bytes</th>
                  <th scope="col">Purpose</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((entry) => (
                  <tr key={entry.id}>
                    <td>{new Date(entry.at).toLocaleTimeString()}</td>
                    <td className="ledger-request">
                      {entry.method} {entry.host}
                      {entry.path}
                    </td>
                    <td>{formatBytes(entry.bytesSent)}</td>
                    <td>{entry.purpose}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
