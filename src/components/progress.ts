// Progress bar rules (product-spec §4, §5): indeterminate when the value is null, max defaults to
// 100 when invalid (with a dev warning), and a value outside 0..max is treated as null.
import { PROGRESS_DEFAULT_MAX } from '../shared/constants.ts';

export type ProgressState = 'indeterminate' | 'loading' | 'complete';

export interface NormalizedProgress {
  value: number | null;
  max: number;
  state: ProgressState;
}

export function normalizeProgress(
  value: number | null | undefined,
  max: number | null | undefined,
  warn: (message: string) => void = () => undefined,
): NormalizedProgress {
  let safeMax = PROGRESS_DEFAULT_MAX;
  if (max != null) {
    if (Number.isFinite(max) && max > 0) safeMax = max;
    else warn(`Invalid progress max ${String(max)}; using ${PROGRESS_DEFAULT_MAX}.`);
  }
  let safeValue: number | null = null;
  if (value != null) {
    if (Number.isFinite(value) && value >= 0 && value <= safeMax) safeValue = value;
    else warn(`Invalid progress value ${String(value)} for max ${safeMax}; showing indeterminate.`);
  }
  const state: ProgressState =
    safeValue == null ? 'indeterminate' : safeValue === safeMax ? 'complete' : 'loading';
  return { value: safeValue, max: safeMax, state };
}
