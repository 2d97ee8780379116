// How to get an export that holds what the checks read, per platform, in the words of each
// platform's own download page: the scan shows it when a category has "not enough data".
import type { PlatformId } from '../../shared/tables.ts';

export const FULL_EXPORT_HINTS: Record<PlatformId, string> = {
  google:
    'Google Takeout: select all products (at least Location History/Timeline, Maps, My Activity, Chrome and Profile) and the JSON format.',
  instagram:
    'Instagram: Accounts Center › Your information and permissions › Download your information, "All available information", format JSON.',
  facebook:
    'Facebook: Accounts Center › Download your information, "All available information", format JSON, date range "All time".',
  tiktok:
    'TikTok: Settings › Account › Download your data, "All data" (not one section), format JSON.',
  linkedin:
    'LinkedIn: Settings › Data privacy › Get a copy of your data, "Download larger data archive" (not only connections).',
  x: 'X: Settings › Your account › Download an archive of your data (the whole archive, not a single file).',
};
