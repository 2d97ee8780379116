// The formats no real sample exists for (export-formats.md §8), built by testing/fixtures.ts.
import { describe, expect, it } from 'vitest';
import { importExport } from './importExport.ts';
import { ImportFailure } from './messages.ts';
import { hasCorpora, filesSource, zipSource } from './testing/nodeFiles.ts';
import * as fixtures from './testing/fixtures.ts';

describe.skipIf(!hasCorpora())('export formats without a real sample', () => {
  it('§8.1 Facebook 2023+ layout: same facts as 2022, check-in with place, mojibake repaired', async () => {
    const r = await importExport(
      zipSource(fixtures.facebook2023(), 'facebook-jdoe-2026-3-11-Hl65Zstp.zip'),
    );
    const d = r.dataset;
    expect(r.platform).toBe('facebook');
    expect(d.formatVersions).toContain('facebook-2023');
    expect(r.errors).toEqual([]);
    expect(d.profile.birthdays[0]).toMatchObject({ year: 1990, month: 1, day: 1 });
    expect(d.logins.map((l) => l.ip)).toContain('192.0.2.10');
    expect(d.connectedApps.map((a) => a.name)).toContain('ROUVY');
    const checkIn = d.posts.find((p) => p.text === 'Café with Valérie 👍');
    expect(checkIn?.place).toEqual({
      name: 'Café de Flore',
      address: '172 Bd Saint-Germain, Paris',
      point: { lat: 48.854, lon: 2.3326 },
    });
    expect(d.connections.friends).toBe(4);
  });

  it.each(['canonical', 'lowercase', 'german'] as const)(
    '§8.2 Instagram 2024 security files with %s labels: logins, sign-up, last location, private flag',
    async (variant) => {
      const r = await importExport(filesSource(fixtures.instagram2024(variant)));
      const d = r.dataset;
      expect(r.platform).toBe('instagram');
      expect(d.formatVersions).toContain('instagram-2023');
      expect(d.logins.filter((l) => l.action === 'login')).toEqual([
        expect.objectContaining({
          ip: '192.0.2.41',
          port: '51234',
          at: '2024-07-01T10:00:00.000Z',
        }),
        expect.objectContaining({ ip: '2001:db8::41', port: '443' }),
      ]);
      expect(d.logins.find((l) => l.action === 'logout')?.ip).toBe('192.0.2.42');
      expect(d.logins.find((l) => l.action === 'signup')?.ip).toBe('192.0.2.40');
      expect(d.places).toEqual([
        expect.objectContaining({
          kind: 'last-known',
          point: { lat: 48.85837, lon: 2.294481 },
          semanticType: 'precise',
        }),
      ]);
      expect(d.profile.privateAccount).toBe(true);
      expect(d.profile.names.map((n) => n.value)).toContain('Alex Sámple');
      expect(d.profile.bios.map((n) => n.value)).toEqual(['Coffee ☕ and maps']);
      expect(d.security.passwordChanges).toEqual(['2024-06-01T00:00:00.000Z']);
      expect(r.errors).toEqual([]);
    },
  );

  it('§8.3 TikTok user_data.json before 2024: private account, login IP and device, advertising ids', async () => {
    const r = await importExport(zipSource(fixtures.tiktokLegacy()));
    const d = r.dataset;
    expect(r.platform).toBe('tiktok');
    expect(d.formatVersions).toEqual(['tiktok-2020']);
    expect(d.profile.privateAccount).toBe(true);
    expect(d.profile.birthdays[0]).toMatchObject({ year: 1990, month: 1, day: 1 });
    expect(d.logins).toEqual([
      expect.objectContaining({
        ip: '192.0.2.61',
        at: '2022-05-01T10:00:00.000Z',
        device: 'iPhone12,1 iOS 15.4',
      }),
    ]);
    expect(d.devices[0]?.deviceId).toContain('IDFA: 00000000-0000-4000-8000-000000000061');
    expect(d.connections).toMatchObject({ followers: 2, following: 1 });
    expect(d.posts).toHaveLength(1);
  });

  it('§8.3 TikTok TXT export: reads Profile Info.txt, Login History.txt and Browsing History.txt, lists the other files as not read', async () => {
    const r = await importExport(zipSource(fixtures.tiktokTxt()));
    expect(r.platform).toBe('tiktok');
    expect(r.dataset.formatVersions).toEqual(['tiktok-txt']);
    expect(r.dataset.profile.usernames.map((u) => u.value)).toEqual(['legacy_user']);
    expect(r.dataset.logins.map((l) => l.ip)).toEqual(['192.0.2.61']);
    expect(r.dataset.activity.map((a) => [a.title, a.url, a.at])).toEqual([
      ['Watched a video', 'https://www.tiktokv.com/share/video/1/', '2022-05-01T10:05:00.000Z'],
    ]);
    expect(r.dataset.unreadFiles.map((f) => [f.path, f.status])).toEqual([
      ['TikTok_Data/Ads and data/Ad Interests.txt', 'not-read'],
    ]);
  });

  it('§8.3 TikTok TXT export with none of the files Footprint reads: asks for the JSON format', async () => {
    const tree = fixtures.tiktokTxt();
    delete tree['TikTok_Data/Profile/Profile Info.txt'];
    delete tree['TikTok_Data/Activity/Login History.txt'];
    delete tree['TikTok_Data/Activity/Browsing History.txt'];
    await expect(importExport(zipSource(tree))).rejects.toThrow(
      new ImportFailure('txt-only', { platform: 'TikTok' }).message,
    );
  });

  it('§8.4 Google Photos: sidecars paired with their photos, 0/0 falls back to the EXIF copy, photo EXIF read', async () => {
    const r = await importExport(
      zipSource(fixtures.googlePhotos(), 'takeout-20240102T030405Z-001.zip'),
    );
    const d = r.dataset;
    expect(r.platform).toBe('google');
    expect(r.exportDate).toBe('2024-01-02T03:04:05.000Z');
    const byUri = new Map(d.media.map((m) => [m.uri.split('/').pop(), m]));
    const first = byUri.get('DSCN0010.jpg');
    expect(first).toMatchObject({
      gps: fixtures.DSCN0010_GPS,
      gpsFrom: 'json',
      takenAt: '2008-10-22T16:28:39.000Z',
    });
    expect(first?.cameraMake).toBe('NIKON'); // from the photo's own EXIF
    expect(byUri.get('DSCN0021.jpg')?.gps).toEqual({ lat: 43.467157, lon: 11.885395 });
    expect(
      byUri.get('IMG_20081022_162839_from_a_phone_with_a_very_long_file_name_0042.jpg')?.gps,
    ).toEqual({ lat: 43.4, lon: 11.8 });
    expect(byUri.get('IMG(1).jpg')).toMatchObject({
      gps: { lat: 48.8584, lon: 2.2945 },
      people: ['Sam Example'],
    });
    const loose = d.media.find(
      (m) => m.uri === 'Takeout/Google Photos/Untitled album/DSCN0042.jpg',
    );
    expect(loose).toMatchObject({ gpsFrom: 'exif', cameraModel: 'COOLPIX P6000' });
    expect(loose?.gps?.lat).toBeCloseTo(43.4643, 3);
    expect(d.media).toHaveLength(5);
  });

  it('§8.5 Records.json (ISO and ms timestamps), Settings devices and semantic place types', async () => {
    const r = await importExport(filesSource(fixtures.googleTakeoutLocation()));
    const d = r.dataset;
    expect(d.locations.filter((p) => p.origin === 'records')).toEqual([
      expect.objectContaining({
        lat: 41.4216106,
        lon: 2.1684775,
        timeMs: Date.parse('2022-01-12T17:18:24.190Z'),
        accuracyM: 20,
      }),
      expect.objectContaining({ lat: 41.42162, timeMs: 1636403752674 }),
    ]);
    expect(d.devices).toEqual([expect.objectContaining({ name: 'ONEPLUS A6013', os: 'ANDROID' })]);
    expect(d.places).toEqual([
      expect.objectContaining({
        name: 'La Sagrada Familia',
        semanticType: 'searched-address',
        point: { lat: 41.4036299, lon: 2.1743558 },
      }),
    ]);
    expect(d.locations.some((p) => p.origin === 'semantic-path')).toBe(true);
    expect(r.errors).toEqual([]);
  });

  it('§8.5 on-device Timeline (Android): work visit, path, raw signal, frequent home', async () => {
    const r = await importExport(filesSource(fixtures.googleTimelineAndroid()));
    const d = r.dataset;
    expect(r.platform).toBe('google');
    expect(d.formatVersions).toEqual(['google-timeline-android']);
    expect(d.places).toContainEqual(
      expect.objectContaining({
        kind: 'visit',
        semanticType: 'work',
        point: { lat: 48.1372, lon: 11.5756 },
        startAt: '2024-03-01T07:00:00.000Z',
      }),
    );
    expect(d.places).toContainEqual(
      expect.objectContaining({ kind: 'frequent', semanticType: 'home' }),
    );
    expect(d.locations).toContainEqual({
      lat: 48.14,
      lon: 11.58,
      timeMs: Date.parse('2024-03-01T16:35:00.000Z'),
      origin: 'timeline',
    });
    expect(d.locations).toContainEqual(expect.objectContaining({ lat: 48.1505, accuracyM: 12 }));
  });

  it('§8.5 on-device Timeline (iOS): geo: points, string numbers, minute offsets from the start', async () => {
    const r = await importExport(filesSource(fixtures.googleTimelineIos()));
    const d = r.dataset;
    expect(d.formatVersions).toEqual(['google-timeline-ios']);
    expect(d.places).toEqual([
      expect.objectContaining({
        semanticType: 'home',
        placeId: 'ChIJExampleHome',
        point: { lat: 48.16, lon: 11.6 },
      }),
    ]);
    expect(d.locations).toContainEqual({
      lat: 48.15,
      lon: 11.59,
      timeMs: Date.parse('2024-04-02T10:12:00.000Z'),
      origin: 'timeline',
    });
  });

  it('§8.7 X geotagged tweet: point and place from string coordinates in either order', async () => {
    const r = await importExport(zipSource(fixtures.xGeotagged()));
    const d = r.dataset;
    expect(r.exportDate).toBe('2026-03-07T10:00:00.000Z');
    expect(d.posts[0]?.place).toEqual({
      name: 'San Francisco, CA',
      countryCode: 'US',
      point: { lat: 37.77, lon: -122.41 },
    });
    expect(d.posts[1]?.place).toBeUndefined();
    expect(r.counts.geotaggedPosts).toBe(1);
  });

  it('§8.9 two-factor status stays unknown when the export has no file for it', async () => {
    for (const tree of [
      fixtures.tiktokLegacy(),
      fixtures.xGeotagged(),
      fixtures.instagram2024('canonical'),
    ]) {
      const r = await importExport(filesSource(tree));
      expect(r.dataset.security.twoFactor).toBe('unknown');
      expect(r.dataset.coverage['security.twoFactor']).toBe('not-in-export');
    }
  });
});
