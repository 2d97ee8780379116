// The trend chart's x-axis words: each tick is a date a person reads ("25 Nov"), with the time
// only when the scans shown all fall within two days ("25 Nov, 14:05") — never a bare ":05".

const DAY_S = 24 * 60 * 60;

/** The label of the tick at `epochSeconds` on an axis spanning `spanSeconds`. */
export function trendTickLabel(epochSeconds: number, spanSeconds: number, locale?: string): string {
  const date = new Date(epochSeconds * 1000);
  return spanSeconds < 2 * DAY_S
    ? date.toLocaleString(locale, {
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
      })
    : date.toLocaleDateString(locale, { day: 'numeric', month: 'short', year: '2-digit' });
}
