// The six platforms Footprint reads exports from: display names, brand colours, and where a person
// requests their own data export (checked 2026-11-21).
import type { PlatformId } from './tables.ts';

export interface PlatformInfo {
  id: PlatformId;
  name: string;
  /** Brand colour, used as an accent next to the name only (never as text colour). */
  colour: string;
  exportRequestUrl: string;
}

export const PLATFORMS: readonly PlatformInfo[] = [
  {
    id: 'google',
    name: 'Google',
    colour: '#4285f4',
    exportRequestUrl: 'https://takeout.google.com/',
  },
  {
    id: 'instagram',
    name: 'Instagram',
    colour: '#e1306c',
    exportRequestUrl: 'https://accountscenter.instagram.com/info_and_permissions/dyi/',
  },
  {
    id: 'tiktok',
    name: 'TikTok',
    colour: '#25f4ee',
    exportRequestUrl: 'https://www.tiktok.com/setting/download-your-data',
  },
  {
    id: 'linkedin',
    name: 'LinkedIn',
    colour: '#0a66c2',
    exportRequestUrl: 'https://www.linkedin.com/mypreferences/d/download-my-data',
  },
  {
    id: 'facebook',
    name: 'Facebook',
    colour: '#1877f2',
    exportRequestUrl: 'https://accountscenter.facebook.com/info_and_permissions/dyi/',
  },
  {
    id: 'x',
    name: 'X (Twitter)',
    colour: '#71767b',
    exportRequestUrl: 'https://x.com/settings/download_your_data',
  },
];
