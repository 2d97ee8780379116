// The 'Breaches of your email' card: checks the signed-in user's own verified address against
// Have I Been Pwned (through our server, which holds the key) and lists each breach with its
// date, what it exposed and what to do. The result is kept on the device and counted by the next
// scan. Offline, the check is disabled and says why.
import { useId } from 'react';
import { breachFix } from '../../analysis/instant/breaches.ts';
import { BREACH_CHECK_MESSAGES, useEmailBreaches } from '../../hooks/useEmailBreaches.ts';
import { useOnline } from '../../hooks/useOnline.ts';
import { CardHeader } from '../CardHeader.tsx';

export function EmailBreachesCard({ userId }: { userId: string }) {
  const ids = useId();
  const online = useOnline();
  const { kept, state, check } = useEmailBreaches(userId);
  const checking = state.status === 'checking';
  return (
    <article className="card mb-5" aria-labelledby={`${ids}-title`}>
      <CardHeader id={`${ids}-title`}>Breaches of your email</CardHeader>
      <div className="card-content">
        <p className="mb-3">
          Find the known data breaches that hold your account’s email address, from Have I Been
          Pwned. Only your own address, once verified, can be checked.
        </p>
        <button
          type="button"
          className="button is-primary"
          disabled={!online || checking}
          aria-busy={checking}
          onClick={() => void check()}
        >
          {checking ? 'Checking…' : 'Check my email'}
        </button>
        <p className="help">{online ? '' : BREACH_CHECK_MESSAGES.offline}</p>
        {state.status === 'failed' ? (
          <p className="notification is-warning is-light mt-3" role="alert">
            {state.message}
          </p>
        ) : null}
        {kept ? (
          <section className="mt-4" aria-live="polite" aria-label="Breaches found">
            {kept.breaches.length === 0 ? (
              <p>No known breach holds this address.</p>
            ) : (
              <ul>
                {kept.breaches.map((breach) => (
                  <li key={breach.name} className="mb-3">
                    <strong>{breach.title}</strong> ({breach.breachDate}): exposed{' '}
                    {breach.dataClasses.join(', ').toLowerCase()}.
                    <br />
                    {breachFix(breach)}
                  </li>
                ))}
              </ul>
            )}
            <p className="help">
              Checked {new Date(kept.checkedAt).toLocaleString()}. Run a scan to count this in your
              security score.
            </p>
          </section>
        ) : null}
      </div>
    </article>
  );
}
