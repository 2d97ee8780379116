// Takeout parts the shared samples do not show on their own: Maps' saved places (starred places
// and dropped pins, in the older capitalised keys and the 2025 lower-case ones) and the devices
// listed under Access Log Activity.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const feature = (title: string, lon: number, lat: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [lon, lat] },
  properties: { Title: title, Published: '2021-05-01T10:00:00Z' },
});

describe('Google Takeout', () => {
  it('reads saved places, in English and German, without taking a pin’s coordinates as its name', async () => {
    const places = JSON.stringify({
      type: 'FeatureCollection',
      features: [feature('Brandenburger Tor', 13.3777, 52.5163), feature('48.1,11.5', 11.5, 48.1)],
    });
    for (const path of [
      'Takeout/Maps (your places)/Saved Places.json',
      'Takeout/Maps (Meine Orte)/Gespeicherte Orte.json',
    ]) {
      const r = await importExport(filesSource({ [path]: places }));
      expect(r.platform).toBe('google');
      expect(r.dataset.places.map((p) => [p.name, p.point])).toEqual([
        ['Brandenburger Tor', { lat: 52.5163, lon: 13.3777 }],
        [undefined, { lat: 48.1, lon: 11.5 }],
      ]);
      expect(r.dataset.unreadFiles).toEqual([]);
    }
  });

  it('reads the 2025 Maps files, whose keys are lower-case (location.name, date)', async () => {
    const review = {
      ...feature('', -122.4463, 37.7699),
      properties: {
        date: '2025-01-13T14:45:16.856369Z',
        location: { address: '1 Sample St, San Francisco', name: "Sandy's" },
        review_text_published: 'Good.',
      },
    };
    const path = 'Takeout/Maps (your places)/Reviews.json';
    const { dataset } = await importExport(
      filesSource({ [path]: JSON.stringify({ type: 'FeatureCollection', features: [review] }) }),
    );
    expect(dataset.places.map((p) => [p.name, p.address, p.startAt])).toEqual([
      ["Sandy's", '1 Sample St, San Francisco', '2025-01-13T14:45:16.856Z'],
    ]);
    expect(dataset.posts.map((p) => [p.text, p.place?.name])).toEqual([['Good.', "Sandy's"]]);
  });

  it('recognises Saved Places.json sent on its own by its links to Google Maps', async () => {
    const saved = (properties: Record<string, unknown>) => ({
      ...feature('', 2.2945, 48.8584),
      properties,
    });
    for (const properties of [
      { 'Google Maps URL': 'http://maps.google.com/?cid=1', Title: 'Tour Eiffel' },
      { google_maps_url: 'http://maps.google.com/?cid=1', location: { name: 'Tour Eiffel' } },
    ]) {
      const r = await importExport(
        filesSource({
          'Saved Places.json': JSON.stringify({
            type: 'FeatureCollection',
            features: [saved(properties)],
          }),
        }),
      );
      expect(r.platform).toBe('google');
      expect(r.dataset.places.map((p) => p.name)).toEqual(['Tour Eiffel']);
    }
    // A GeoJSON file that is not Google's is still refused.
    await expect(
      importExport(
        filesSource({
          'map.json': JSON.stringify({ type: 'FeatureCollection', features: [feature('x', 1, 2)] }),
        }),
      ),
    ).rejects.toThrow(/does not look like a data export/);
  });

  it('reads the devices of Access Log Activity', async () => {
    const csv = [
      'Device Type,Brand Name,Marketing Name,OS,OS Version,Device Model,User Given Name,Device Last Location,Gaia ID',
      'MOBILE,Google,Pixel 8,Android,14,shiba,Kim’s phone,"Country ISO: DE',
      'Last Activity Time: 2024-02-03 04:05:06 UTC",1',
      'PC,,,Linux,,,,,1',
    ].join('\n');
    const r = await importExport(
      filesSource({ 'Takeout/Access Log Activity/Devices - A list of devices.csv': csv }),
    );
    expect(r.dataset.devices).toEqual([
      expect.objectContaining({
        name: 'Kim’s phone',
        model: 'shiba',
        os: 'Android 14',
        lastSeenAt: '2024-02-03T04:05:06.000Z',
      }),
      expect.objectContaining({ name: 'PC', os: 'Linux', lastSeenAt: null }),
    ]);
    expect(r.dataset.coverage.devices).not.toBe('not-in-export');
  });
});
