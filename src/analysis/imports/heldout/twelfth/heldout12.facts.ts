// Hand-written facts for the twelfth held-out export samples under ./samples/ (see PROVENANCE.md
// here): real exports gathered after the first eleven held-out sets had been used to fix the
// importers, by someone who never read the importers, so this set measures them on exports nobody
// tuned them on. Every fact was read from the sample's own files and written down before any
// importer ran on them. Values are the placeholders the samples carry (documentation IPs,
// "Alex Sample", `user1@example.com`). A fact states only what the files plainly say; where an
// importer could fairly read a file either way (X's internal 10.x audit addresses, earlier screen
// names, a push device, Instagram's inferred home town, a 1970-01-01 date of birth, LinkedIn's
// verification document type, a Facebook life event, accounts linked in the Accounts Center, a
// dropped pin or a saved place whose title and business name differ) no fact is stated.
import type { SampleEntry } from '../../testing/facts.ts';

export const HELDOUT12_FACTS: readonly SampleEntry[] = [
  // ── X ────────────────────────────────────────────────────────────────────────────────────────
  {
    // November 2022 archive under twitter/data/ holding only the manifest, an IP audit (public
    // and internal 10.x addresses, cut to six entries) and push / messaging devices; no account.js.
    sample: 'x-twitter/HackersCardgame-hackerscardgame-notes-s22m11',
    facts: {
      platform: 'x',
      // twitter/data/manifest.js: "generationDate" : "2022-11-06T14:21:04.419Z"
      exportDate: '2022-11-06T14:21:04.419Z',
      // twitter/data/manifest.js: "userName" : "AlexSample", "displayName" : "Alex Sample (they/them)"
      usernames: ['AlexSample'],
      names: ['Alex Sample (they/them)'],
      // twitter/data/ip-audit.js: the public "loginIp" values (192.0.2.2 twice); the 10.59.x.x
      // addresses are left without a fact.
      loginIps: ['192.0.2.1', '192.0.2.2'],
      // twitter/data/ni-devices.js: "messagingDevice" of type "Auth", "phoneNumber" : "+41765550100"
      phones: ['+41765550100'],
      readsCleanly: true,
    },
  },
  {
    // November 2022 archive of a public bot account under twitter_archive/data/: manifest, account
    // (a plus-addressed e-mail), creation IP, age info, an IP audit cut to six entries, two
    // connected apps, a device token, two screen-name changes and the profile.
    sample: 'x-twitter/FeXd-saskvaccine',
    facts: {
      platform: 'x',
      // twitter_archive/data/manifest.js: "generationDate" : "2022-11-13T21:23:27.355Z"
      exportDate: '2022-11-13T21:23:27.355Z',
      // twitter_archive/data/account.js: "username" : "saskvaccine",
      // "accountDisplayName" : "Sask Vaccine Bot"
      usernames: ['saskvaccine'],
      names: ['Sask Vaccine Bot'],
      // twitter_archive/data/account.js: "email" : "user1+vaccine@example.com"
      emails: ['user1+vaccine@example.com'],
      // twitter_archive/data/account-creation-ip.js: "userCreationIp" : "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // twitter_archive/data/ip-audit.js: the public "loginIp" values (192.0.2.2 four times).
      loginIps: ['192.0.2.2', '192.0.2.3'],
      // twitter_archive/data/ageinfo.js: "birthDate" : "1982-06-15"
      birthday: { year: 1982, month: 6, day: 15 },
      // twitter_archive/data/connected-application.js: the two "name" values.
      connectedApps: ['Twitter for iPhone', 'Sask Vaccine'],
      // twitter_archive/data/profile.js: "location" : "Saskatchewan, Canada"
      locations: ['Saskatchewan, Canada'],
      readsCleanly: true,
    },
  },
  // ── Facebook ─────────────────────────────────────────────────────────────────────────────────
  {
    // A 2021 JSON export of a Greek account under facebook/: profile (Greek-script previous name
    // and pages in Latin-1 mojibake, a blank previous name), logins and log-outs, IP address
    // activity (the same IPv6 address written with and without a leading zero), mobile devices,
    // primary location, Accounts Center, apps and off-Facebook activity.
    sample: 'facebook/AntonisPar-chatbot-trained-with-facebook-data',
    facts: {
      platform: 'facebook',
      // facebook/profile_information/profile_information.json: "full_name": "Alex Sample",
      // "username": "alex.sample"
      names: ['Alex Sample'],
      usernames: ['alex.sample'],
      // facebook/profile_information/profile_information.json: "emails": [two addresses]
      emails: ['user1@example.com', 'user2@example.com'],
      // facebook/profile_information/profile_information.json: two verified mobile numbers.
      phones: ['+306955550100', '+306955550101'],
      // facebook/profile_information/profile_information.json: { "year": 1999, "month": 6, "day": 15 }
      birthday: { year: 1999, month: 6, day: 15 },
      // facebook/profile_information/profile_information.json: "current_city" "Chalástra, Greece"
      // (stored as Latin-1 mojibake escapes).
      locations: ['Chalástra, Greece'],
      // facebook/security_and_login_information/logins_and_logouts.json (logins and log-outs)
      // and ip_address_activity.json.
      loginIps: [
        '192.0.2.1',
        '192.0.2.2',
        '192.0.2.3',
        '192.0.2.4',
        '192.0.2.5',
        '192.0.2.6',
        '192.0.2.7',
        '192.0.2.8',
        '2001:db8:1981:c31c:30d4:16fa:5701:12ab',
      ],
      // facebook/security_and_login_information/mobile_devices.json: "type": "iPhone12,1"
      deviceModels: ['iPhone12,1'],
      // facebook/apps_and_websites_off_of_facebook/apps_and_websites.json: three installed apps.
      connectedApps: ['Bitnami', 'Gleam Competitions', 'Medium'],
      // facebook/apps_and_websites_off_of_facebook/your_off-facebook_activity.json: two sources.
      offPlatformActivity: ['op.gg', 'mercurynews.com'],
      readsCleanly: true,
    },
  },
  {
    // A 2024 HTML export in Russian: your_facebook_activity/posts/
    // your_posts__check_ins__photos_and_videos_1.html holding one entry (a life event).
    sample: 'facebook/giviua-jiafei',
    facts: {
      platform: 'facebook',
      // your_posts__check_ins__photos_and_videos_1.html: one entry ("День рождения: …",
      // dated "мая 19, 2022 8:12:37pm").
      posts: 1,
      readsCleanly: true,
    },
  },
  // ── Instagram ────────────────────────────────────────────────────────────────────────────────
  {
    // A September 2024 JSON export in data/: personal and account information, devices, the
    // inferred home town ("Town/city name"), sign-up, login (IPv4 and IPv6) and logout activity,
    // and a posts_1.json that is an object holding one post rather than a list.
    sample: 'instagram/PrakharMishra531-server_py',
    facts: {
      platform: 'instagram',
      // data/personal_information/personal_information/personal_information.json: "Username"
      // "alexsample4", "Name" "AlexSample", "Email address" "user1@example.com"
      usernames: ['alexsample4'],
      names: ['AlexSample'],
      emails: ['user1@example.com'],
      // data/personal_information/personal_information/personal_information.json:
      // "Private account" "True"
      privateAccount: true,
      // data/security_and_login_information/login_and_account_creation/signup_information.json:
      // "IP address" "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // data/security_and_login_information/login_and_account_creation/login_activity.json and
      // logout_activity.json.
      loginIps: ['2001:db8::1', '192.0.2.1'],
      // data/your_instagram_activity/content/posts_1.json: { "media": [one post] }
      posts: 1,
      readsCleanly: true,
    },
  },
  {
    // A 2026 JSON export under instagram/ with the newest folder names (login_and_profile_creation,
    // signup_details.json, instagram_profile_information.json, profile_based_in.json), a port in
    // each login, precise and imprecise last known location and a privacy change.
    sample: 'instagram/chrishadley1983-discord-messenger',
    facts: {
      platform: 'instagram',
      // instagram/personal_information/personal_information/personal_information.json:
      // "Username" "alex.sample", "Name" "Alex Sample"
      usernames: ['alex.sample'],
      names: ['Alex Sample'],
      // instagram/personal_information/personal_information/personal_information.json:
      // "Email address" and "Phone number"
      emails: ['user1@example.com'],
      phones: ['+447700900100'],
      // instagram/personal_information/personal_information/personal_information.json:
      // "Date of birth" "1983-06-15"
      birthday: { year: 1983, month: 6, day: 15 },
      // instagram/personal_information/personal_information/personal_information.json:
      // "Private account" "True" (profile_privacy_changes.json records a switch to public in 2022)
      privateAccount: true,
      // instagram/security_and_login_information/login_and_profile_creation/login_activity.json:
      // three logins, two IPv6 and one IPv4.
      loginIps: ['2001:db8::1', '2001:db8::2', '192.0.2.1'],
      readsCleanly: true,
    },
  },
  {
    // A 2023 HTML export in Simplified Chinese with its folders at the repository root:
    // personal_information/personal_information.html, login_and_account_creation/
    // signup_information.html and login_activity.html (IPv4 and IPv6, one entry without a
    // language code).
    sample: 'instagram/DevBinaryX-ig-backup',
    facts: {
      platform: 'instagram',
      // personal_information/personal_information.html: 帐号 "sample_wall_", 姓名
      // "Sample School综合墙"
      usernames: ['sample_wall_'],
      names: ['Sample School综合墙'],
      // personal_information/personal_information.html and signup_information.html: 手机号
      phones: ['+60165550100'],
      // personal_information/personal_information.html: 出生日期 "2004-06-15"
      birthday: { year: 2004, month: 6, day: 15 },
      // personal_information/personal_information.html: 私密帐户 "True"
      privateAccount: true,
      // login_and_account_creation/signup_information.html: IP 地址 "192.0.2.1"
      signupIps: ['192.0.2.1'],
      // login_and_account_creation/login_activity.html: four logins.
      loginIps: ['192.0.2.2', '2001:db8::1', '2001:db8::2', '192.0.2.3'],
      readsCleanly: true,
    },
  },
  // ── LinkedIn ─────────────────────────────────────────────────────────────────────────────────
  {
    // LinkedIn CSV files under data/linkedin/: Profile (a birth date with its year, a Twitter
    // handle, a website and a Skype name in brackets), Registration (2014), Email Addresses (two,
    // no line break at the end), PhoneNumbers (the same number twice, once spaced) and WhatsApp.
    sample: 'linkedin/ugurhangul-ugurhangul.github.io',
    facts: {
      platform: 'linkedin',
      // data/linkedin/Profile.csv: "First Name" Alex, "Last Name" Sample
      names: ['Alex Sample'],
      // data/linkedin/Profile.csv: "Twitter Handles" "[alex_sample]", "Instant Messengers"
      // "[SKYPE:alex.sample]"
      usernames: ['alex_sample', 'alex.sample'],
      notUsernames: ['[alex_sample]', '[SKYPE:alex.sample]', 'alex.sample]'],
      // data/linkedin/Email Addresses.csv: two confirmed addresses, the second primary.
      emails: ['user1@example.com', 'user2@example.com'],
      // data/linkedin/PhoneNumbers.csv: ", +905555550100,Mobile"
      phones: ['+905555550100'],
      // data/linkedin/Profile.csv: "Birth Date" "Jun 15, 1990"
      birthday: { year: 1990, month: 6, day: 15 },
      // data/linkedin/Registration.csv: "Registration Ip" 192.0.2.1
      signupIps: ['192.0.2.1'],
      // data/linkedin/Profile.csv: "Geo Location" "Kocaeli, Kocaeli, Türkiye"
      locations: ['Kocaeli, Kocaeli, Türkiye'],
      readsCleanly: true,
    },
  },
  {
    // A 2024-2025 LinkedIn export under data/linkedin/: Profile (a first name ending in a space,
    // a headline in mathematical bold letters), Registration without an IP, an Email Addresses
    // row holding a member URN instead of an address, PhoneNumbers, WhatsApp and Verifications
    // (an ID verification with a government ID).
    sample: 'linkedin/Manas-Dikshit-Personal_Knowldege_Assistant',
    facts: {
      platform: 'linkedin',
      // data/linkedin/Profile.csv: "First Name" "Alex Sam " (trailing space), "Last Name" Sample
      names: ['Alex Sam Sample'],
      // data/linkedin/PhoneNumbers.csv: ",5555550100,Mobile"
      phones: ['5555550100'],
      // data/linkedin/Profile.csv: "Birth Date" "Jun 15" (no year)
      birthday: { year: null, month: 6, day: 15 },
      // data/linkedin/Profile.csv: "Geo Location" "Sambalpur, Odisha, India"
      locations: ['Sambalpur, Odisha, India'],
      readsCleanly: true,
    },
  },
  // ── TikTok ───────────────────────────────────────────────────────────────────────────────────
  {
    // A 2025 TikTok "Watch History.txt" in data/ ("Date: … UTC" / "Link: …" blocks), cut to five
    // entries. Nothing about the account itself.
    sample: 'tiktok/germanorbegozo-ReadSentimentTikTok',
    facts: {
      platform: 'tiktok',
      readsCleanly: true,
    },
  },
  // ── Google ───────────────────────────────────────────────────────────────────────────────────
  {
    // A 2023 Google Maps Timeline location-history.json exported from a phone (visits with
    // hierarchyLevel, an "Inferred Home", travel by car and subway; place IDs, no place names) at
    // the repository root, cut to five entries.
    sample: 'google/tbdoker-Tan-Berk-s-DSA210-Project',
    facts: {
      platform: 'google',
      readsCleanly: true,
    },
  },
  {
    // A 2020 Google Maps "Saved Places.json" in data/ (GeoJSON with "Title", "Published",
    // "Updated" and a "Location" block), cut to five places: three businesses and two dropped
    // pins.
    sample: 'google/bnortonwisla-nodejs-places',
    facts: {
      platform: 'google',
      // data/Saved Places.json: "Title" and "Business Name" both "Gino's Italian Deli" and both
      // "Lorraine's Cafe".
      places: ["Gino's Italian Deli", "Lorraine's Cafe"],
      readsCleanly: true,
    },
  },
];
