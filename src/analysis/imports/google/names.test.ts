// A Takeout in the account's language: Google translates folder and file names; each language of
// the table in names.ts is read like an English Takeout.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';
import { englishTakeoutPath, TAKEOUT_NAMES } from './names.ts';

const review = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [13.3777, 52.5163] },
      properties: {
        Published: '2023-05-01T10:00:00Z',
        'Review Comment': 'Schöner Ort',
        Location: { 'Business Name': 'Brandenburger Tor', Address: 'Pariser Platz, Berlin' },
      },
    },
  ],
};

describe('Takeout in the account’s language', () => {
  it('German: profile, Chrome history and autofill, Maps reviews are read from their German names', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Profil/Profil.json': JSON.stringify({
          name: { formattedName: 'Alex Beispiel' },
          emails: [{ value: 'user1@example.com' }],
        }),
        'Takeout/Chrome/Verlauf.json': JSON.stringify({
          'Browser History': [
            { title: 'Suche', url: 'https://example.com/', time_usec: 1517589953942148 },
          ],
        }),
        'Takeout/Chrome/Adressen und andere Daten.json': JSON.stringify({
          Autofill: [
            { name_full: ['Alex Beispiel'], phone_home_whole_number: ['+49 30 5555 0100'] },
          ],
        }),
        'Takeout/Maps (Meine Orte)/Bewertungen.json': JSON.stringify(review),
        'Takeout/YouTube und YouTube Music/Abos/Abos.csv': 'Kanal-ID,Kanal-URL,Kanaltitel\n',
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('google');
    expect(r.errors).toEqual([]);
    expect(d.profile.names.map((n) => n.value)).toContain('Alex Beispiel');
    expect(d.profile.phones.map((p) => p.value)).toEqual(['+49 30 5555 0100']);
    expect(d.activity).toEqual([
      expect.objectContaining({ product: 'Chrome', url: 'https://example.com/' }),
    ]);
    expect(d.places).toContainEqual(
      expect.objectContaining({
        kind: 'reviewed',
        name: 'Brandenburger Tor',
        point: { lat: 52.5163, lon: 13.3777 },
      }),
    );
    expect(d.posts).toEqual([expect.objectContaining({ text: 'Schöner Ort', audience: 'Public' })]);
  });

  it.each(Object.keys(TAKEOUT_NAMES))(
    '%s: every listed name maps to an English one',
    (language) => {
      for (const [local, english] of Object.entries(TAKEOUT_NAMES[language] ?? {})) {
        expect(englishTakeoutPath(`Takeout/${local}`)).toBe(`Takeout/${english}`);
      }
    },
  );
});
