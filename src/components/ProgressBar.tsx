// A Bulma progress bar following the spec's rules (see progress.ts). Indeterminate bars omit the
// value attribute, which is how <progress> shows an unknown amount.
import { normalizeProgress } from './progress.ts';

interface ProgressBarProps {
  value: number | null;
  max?: number;
  label: string;
  colour?: 'primary' | 'success' | 'warning' | 'danger' | 'info' | 'orange';
  size?: 'small' | 'normal';
}

function devWarn(message: string): void {
  if (import.meta.env.DEV) console.warn(message);
}

export function ProgressBar({
  value,
  max,
  label,
  colour = 'primary',
  size = 'small',
}: ProgressBarProps) {
  const progress = normalizeProgress(value, max, devWarn);
  const colourClass = colour === 'orange' ? 'is-orange' : `is-${colour}`;
  return (
    <progress
      className={`progress ${colourClass} ${size === 'small' ? 'is-small' : ''}`}
      aria-label={label}
      data-state={progress.state}
      max={progress.max}
      {...(progress.value == null ? {} : { value: progress.value })}
    >
      {progress.value == null ? '' : `${Math.round((progress.value / progress.max) * 100)}%`}
    </progress>
  );
}
