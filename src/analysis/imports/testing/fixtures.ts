// Generators for the export formats no real sample exists for (export-formats.md §8). Each builds a
// file tree in the documented layout; where the gap says so it starts from corpus files read at run
// time (Facebook 2022 → 2023 layout, schema examples → Records.json, camera JPEGs → Takeout photos).
// Synthetic values only: documentation IPs (192.0.2.x, 2001:db8::), example.com, 555 numbers.
// Node-only test support; nothing here ships in the app.
import fs from 'node:fs';
import path from 'node:path';
import { exportsDir, readTree, type FileTree } from './nodeFiles.ts';

const json = (value: unknown) => JSON.stringify(value, null, 2);

/** Meta writes each UTF-8 byte of non-ASCII text as its own \u00XX escape (mojibake). */
export function metaJson(value: unknown): string {
  return json(value).replace(/[^\p{ASCII}]/gu, (ch) =>
    [...new TextEncoder().encode(ch)]
      .map((b) => `\\u00${b.toString(16).padStart(2, '0')}`)
      .join(''),
  );
}

// ---- 1. Facebook 2023+ layout, from the 2022 corpus files -------------------------------------

const FACEBOOK_2022 = 'facebook/corsali-userdata-extractor/test/data/json/facebook';
const FACEBOOK_2023_MOVES: [RegExp, string][] = [
  [/^profile_information\//, 'personal_information/profile_information/'],
  [
    /^posts\/your_posts_(\d+)\.json$/,
    'your_facebook_activity/posts/your_posts__check_ins__photos_and_videos_$1.json',
  ],
  [/^posts\//, 'your_facebook_activity/posts/'],
  [/^comments_and_reactions\//, 'your_facebook_activity/comments_and_reactions/'],
  [/^search\//, 'logged_information/your_search_history/'],
  [/^friends_and_followers\//, 'connections/friends/'],
  [/^apps_and_websites_off_of_facebook\//, 'apps_and_websites_off_of_meta/'],
  [/^location\//, 'logged_information/location/'],
  [/^events\//, 'your_facebook_activity/events/'],
  [/^stories\//, 'your_facebook_activity/stories/'],
];

export function facebook2023(): FileTree {
  const tree: FileTree = {};
  for (const [rel, bytes] of Object.entries(readTree(exportsDir(FACEBOOK_2022)))) {
    const move = FACEBOOK_2023_MOVES.find(([pattern]) => pattern.test(rel));
    tree[`facebook-jdoe-2026-3-11-Hl65Zstp/${move ? rel.replace(move[0], move[1]) : rel}`] = bytes;
  }
  tree[
    'facebook-jdoe-2026-3-11-Hl65Zstp/your_facebook_activity/messages/inbox/valerie_1234567/message_1.json'
  ] = metaJson({
    participants: [{ name: 'Valérie Example' }, { name: 'Jane Doe' }],
    messages: [
      { sender_name: 'Valérie Example', timestamp_ms: 1767225600000, content: 'À bientôt 👍' },
    ],
    title: 'Valérie Example',
    thread_path: 'inbox/valerie_1234567',
  });
  tree[
    'facebook-jdoe-2026-3-11-Hl65Zstp/your_facebook_activity/posts/your_posts__check_ins__photos_and_videos_2.json'
  ] = metaJson([
    {
      timestamp: 1767225600,
      data: [{ post: 'Café with Valérie 👍' }],
      attachments: [
        {
          data: [
            {
              place: {
                name: 'Café de Flore',
                coordinate: { latitude: 48.854, longitude: 2.3326 },
                address: '172 Bd Saint-Germain, Paris',
              },
            },
          ],
        },
      ],
      title: 'Jane Doe checked in at Café de Flore.',
    },
  ]);
  return tree;
}

// ---- 2. Instagram 2024 security files -----------------------------------------------------------

type Labels = {
  ip: string;
  time: string;
  cookie: string;
  port: string;
  language: string;
  agent: string;
};
const LABELS: Record<'canonical' | 'lowercase' | 'german', Labels> = {
  canonical: {
    ip: 'IP Address',
    time: 'Time',
    cookie: 'Cookie Name',
    port: 'Port',
    language: 'Language Code',
    agent: 'User Agent',
  },
  lowercase: {
    ip: 'IP address',
    time: 'Time',
    cookie: 'Cookie name',
    port: 'Port',
    language: 'Language code',
    agent: 'User agent',
  },
  german: {
    ip: 'IP-Adresse',
    time: 'Zeit',
    cookie: 'Cookie-Name',
    port: 'Port',
    language: 'Sprachcode',
    agent: 'Benutzeragent',
  },
};

const smd = (value: string, timestamp = 0) => ({ href: '', value, timestamp });

export function instagram2024(variant: keyof typeof LABELS): FileTree {
  const l = LABELS[variant];
  const root = 'instagram-alex.sample-2024-07-10-AbCdEfGh/';
  const sec = `${root}security_and_login_information/login_and_profile_creation/`;
  const session = (title: string, ip: string, time: number, port: string) => ({
    title,
    media_map_data: {},
    string_map_data: {
      [l.cookie]: smd('***************XYZ'),
      [l.ip]: smd(ip),
      [l.port]: smd(port),
      [l.language]: smd('en'),
      [l.time]: smd('', time),
      [l.agent]: smd('Instagram 338.1.0 (iPhone11,8; iOS 16_2; en_US)'),
    },
  });
  return {
    [`${sec}login_activity.json`]: metaJson({
      account_history_login_history: [
        session('2024-07-01T10:00:00+00:00', '192.0.2.41', 1719828000, '51234'),
        session('2024-06-20T08:30:00+00:00', '2001:db8::41', 1718872200, '443'),
      ],
    }),
    [`${sec}logout_activity.json`]: metaJson({
      account_history_logout_history: [
        session('2024-07-02T09:00:00+00:00', '192.0.2.42', 1719910800, '51000'),
      ],
    }),
    [`${sec}password_change_activity.json`]: metaJson({
      account_history_password_change_history: [
        { title: '', media_map_data: {}, string_map_data: { [l.time]: smd('', 1717200000) } },
      ],
    }),
    [`${sec}signup_details.json`]: metaJson({
      account_history_registration_info: [
        {
          title: '',
          media_map_data: {},
          string_map_data: {
            Username: smd('alex.sample'),
            [l.ip]: smd('192.0.2.40'),
            [l.time]: smd('', 1463108884),
            Email: smd('alex@example.com'),
            'Phone Number': smd('+15555550123'),
            Device: smd('iPhone11,8'),
          },
        },
      ],
    }),
    [`${sec}last_known_location.json`]: metaJson({
      account_history_imprecise_last_known_location: [
        {
          title: '',
          media_map_data: {},
          string_map_data: {
            'Imprecise Latitude': smd('48.85'),
            'Imprecise Longitude': smd('2.35'),
            'Precise Latitude': smd('48.858370'),
            'Precise Longitude': smd('2.294481'),
            'GPS Time Uploaded': smd('', 1719828000),
          },
        },
      ],
    }),
    [`${root}personal_information/personal_information/personal_information.json`]: metaJson({
      profile_user: [
        {
          title: 'User Information',
          media_map_data: {
            'Profile Photo': {
              uri: 'media/profile/202401/profile_photo.jpg',
              creation_timestamp: 1704067200,
              media_metadata: { camera_metadata: { has_camera_metadata: false } },
              cross_post_source: { source_app: 'FB' },
            },
          },
          string_map_data: {
            Email: smd('alex@example.com'),
            'Phone Number': smd('+15555550123'),
            Username: smd('alex.sample'),
            Name: smd('Alex Sámple'),
            Bio: smd('Coffee ☕ and maps'),
            'Date of birth': smd('1990-02-03'),
            'Private Account': smd('True'),
          },
        },
      ],
    }),
    [`${root}your_instagram_activity/events/no-data.txt`]: 'You have no data in this section',
  };
}

// ---- 3. TikTok before 2024: user_data.json, and the TXT export ----------------------------------

export function tiktokLegacy(): FileTree {
  return {
    'user_data.json': json({
      Activity: {
        'Login History': {
          LoginHistoryList: [
            {
              Date: '2022-05-01 10:00:00',
              IP: '192.0.2.61',
              DeviceModel: 'iPhone12,1',
              DeviceSystem: 'iOS 15.4',
              NetworkType: 'Wi-Fi',
              Carrier: '',
            },
          ],
        },
        'Video Browsing History': {
          VideoList: [
            {
              Date: '2022-05-01 10:05:00',
              VideoLink: 'https://www.tiktokv.com/share/video/7000000000000000001/',
            },
          ],
        },
        'Follower List': {
          FansList: [
            { Date: '2022-04-01 09:00:00', UserName: 'fan_one' },
            { Date: '2022-04-02 09:00:00', UserName: 'fan_two' },
          ],
        },
        'Following List': { Following: [{ Date: '2022-04-03 09:00:00', UserName: 'creator_one' }] },
        'Search History': {
          SearchList: [{ Date: '2022-05-01 10:06:00', SearchTerm: 'hiking near me' }],
        },
        'Like List': {
          ItemFavoriteList: [
            {
              Date: '2022-05-01 10:07:00',
              VideoLink: 'https://www.tiktokv.com/share/video/7000000000000000002/',
            },
          ],
        },
        Status: {
          'Status List': [
            {
              Resolution: '828x1792',
              'App Version': '24.1.0',
              IDFA: '00000000-0000-4000-8000-000000000061',
              GAID: '',
              'Android ID': '',
              IDFV: '00000000-0000-4000-8000-000000000062',
            },
          ],
        },
      },
      'App Settings': {
        Block: { BlockList: [] },
        Settings: {
          SettingsMap: { 'Private Account': 'Enabled', 'Allow Others to Find Me': 'Disabled' },
        },
      },
      Profile: {
        'Profile Information': {
          ProfileMap: {
            userName: 'legacy_user',
            likesReceived: '0',
            profilePhoto: 'https://example.com/avatar.jpg',
            bioDescription: '',
            birthDate: '01-Jan-1990',
            emailAddress: 'legacy@example.com',
            telephoneNumber: '',
          },
        },
      },
      Video: {
        Videos: {
          VideoList: [
            {
              Date: '2022-05-02 18:00:00',
              Link: 'https://www.tiktokv.com/share/video/7000000000000000003/',
              Likes: '3',
            },
          ],
        },
      },
      'Direct Messages': { 'Chat History': { ChatHistory: { 'Chat History with someone:': [] } } },
    }),
  };
}

export function tiktokTxt(): FileTree {
  return {
    'TikTok_Data/Activity/Login History.txt': 'Date: 2022-05-01 10:00:00\nIP: 192.0.2.61\n',
    'TikTok_Data/Activity/Browsing History.txt':
      'Date: 2022-05-01 10:05:00\nVideo Link: https://www.tiktokv.com/share/video/1/\n',
    'TikTok_Data/Ads and data/Ad Interests.txt': 'Ad Interests: Sports | Music\n',
    'TikTok_Data/Profile/Profile Info.txt': 'Username: legacy_user\n',
  };
}

// ---- 4. Google Photos sidecar + photo pairs ------------------------------------------------------

const PHOTOS = 'photos-exif/ianare-exif-samples/jpg/gps';
function jpeg(name: string): Uint8Array {
  return new Uint8Array(fs.readFileSync(path.join(exportsDir(PHOTOS), name)));
}

function sidecar(
  title: string,
  geo: { lat: number; lon: number } | null,
  geoExif: { lat: number; lon: number } | null,
) {
  const g = (p: { lat: number; lon: number } | null) => ({
    latitude: p?.lat ?? 0.0,
    longitude: p?.lon ?? 0.0,
    altitude: 0.0,
    latitudeSpan: 0.0,
    longitudeSpan: 0.0,
  });
  return json({
    title,
    description: '',
    imageViews: '12',
    creationTime: { timestamp: '1563490529', formatted: 'Jul 18, 2019, 10:55:29 PM UTC' },
    photoTakenTime: { timestamp: '1224692919', formatted: 'Oct 22, 2008, 4:28:39 PM UTC' },
    geoData: g(geo),
    geoDataExif: g(geoExif),
    people: title.startsWith('IMG') ? [{ name: 'Sam Example' }] : [],
    url: 'https://photos.google.com/photo/AF1QipExample',
    googlePhotosOrigin: { mobileUpload: { deviceType: 'ANDROID_PHONE' } },
  });
}

/** GPS of the corpus photos (verified with exiftool, export-formats.md §7). */
export const DSCN0010_GPS = { lat: 43.46744833333334, lon: 11.885126666663888 };

export function googlePhotos(): FileTree {
  const dir = 'Takeout/Google Photos/Photos from 2008/';
  const long = 'IMG_20081022_162839_from_a_phone_with_a_very_long_file_name_0042.jpg';
  return {
    'Takeout/archive_browser.html': '<html><body>Takeout</body></html>',
    [`${dir}DSCN0010.jpg`]: jpeg('DSCN0010.jpg'),
    [`${dir}DSCN0010.jpg.supplemental-metadata.json`]: sidecar(
      'DSCN0010.jpg',
      DSCN0010_GPS,
      DSCN0010_GPS,
    ),
    // Location removed in Google Photos (0/0) but still in the file's EXIF copy.
    [`${dir}DSCN0021.jpg`]: jpeg('DSCN0021.jpg'),
    [`${dir}DSCN0021.jpg.supplemental-metadata.json`]: sidecar('DSCN0021.jpg', null, {
      lat: 43.467157,
      lon: 11.885395,
    }),
    // A long name: Takeout cuts the sidecar suffix short.
    [`${dir}${long}`]: jpeg('DSCN0042.jpg'),
    [`${dir}${long}.supplemental-me.json`]: sidecar(long, { lat: 43.4, lon: 11.8 }, null),
    // Duplicate names: the counter moves behind the extension in the sidecar's name.
    [`${dir}IMG(1).jpg`]: jpeg('DSCN0010.jpg'),
    [`${dir}IMG.jpg(1).json`]: sidecar('IMG.jpg', { lat: 48.8584, lon: 2.2945 }, null),
    // A photo without a sidecar: only its own EXIF tells where it was taken.
    [`Takeout/Google Photos/Untitled album/DSCN0042.jpg`]: jpeg('DSCN0042.jpg'),
    [`Takeout/Google Photos/Untitled album/metadata.json`]: json({
      title: 'Untitled album',
      description: '',
    }),
  };
}

// ---- 5. Records.json 2020+ (from the schema's examples) and the 2024 on-device Timeline -----------

const SCHEMAS = 'google/CarlosBergillos-LocationHistoryFormat/schemas';
function schema(name: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(exportsDir(SCHEMAS), name), 'utf8')) as Record<
    string,
    unknown
  >;
}

export function googleTakeoutLocation(): FileTree {
  const records = schema('Records.schema.json') as {
    $defs: { locationRecord: { examples: Record<string, unknown>[] } };
  };
  const example = records.$defs.locationRecord.examples[0] as Record<string, unknown>;
  const { timestamp: _timestamp, ...withoutIso } = example;
  const semantic = schema('Semantic.schema.json') as {
    $defs: Record<string, { examples?: unknown[] }>;
  };
  const location = semantic.$defs.location?.examples?.[0];
  const duration = semantic.$defs.duration?.examples?.[0];
  const segment = semantic.$defs.activitySegment?.examples?.[0];
  const settings = (schema('Settings.schema.json') as { examples: unknown[] }).examples[0];
  const base = 'Takeout/Location History (Timeline)/';
  return {
    [`${base}Records.json`]: json({
      locations: [example, { ...withoutIso, timestampMs: '1636403752674', latitudeE7: 414216200 }],
    }),
    [`${base}Settings.json`]: json(settings),
    [`${base}Semantic Location History/2022/2022_FEBRUARY.json`]: json({
      timelineObjects: [
        { placeVisit: { location, duration, placeConfidence: 'HIGH_CONFIDENCE' } },
        segment,
      ],
    }),
  };
}

export function googleTimelineAndroid(): FileTree {
  return {
    'Timeline.json': json({
      semanticSegments: [
        {
          startTime: '2024-03-01T08:00:00.000+01:00',
          endTime: '2024-03-01T17:30:00.000+01:00',
          visit: {
            hierarchyLevel: 0,
            probability: 0.93,
            topCandidate: {
              placeId: 'ChIJExampleWork',
              semanticType: 'WORK',
              probability: 0.88,
              placeLocation: { latLng: '48.1372000°, 11.5756000°' },
            },
          },
        },
        {
          startTime: '2024-03-01T17:30:00.000+01:00',
          endTime: '2024-03-01T18:00:00.000+01:00',
          timelinePath: [
            { point: '48.1400000°, 11.5800000°', time: '2024-03-01T17:35:00.000+01:00' },
            { point: '48.1500000°, 11.5900000°', time: '2024-03-01T17:50:00.000+01:00' },
          ],
        },
      ],
      rawSignals: [
        {
          position: {
            LatLng: '48.1505000°, 11.5905000°',
            accuracyMeters: 12,
            timestamp: '2024-03-01T18:01:00.000+01:00',
            source: 'WIFI',
          },
        },
      ],
      userLocationProfile: {
        frequentPlaces: [
          { placeId: 'ChIJExampleHome', placeLocation: '48.1600000°, 11.6000000°', label: 'HOME' },
          { placeId: 'ChIJExampleWork', placeLocation: '48.1372000°, 11.5756000°', label: 'WORK' },
        ],
      },
    }),
  };
}

export function googleTimelineIos(): FileTree {
  return {
    'location-history.json': json([
      {
        startTime: '2024-04-02T09:00:00.000+02:00',
        endTime: '2024-04-02T12:00:00.000+02:00',
        visit: {
          hierarchyLevel: '0',
          probability: '0.9',
          topCandidate: {
            probability: '0.8',
            semanticType: 'Home',
            placeID: 'ChIJExampleHome',
            placeLocation: 'geo:48.160000,11.600000',
          },
        },
      },
      {
        startTime: '2024-04-02T12:00:00.000+02:00',
        endTime: '2024-04-02T12:30:00.000+02:00',
        activity: {
          start: 'geo:48.160000,11.600000',
          end: 'geo:48.137200,11.575600',
          topCandidate: { type: 'walking' },
        },
      },
      {
        startTime: '2024-04-02T12:00:00.000+02:00',
        endTime: '2024-04-02T14:00:00.000+02:00',
        timelinePath: [
          { point: 'geo:48.150000,11.590000', durationMinutesOffsetFromStartTime: '12' },
        ],
      },
    ]),
  };
}

// ---- 7. X: a geotagged tweet ----------------------------------------------------------------------

export function xGeotagged(): FileTree {
  const tweet = (id: string, text: string, extra: Record<string, unknown>) => ({
    tweet: {
      id_str: id,
      id,
      full_text: text,
      created_at: 'Fri Mar 06 13:02:05 +0000 2026',
      favorite_count: '0',
      retweet_count: '0',
      entities: { hashtags: [], symbols: [], user_mentions: [], urls: [] },
      ...extra,
    },
  });
  const tweets = [
    tweet('1000000000000000001', 'Lunch by the bay', {
      coordinates: { type: 'Point', coordinates: ['-122.41', '37.77'] },
      geo: { type: 'Point', coordinates: ['37.77', '-122.41'] },
      place: {
        full_name: 'San Francisco, CA',
        country_code: 'US',
        bounding_box: {
          type: 'Polygon',
          coordinates: [
            [
              ['-122.51', '37.70'],
              ['-122.35', '37.70'],
              ['-122.35', '37.83'],
              ['-122.51', '37.83'],
            ],
          ],
        },
      },
    }),
    tweet('1000000000000000002', 'No place on this one', {}),
  ];
  return {
    'data/manifest.js': `window.__THAR_CONFIG = ${json({ archiveInfo: { generationDate: '2026-03-07T10:00:00.000Z' }, userInfo: { userName: 'geo_user' } })}`,
    'data/tweets.js': `window.YTD.tweets.part0 = ${json(tweets)}`,
  };
}
