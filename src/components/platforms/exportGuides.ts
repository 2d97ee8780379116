// How to request each platform's data export, shown in the import dialog next to the platform's
// real request page (src/shared/platforms.ts). Invariant: say which format to pick wherever the
// platform offers a choice — HTML or TXT exports hold little Footprint can read, and the engine
// refuses them with a message pointing back here.
import type { PlatformId } from '../../shared/tables.ts';

export interface ExportGuide {
  /** Steps on the platform's site, in order. */
  steps: string[];
  /** The format choice, said plainly. */
  format: string;
  /** How long the platform usually takes to prepare the export. */
  wait: string;
}

export const EXPORT_GUIDES: Record<PlatformId, ExportGuide> = {
  google: {
    steps: [
      'Open Google Takeout and choose the data to include (Location History / Timeline, My Activity, Google Account, Chrome, YouTube, Google Photos).',
      'Under "All activity data included" and "Multiple formats", switch My Activity from HTML to JSON.',
      'Choose "Export once", file type .zip, and create the export.',
    ],
    format:
      'Pick JSON for My Activity (Google’s default is HTML). Timeline kept on your phone is exported from Google Maps (Settings → Location and privacy → Export Timeline data) as a .json file you can add here.',
    wait: 'Google emails a download link, usually within hours; large exports come in several .zip parts — choose them all.',
  },
  instagram: {
    steps: [
      'Open Accounts Center → Your information and permissions → Download your information.',
      'Choose "Download or transfer information", your Instagram account, and "All available information".',
      'Choose "Download to device", date range "All time", and create the files.',
    ],
    format: 'Set Format to JSON (not HTML). Media quality "Low" keeps the download small.',
    wait: 'Instagram notifies you when the files are ready, usually within a day.',
  },
  tiktok: {
    steps: [
      'Open TikTok → Settings and privacy → Account → Download your data.',
      'Select all data and choose the file format JSON, then request the data.',
      'When it is ready, download it from the "Download data" tab.',
    ],
    format: 'Choose JSON (the TXT format holds little Footprint can read).',
    wait: 'TikTok usually prepares it within a few days; the download link expires after a few days.',
  },
  linkedin: {
    steps: [
      'Open LinkedIn → Settings → Data privacy → Get a copy of your data.',
      'Choose "Download larger data archive" (it includes logins, connections and profile details), then request the archive.',
    ],
    format: 'No format choice: LinkedIn sends a .zip of CSV files.',
    wait: 'LinkedIn emails a link when the archive is ready, usually within a day.',
  },
  facebook: {
    steps: [
      'Open Accounts Center → Your information and permissions → Download your information.',
      'Choose "Download or transfer information", your Facebook profile, and "All available information".',
      'Choose "Download to device", date range "All time", and create the files.',
    ],
    format: 'Set Format to JSON (not HTML). Media quality "Low" keeps the download small.',
    wait: 'Facebook notifies you when the files are ready, usually within a day.',
  },
  x: {
    steps: [
      'Open X → Settings and privacy → Your account → Download an archive of your data.',
      'Confirm your password and the code X sends you, then request the archive.',
    ],
    format: 'No format choice: X sends a .zip with your data as .js files.',
    wait: 'X notifies you when the archive is ready, usually within a day or two.',
  },
};
