// Words the report shows for platforms, changes and score deltas, in one place.
import type { FindingChange } from '../../analysis/scan.ts';
import { PLATFORMS } from '../../shared/platforms.ts';

export function platformName(platform: string): string {
  if (platform === 'multi') return 'Across platforms';
  return PLATFORMS.find((p) => p.id === platform)?.name ?? platform;
}

/**
 * Where a finding comes from: a cross-platform check's finding names the one platform its
 * evidence comes from when only one contributes, and says "Across platforms" only for two or more
 * (or when this device holds no evidence to tell).
 */
export function findingSource(
  platform: string,
  evidencePlatforms: readonly string[] | undefined,
): string {
  if (platform !== 'multi' || !evidencePlatforms) return platformName(platform);
  const contributing = new Set(evidencePlatforms.filter((p) => p !== 'web' && p !== 'multi'));
  return contributing.size === 1 ? platformName([...contributing][0]!) : platformName(platform);
}

export const CHANGE_LABELS: Record<FindingChange['change'], string> = {
  new: 'New',
  resolved: 'Resolved',
  worse: 'Worse',
  better: 'Better',
  'not-checked': 'Not checked any more',
};

/** "+5", "−3" (a real minus sign), "±0". */
export function signedDelta(delta: number): string {
  if (delta > 0) return `+${delta}`;
  if (delta < 0) return `\u2212${Math.abs(delta)}`;
  return '\u00b10';
}
