// What the Connected Platforms card says about an import, as plain functions: the counts an export
// held (only those it has, most telling first), the export date, sizes and progress. Invariant:
// every figure shown comes from the stored import record; nothing is invented when a count is 0.

/** Figures in the order the card lists them: [stats key, singular, plural]. */
const COUNT_LABELS: readonly (readonly [string, string, string])[] = [
  ['posts', 'post', 'posts'],
  ['geotaggedPosts', 'geotagged post', 'geotagged posts'],
  ['media', 'photo or video', 'photos and videos'],
  ['mediaWithGps', 'photo with GPS', 'photos with GPS'],
  ['locationPoints', 'location point', 'location points'],
  ['places', 'place', 'places'],
  ['logins', 'login', 'logins'],
  ['devices', 'device', 'devices'],
  ['connectedApps', 'connected app', 'connected apps'],
  ['offPlatformActivity', 'off-platform activity source', 'off-platform activity sources'],
  ['activity', 'activity entry', 'activity entries'],
  ['followers', 'follower', 'followers'],
  ['following', 'account followed', 'accounts followed'],
  ['friends', 'friend', 'friends'],
  ['connections', 'connection', 'connections'],
];

const numberFormat = new Intl.NumberFormat('en');

/** "3 posts", "1 login" … for every figure above zero, in the card's order. */
export function describeCounts(stats: Record<string, number | null>): string[] {
  return COUNT_LABELS.flatMap(([key, one, many]) => {
    const value = stats[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return [];
    return [`${numberFormat.format(value)} ${value === 1 ? one : many}`];
  });
}

/** The export's date as a person reads it ("7 Mar 2026"), in UTC so it never shifts a day. */
export function formatExportDate(iso: string | null, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { dateStyle: 'medium', timeZone: 'UTC' });
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024 / 1024 / 1024).toFixed(2)} GB`;
}

/** The line under an import's progress bar. */
export function progressText(progress: {
  done: number;
  total: number | null;
  stage: string;
}): string {
  if (progress.stage === 'canceling') return 'Canceling the import…';
  if (progress.total === null || progress.stage === 'starting') return 'Opening the export…';
  if (progress.stage === 'done' || progress.stage === 'saving') return 'Saving on this device…';
  return `Reading ${formatBytes(progress.done)} of ${formatBytes(progress.total)}`;
}

/** The Connected Platforms row's line about the files an import did not read, or null. */
export function unreadFilesText(
  files: readonly { status: 'not-read' | 'partly-read' }[] | undefined,
): string | null {
  if (!files || files.length === 0) return null;
  const notRead = files.filter((f) => f.status === 'not-read').length;
  const partly = files.length - notRead;
  const count = (n: number) => `${numberFormat.format(n)} ${n === 1 ? 'file' : 'files'}`;
  const were = (n: number) => (n === 1 ? 'was' : 'were');
  if (notRead === 0) return `${count(partly)} of this export ${were(partly)} read only in part`;
  const line = `${count(notRead)} of this export ${were(notRead)} not read`;
  return partly > 0
    ? `${line}; ${numberFormat.format(partly)} ${were(partly)} read only in part`
    : line;
}
