// Every "One-Click Fix" link, in ONE table: the platform's own settings page for each fix topic.
// Invariant (tested): every URL is https on the platform's own domain (x.com, instagram.com,
// facebook.com, tiktok.com, linkedin.com, google.com or a subdomain), and each row says when it
// was last checked. Where a platform has no web page for a topic (TikTok keeps most settings in
// the app), the row points at the closest settings page and the comment says so.
import type { PlatformId } from '../../shared/tables.ts';

export type FixTopic =
  | 'twoFactor'
  | 'loginActivity'
  | 'connectedApps'
  | 'accountPrivacy'
  | 'locationSharing'
  | 'locationHistory'
  | 'managePosts'
  | 'editProfile'
  | 'contactInfo'
  | 'offPlatformActivity'
  | 'adPreferences'
  | 'discoverability'
  | 'password'
  | 'username'
  | 'photos';

export interface FixLink {
  url: string;
  /** Day the URL was last confirmed to be that platform's page for the topic. */
  checked: string;
}

/** The registrable domain every fix link of a platform must be on. */
export const PLATFORM_DOMAINS: Record<PlatformId, string> = {
  x: 'x.com',
  instagram: 'instagram.com',
  facebook: 'facebook.com',
  tiktok: 'tiktok.com',
  linkedin: 'linkedin.com',
  google: 'google.com',
};

const CHECKED = '2026-11-21';
const link = (url: string): FixLink => ({ url, checked: CHECKED });

// TikTok's web app has one settings page (privacy, security, ads and data sections on it); the
// finer controls are in the mobile app under Settings and privacy, so every topic opens it.
const TIKTOK_SETTINGS = link('https://www.tiktok.com/setting');

export const FIX_URLS: Record<PlatformId, Record<FixTopic, FixLink>> = {
  x: {
    twoFactor: link('https://x.com/settings/account/login_verification'),
    loginActivity: link('https://x.com/settings/sessions'),
    connectedApps: link('https://x.com/settings/connected_apps'),
    accountPrivacy: link('https://x.com/settings/audience_and_tagging'),
    locationSharing: link('https://x.com/settings/location_information'),
    locationHistory: link('https://x.com/settings/location_information'),
    managePosts: link('https://x.com/settings/your_twitter_data'),
    editProfile: link('https://x.com/settings/profile'),
    contactInfo: link('https://x.com/settings/phone'),
    offPlatformActivity: link('https://x.com/settings/off_twitter_activity'),
    adPreferences: link('https://x.com/settings/ads_preferences'),
    discoverability: link('https://x.com/settings/contacts'),
    password: link('https://x.com/settings/password'),
    username: link('https://x.com/settings/screen_name'),
    photos: link('https://x.com/settings/location_information'),
  },
  instagram: {
    twoFactor: link('https://accountscenter.instagram.com/password_and_security/two_factor/'),
    loginActivity: link(
      'https://accountscenter.instagram.com/password_and_security/login_activity/',
    ),
    connectedApps: link('https://www.instagram.com/accounts/manage_access/'),
    accountPrivacy: link('https://www.instagram.com/accounts/privacy_and_security/'),
    locationSharing: link('https://www.instagram.com/your_activity/photos_and_videos/posts'),
    locationHistory: link('https://accountscenter.instagram.com/info_and_permissions/'),
    managePosts: link('https://www.instagram.com/your_activity/photos_and_videos/posts'),
    editProfile: link('https://www.instagram.com/accounts/edit/'),
    contactInfo: link('https://accountscenter.instagram.com/personal_info/'),
    offPlatformActivity: link('https://accountscenter.instagram.com/info_and_permissions/'),
    adPreferences: link('https://accountscenter.instagram.com/ad_preferences/'),
    discoverability: link('https://www.instagram.com/accounts/privacy_and_security/'),
    password: link('https://accountscenter.instagram.com/password_and_security/password/change/'),
    username: link('https://www.instagram.com/accounts/edit/'),
    photos: link('https://www.instagram.com/your_activity/photos_and_videos/posts'),
  },
  facebook: {
    twoFactor: link('https://accountscenter.facebook.com/password_and_security/two_factor'),
    loginActivity: link('https://accountscenter.facebook.com/password_and_security/login_activity'),
    connectedApps: link('https://www.facebook.com/settings?tab=applications'),
    accountPrivacy: link('https://www.facebook.com/privacy/checkup'),
    locationSharing: link('https://www.facebook.com/settings?tab=location'),
    locationHistory: link('https://www.facebook.com/settings?tab=location'),
    managePosts: link('https://www.facebook.com/allactivity'),
    editProfile: link('https://www.facebook.com/privacy/checkup'),
    contactInfo: link('https://accountscenter.facebook.com/personal_info'),
    offPlatformActivity: link(
      'https://accountscenter.facebook.com/info_and_permissions/off_facebook_activity',
    ),
    adPreferences: link('https://accountscenter.facebook.com/ad_preferences'),
    discoverability: link('https://www.facebook.com/settings?tab=privacy'),
    password: link('https://accountscenter.facebook.com/password_and_security/password/change'),
    username: link('https://accountscenter.facebook.com/profiles'),
    photos: link('https://www.facebook.com/allactivity'),
  },
  tiktok: {
    twoFactor: TIKTOK_SETTINGS,
    loginActivity: TIKTOK_SETTINGS,
    connectedApps: TIKTOK_SETTINGS,
    accountPrivacy: TIKTOK_SETTINGS,
    locationSharing: TIKTOK_SETTINGS,
    locationHistory: TIKTOK_SETTINGS,
    managePosts: TIKTOK_SETTINGS,
    editProfile: TIKTOK_SETTINGS,
    contactInfo: TIKTOK_SETTINGS,
    offPlatformActivity: TIKTOK_SETTINGS,
    adPreferences: TIKTOK_SETTINGS,
    discoverability: TIKTOK_SETTINGS,
    password: TIKTOK_SETTINGS,
    username: TIKTOK_SETTINGS,
    photos: TIKTOK_SETTINGS,
  },
  linkedin: {
    twoFactor: link('https://www.linkedin.com/mypreferences/d/two-step-verification'),
    loginActivity: link('https://www.linkedin.com/mypreferences/d/sessions'),
    connectedApps: link('https://www.linkedin.com/mypreferences/d/permitted-services'),
    accountPrivacy: link('https://www.linkedin.com/public-profile/settings'),
    locationSharing: link('https://www.linkedin.com/mypreferences/d/categories/privacy'),
    locationHistory: link('https://www.linkedin.com/mypreferences/d/categories/privacy'),
    managePosts: link('https://www.linkedin.com/mypreferences/d/categories/privacy'),
    editProfile: link('https://www.linkedin.com/public-profile/settings'),
    contactInfo: link('https://www.linkedin.com/mypreferences/d/phone-numbers'),
    offPlatformActivity: link('https://www.linkedin.com/mypreferences/d/categories/ads'),
    adPreferences: link('https://www.linkedin.com/mypreferences/d/categories/ads'),
    discoverability: link('https://www.linkedin.com/mypreferences/d/categories/privacy'),
    password: link('https://www.linkedin.com/mypreferences/d/change-password'),
    username: link('https://www.linkedin.com/public-profile/settings'),
    photos: link('https://www.linkedin.com/public-profile/settings'),
  },
  google: {
    twoFactor: link('https://myaccount.google.com/signinoptions/two-step-verification'),
    loginActivity: link('https://myaccount.google.com/device-activity'),
    connectedApps: link('https://myaccount.google.com/connections'),
    accountPrivacy: link('https://myaccount.google.com/profile'),
    locationSharing: link('https://myaccount.google.com/activitycontrols/location'),
    locationHistory: link('https://myaccount.google.com/activitycontrols/location'),
    managePosts: link('https://myactivity.google.com/'),
    editProfile: link('https://myaccount.google.com/personal-info'),
    contactInfo: link('https://myaccount.google.com/personal-info'),
    offPlatformActivity: link('https://myactivity.google.com/'),
    adPreferences: link('https://myadcenter.google.com/'),
    discoverability: link('https://myaccount.google.com/profile'),
    password: link('https://myaccount.google.com/signinoptions/password'),
    username: link('https://myaccount.google.com/personal-info'),
    photos: link('https://photos.google.com/settings'),
  },
};

export function fixUrl(platform: PlatformId, topic: FixTopic): string {
  return FIX_URLS[platform][topic].url;
}

/** True when `url` is https on the platform's own domain (or a subdomain of it). */
export function isOwnDomainHttps(platform: PlatformId, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const domain = PLATFORM_DOMAINS[platform];
  return (
    parsed.protocol === 'https:' &&
    (parsed.hostname === domain || parsed.hostname.endsWith(`.${domain}`))
  );
}
