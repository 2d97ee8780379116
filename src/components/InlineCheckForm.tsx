// One text field with its submit button beside it, a label above and a help line below: the form
// of the dashboard's checks (public profile, username presence). The button stays disabled while
// offline, while a check runs and while the field is empty; the help line says why when offline.
// Values from the user's exports may be offered below it, each a button that fills the field and
// runs the check at once.
import { useId, type FormEvent, type InputHTMLAttributes } from 'react';

interface InlineCheckFormProps {
  label: string;
  value: string;
  onChange(value: string): void;
  onSubmit(value: string): void;
  /** Type, autocomplete and similar attributes of the field. */
  inputProps: Pick<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'inputMode' | 'autoComplete' | 'autoCapitalize' | 'spellCheck' | 'placeholder'
  >;
  submitLabel: string;
  online: boolean;
  busy: boolean;
  help: string;
  offlineHelp: string;
  /** One-tap checks: `values` as "Check {text}" buttons in a group named `label`. */
  suggestions?: { label: string; values: readonly { value: string; text: string }[] };
}

export function InlineCheckForm(props: InlineCheckFormProps) {
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit(props.value);
  };
  const suggestions = props.suggestions;
  return (
    <>
      <form className="inline-check-form" onSubmit={submit} noValidate>
        <label className="label" htmlFor={`${id}-field`}>
          {props.label}
        </label>
        <div className="field has-addons">
          <div className="control is-expanded">
            <input
              id={`${id}-field`}
              className="input"
              {...props.inputProps}
              value={props.value}
              onChange={(event) => props.onChange(event.target.value)}
              aria-describedby={`${id}-help`}
            />
          </div>
          <div className="control">
            <button
              type="submit"
              className="button is-primary"
              disabled={!props.online || props.busy || props.value.trim() === ''}
              aria-busy={props.busy}
            >
              {props.busy ? 'Checking…' : props.submitLabel}
            </button>
          </div>
        </div>
        <p id={`${id}-help`} className="help">
          {props.online ? props.help : props.offlineHelp}
        </p>
      </form>
      {suggestions && suggestions.values.length > 0 ? (
        <div className="buttons mt-3" role="group" aria-label={suggestions.label}>
          {suggestions.values.map(({ value, text }) => (
            <button
              key={value}
              type="button"
              className="button is-small is-light"
              disabled={!props.online || props.busy}
              onClick={() => {
                props.onChange(value);
                props.onSubmit(value);
              }}
            >
              Check {text}
            </button>
          ))}
        </div>
      ) : null}
    </>
  );
}
