// Takeout files under names the table in names.ts lacks (a language not listed yet, a renamed or
// lone file): each is recognised by its content and read like its English counterpart.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

/** My Activity HTML as Takeout writes it: inline styles first, then one outer-cell per entry. */
function activityHtml(
  product: string,
  action: string,
  url: string,
  when: string,
  caption = '',
): string {
  const css = '.mdl-card{display:flex}.mdl-grid{display:flex}'.repeat(40);
  return (
    `<html><head><meta charset="UTF-8"><style type="text/css">${css}</style></head><body>` +
    `<div class="mdl-grid"><div class="outer-cell mdl-cell mdl-cell--12-col mdl-shadow--2dp">` +
    `<div class="mdl-grid"><div class="header-cell mdl-cell mdl-cell--12-col">` +
    `<p class="mdl-typography--title">${product}<br></p></div>` +
    `<div class="content-cell mdl-cell mdl-cell--6-col mdl-typography--body-1">${action}&nbsp;` +
    `<a href="${url}">${url}</a><br>${when}</div>` +
    `<div class="content-cell mdl-cell mdl-cell--12-col mdl-typography--caption">${caption}</div>` +
    `</div></div></div></body></html>`
  );
}

const POLISH_HTML = 'Takeout/Moja aktywność/Wyszukiwarka/MojaAktywność.html';
const POLISH_ACTIVITY = activityHtml(
  'Wyszukiwarka',
  'Odwiedzono',
  'https://example.com/a',
  '13 lut 2023, 10:00:00 CET',
);

describe('Takeout files recognised by their content', () => {
  it('Polish My Activity (HTML, a name not in the table) is read with its localised date', async () => {
    const r = await importExport(
      filesSource({
        [POLISH_HTML]: POLISH_ACTIVITY,
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.activity).toEqual([
      expect.objectContaining({
        product: 'Wyszukiwarka',
        url: 'https://example.com/a',
        at: '2023-02-13T09:00:00.000Z',
      }),
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('a Google page that only shares My Activity’s styles adds no activity', async () => {
    const css = '.mdl-card{display:flex}'.repeat(40);
    const r = await importExport(
      filesSource({
        [POLISH_HTML]: POLISH_ACTIVITY,
        'Takeout/Gry/Gracz.html': `<html><head><style>${css}</style></head><body>Gracz</body></html>`,
      }),
    );
    expect(r.dataset.activity).toHaveLength(1);
  });

  it('JSON files under unknown names: My Activity, profile, Chrome history and autofill, reviews, Records', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Moja aktywność/Wyszukiwarka/MojaAktywność.json': JSON.stringify([
          {
            header: 'Wyszukiwarka',
            title: 'Odwiedzono example.com',
            titleUrl: 'https://example.com/b',
            time: '2023-02-13T09:00:00.000Z',
            products: ['Wyszukiwarka'],
          },
        ]),
        'Takeout/Profil/Profil użytkownika.json': JSON.stringify({
          name: { formattedName: 'Alex Sample' },
          emails: [{ value: 'user1@example.com', type: 'account' }],
        }),
        'Takeout/Chrome/Historia.json': JSON.stringify({
          'Browser History': [
            { title: 'Strona', url: 'https://example.com/c', time_usec: 1517589953942148 },
          ],
        }),
        'Takeout/Chrome/Autouzupełnianie.json': JSON.stringify({
          Autouzupełnianie: [
            { name_full: ['Alex Sample'], phone_home_whole_number: ['+48 555 0100'] },
          ],
        }),
        'Takeout/Mapy (Twoje miejsca)/Opinie.json': JSON.stringify({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              geometry: { type: 'Point', coordinates: [21.0122, 52.2297] },
              properties: {
                date: '2024-04-01T10:00:00Z',
                five_star_rating_published: 5,
                review_text_published: 'Dobrze.',
                location: { name: 'Kawiarnia', address: 'ul. Przykładowa 1, Warszawa' },
              },
            },
          ],
        }),
        'Takeout/Historia lokalizacji/Rekordy.json': JSON.stringify({
          locations: [
            { latitudeE7: 522297000, longitudeE7: 210122000, timestamp: '2024-04-01T10:00:00Z' },
          ],
        }),
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('google');
    expect(r.unreadFiles).toEqual([]);
    expect(d.activity.map((a) => a.url).sort()).toEqual([
      'https://example.com/b',
      'https://example.com/c',
    ]);
    expect(d.profile.names.map((n) => n.value)).toContain('Alex Sample');
    expect(d.profile.emails.map((e) => e.value)).toContain('user1@example.com');
    expect(d.profile.phones.map((p) => p.value)).toEqual(['+48 555 0100']);
    expect(d.posts.map((p) => [p.text, p.place?.name])).toEqual([['Dobrze.', 'Kawiarnia']]);
    expect(d.locations.map((l) => [l.lat, l.lon])).toEqual([[52.2297, 21.0122]]);
  });

  it('a Photos sidecar in a folder named in another language is read and paired with its photo', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Zdjęcia Google/Wakacje/IMG_0001.jpg.json': JSON.stringify({
          title: 'IMG_0001.jpg',
          creationTime: { timestamp: '1688200000' },
          photoTakenTime: { timestamp: '1688100000' },
          geoData: { latitude: 52.2297, longitude: 21.0122, altitude: 0 },
        }),
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.media).toEqual([
      expect.objectContaining({
        uri: 'Takeout/Zdjęcia Google/Wakacje/IMG_0001.jpg',
        gps: { lat: 52.2297, lon: 21.0122 },
        takenAt: '2023-06-30T04:40:00.000Z',
      }),
    ]);
  });

  it('a folder picked inside a Takeout in another language is recognised as Google', async () => {
    const r = await importExport(
      filesSource({
        'Wyszukiwarka/MojaAktywność.json': JSON.stringify([
          { header: 'Wyszukiwarka', title: 'Szukano: pogoda', time: '2023-02-13T09:00:00.000Z' },
        ]),
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.activity.map((a) => a.title)).toEqual(['Szukano: pogoda']);
  });

  it('a file saved twice ("Settings (1).json") is read as the file it copies', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Location History/Settings (1).json': JSON.stringify({
          deviceSettings: [
            { devicePrettyName: 'Pixel 8', deviceCreationTime: '2024-01-01T00:00:00Z' },
          ],
        }),
      }),
    );
    expect(r.dataset.devices.map((d) => d.name)).toEqual(['Pixel 8']);
    expect(r.unreadFiles).toEqual([]);
  });

  it('Location History settings under a folder named in another language are read by content', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Historia lokalizacji/Settings.json': JSON.stringify({
          createdTime: '2019-01-01T00:00:00Z',
          deviceSettings: [
            { devicePrettyName: 'Pixel 8', deviceCreationTime: '2024-01-01T00:00:00Z' },
          ],
          historyEnabled: true,
        }),
      }),
    );
    expect(r.dataset.devices.map((d) => d.name)).toEqual(['Pixel 8']);
    expect(r.unreadFiles).toEqual([]);
  });

  it('takes an activity’s place from its caption whatever language the caption’s labels are in', async () => {
    // Labels made up for the test: what matters is that they are not the English "Locations:".
    const caption =
      '<b>Produkty:</b><br>&emsp;Wyszukiwarka<br><b>Lokalizacje:</b><br>&emsp;W pobliżu: ' +
      '<a href="https://www.google.com/maps/@?api=1&amp;map_action=map&amp;center=52.229700,21.012200&amp;zoom=12">ten obszar</a>';
    const r = await importExport(
      filesSource({
        [POLISH_HTML]: activityHtml(
          'Wyszukiwarka',
          'Odwiedzono',
          'https://example.com/a',
          '13 lut 2023, 10:00:00 CET',
          caption,
        ),
      }),
    );
    expect(r.dataset.activity.map((a) => a.point)).toEqual([{ lat: 52.2297, lon: 21.0122 }]);
  });

  it('reads every sidecar of a large album named in another language, not only the first few hundred', async () => {
    const files: Record<string, string> = {};
    for (let i = 0; i < 450; i++)
      files[`Takeout/Zdjęcia Google/Album/IMG_${i}.jpg.supplemental-metadata.json`] =
        JSON.stringify({
          title: `IMG_${i}.jpg`,
          photoTakenTime: { timestamp: String(1688100000 + i) },
          geoData: { latitude: 52.2297, longitude: 21.0122 },
        });
    const r = await importExport(filesSource(files));
    expect(r.dataset.media).toHaveLength(450);
  });
});
