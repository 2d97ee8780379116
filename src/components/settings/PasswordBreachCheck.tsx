// The Settings panel's "Is this password known to be breached?": hashes the password in the
// browser and sends only the first five characters of its SHA-1 hash (k-anonymity), so neither
// the password nor its hash leaves the page. The field is cleared once the answer is shown.
import { useId, useState } from 'react';
import { InlineCheckForm } from '../InlineCheckForm.tsx';
import { useOnline } from '../../hooks/useOnline.ts';
import {
  PASSWORD_CHECK_MESSAGES,
  usePasswordBreachCheck,
} from '../../hooks/usePasswordBreachCheck.ts';

export function PasswordBreachCheck() {
  const ids = useId();
  const online = useOnline();
  const { state, check, reset } = usePasswordBreachCheck();
  const [password, setPassword] = useState('');
  const checking = state.status === 'checking';

  const submit = async (value: string) => {
    await check(value);
    setPassword('');
  };

  return (
    <section className="settings-group mb-5" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="title is-6 mb-2">
        Is this password known to be breached?
      </h3>
      <InlineCheckForm
        label="Password to check"
        value={password}
        onChange={(value) => {
          setPassword(value);
          if (state.status !== 'idle') reset();
        }}
        onSubmit={(value) => void submit(value)}
        inputProps={{ type: 'password', autoComplete: 'off' }}
        submitLabel="Check"
        online={online}
        busy={checking}
        help="The password never leaves this page: only the first 5 characters of its SHA-1 hash are sent, and the match is made here (Pwned Passwords)."
        offlineHelp={PASSWORD_CHECK_MESSAGES.offline}
      />
      <p role="status" className="mt-2">
        {state.status === 'done'
          ? state.count > 0
            ? `This password appears ${state.count.toLocaleString()} times in known breaches. Do not use it anywhere: change it wherever you did.`
            : 'This password is not in any known breach. That does not make it strong.'
          : state.status === 'failed'
            ? state.message
            : ''}
      </p>
    </section>
  );
}
