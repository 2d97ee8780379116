// A centred loading indicator with an accessible name.
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="is-sr-only">{label}</span>
    </div>
  );
}
