// A Takeout in the account's language: Google translates folder and file names; each language of
// the table in names.ts is read like an English Takeout, a Takeout whose names the table lacks is
// read by what its files hold, and a file of such a language that nothing reads is named.
import { describe, expect, it } from 'vitest';
import type { ImportResult } from '../importExport.ts';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';
import { englishTakeoutPath, TAKEOUT_NAMES, untranslatedTakeoutName } from './names.ts';

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

/** A channel id of YouTube's shape (UC + 22 characters). */
const CHANNEL = 'UCabcdefghijklmnopqrstuv';

describe('Takeout in the account’s language', () => {
  it('YouTube subscriptions are counted by their channel ids whatever the header’s language', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/YouTube und YouTube Music/Abos/Abos.csv': `Kanal-ID,Kanal-URL,Kanaltitel\n${CHANNEL},https://www.youtube.com/channel/${CHANNEL},A\nUCzyxwvutsrqponmlkjihgfe,https://www.youtube.com/channel/UCzyxwvutsrqponmlkjihgfe,B\n`,
      }),
    );
    expect(r.dataset.connections.following).toBe(2);
  });

  it('Chrome history is read from History.json, the name newer Takeouts use', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Chrome/History.json': JSON.stringify({
          'Browser History': [
            { title: 'Page', url: 'https://example.com/new', time_usec: 1517589953942148 },
          ],
        }),
      }),
    );
    expect(r.dataset.activity).toContainEqual(
      expect.objectContaining({ product: 'Chrome', url: 'https://example.com/new' }),
    );
  });

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

  it('no local name stands for two English names across languages', () => {
    const seen = new Map<string, string>();
    for (const names of Object.values(TAKEOUT_NAMES))
      for (const [local, english] of Object.entries(names)) {
        expect(seen.get(local) ?? english).toBe(english);
        seen.set(local, english);
      }
  });
});

interface Template {
  path: string;
  content: string;
  check: (r: ImportResult) => void;
}

/** A My Activity–shaped file (My Activity, YouTube history) of one entry linking to `url`. */
function activityFile(path: string, url: string): Template {
  return {
    path,
    content: JSON.stringify([
      { title: 'Entry', titleUrl: url, time: '2024-03-01T10:00:00.000Z', products: ['Search'] },
    ]),
    check: (r) => expect(r.dataset.activity).toContainEqual(expect.objectContaining({ url })),
  };
}

/**
 * English Takeout files the importer reads, each with its content and the fact a correct import
 * takes from it. A language's export is made of the files its table names: every segment with a
 * name in the language's block is written in that language, the others stay English as Takeout
 * leaves them.
 */
const TEMPLATES: Template[] = [
  {
    path: 'Takeout/Profile/Profile.json',
    content: JSON.stringify({ name: { formattedName: 'Alex Sample' } }),
    check: (r) => expect(r.dataset.profile.names.map((n) => n.value)).toContain('Alex Sample'),
  },
  {
    path: 'Takeout/Chrome/BrowserHistory.json',
    content: JSON.stringify({
      'Browser History': [
        { title: 'Page', url: 'https://example.com/page', time_usec: 1517589953942148 },
      ],
    }),
    check: (r) =>
      expect(r.dataset.activity).toContainEqual(
        expect.objectContaining({ product: 'Chrome', url: 'https://example.com/page' }),
      ),
  },
  activityFile('Takeout/My Activity/Search/MyActivity.json', 'https://www.google.com/search?q=x'),
  activityFile(
    'Takeout/YouTube and YouTube Music/history/watch-history.json',
    'https://www.youtube.com/watch?v=abc',
  ),
  activityFile(
    'Takeout/YouTube and YouTube Music/history/search-history.json',
    'https://www.youtube.com/results?search_query=cats',
  ),
  {
    path: 'Takeout/YouTube and YouTube Music/subscriptions/subscriptions.csv',
    content: `Channel Id,Channel Url,Channel Title\n${CHANNEL},https://www.youtube.com/channel/${CHANNEL},A\n`,
    check: (r) => expect(r.dataset.connections.following).toBe(1),
  },
  {
    path: 'Takeout/Maps (your places)/Reviews.json',
    content: JSON.stringify(review),
    check: (r) => {
      expect(r.dataset.places).toContainEqual(
        expect.objectContaining({ kind: 'reviewed', name: 'Brandenburger Tor' }),
      );
      expect(r.dataset.posts).toContainEqual(expect.objectContaining({ text: 'Schöner Ort' }));
    },
  },
  {
    path: 'Takeout/Maps/My labeled places/Labeled places.json',
    content: JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [2.2945, 48.8584] },
          properties: { name: 'Home', address: '5 Avenue Anatole France, Paris' },
        },
      ],
    }),
    check: (r) =>
      expect(r.dataset.places).toContainEqual(
        expect.objectContaining({ kind: 'labeled', point: { lat: 48.8584, lon: 2.2945 } }),
      ),
  },
  {
    path: 'Takeout/Location History/Location History.json',
    content: JSON.stringify({
      locations: [{ timestampMs: '1500000000000', latitudeE7: 485000000, longitudeE7: 23000000 }],
    }),
    check: (r) =>
      expect(r.dataset.locations).toContainEqual(expect.objectContaining({ lat: 48.5, lon: 2.3 })),
  },
  {
    path: 'Takeout/Location History/Settings.json',
    content: JSON.stringify({
      deviceSettings: [{ devicePrettyName: 'Pixel 7', deviceSpec: { device: 'Pixel 7' } }],
    }),
    check: (r) =>
      expect(r.dataset.devices).toContainEqual(expect.objectContaining({ name: 'Pixel 7' })),
  },
  {
    path: 'Takeout/Location History (Timeline)/Settings.json',
    content: JSON.stringify({
      deviceSettings: [{ devicePrettyName: 'iPhone', deviceSpec: { device: 'iPhone15,3' } }],
    }),
    check: (r) =>
      expect(r.dataset.devices).toContainEqual(expect.objectContaining({ name: 'iPhone' })),
  },
];

/** The template's path in the language, or null when the table names none of its segments. */
function localised(path: string, names: Record<string, string>): string | null {
  const local = new Map(Object.entries(names).map(([l, english]) => [english, l]));
  const segments = path.split('/').map((s) => local.get(s) ?? s);
  const result = segments.join('/');
  return result === path ? null : result;
}

describe('a Takeout in each language of the table is read', () => {
  it.each(Object.keys(TAKEOUT_NAMES))('%s', async (language) => {
    const names = TAKEOUT_NAMES[language] ?? {};
    const files: Record<string, string> = {};
    const checks: ((r: ImportResult) => void)[] = [];
    for (const template of TEMPLATES) {
      const path = localised(template.path, names);
      if (!path) continue;
      files[path] = template.content;
      checks.push(template.check);
    }
    expect(checks.length).toBeGreaterThan(0);
    const r = await importExport(filesSource(files));
    expect(r.platform).toBe('google');
    expect(r.errors).toEqual([]);
    expect(r.unreadFiles).toEqual([]);
    for (const check of checks) check(r);
  });
});

/**
 * Words in each language's script or letters, made up for the test (not Google's names): every
 * folder and file name below Takeout/ becomes one of them, as in a Takeout whose names the table
 * does not list.
 */
const UNLISTED: Record<string, string> = {
  Indonesian: 'Aktivitas',
  Portuguese: 'Histórico',
  Russian: 'Действия',
  Polish: 'Aktywność',
  Vietnamese: 'Hoạt động',
  Hindi: 'गतिविधि',
  Japanese: 'アクティビティ',
  Korean: '활동',
  Thai: 'กิจกรรม',
  Greek: 'Δραστηριότητα',
};

describe('a Takeout whose names the table lacks is read by what its files hold', () => {
  it.each(Object.keys(UNLISTED))('%s', async (language) => {
    const word = UNLISTED[language] ?? '';
    const files: Record<string, string> = {};
    TEMPLATES.forEach((template, i) => {
      const depth = template.path.split('/').length - 2;
      const folders = Array.from({ length: depth }, (_, j) => `${word} ${i}-${j}`);
      const extension = template.path.slice(template.path.lastIndexOf('.'));
      files[['Takeout', ...folders, `${word} ${i}${extension}`].join('/')] = template.content;
    });
    const r = await importExport(filesSource(files));
    expect(r.platform).toBe('google');
    expect(r.errors).toEqual([]);
    expect(r.unreadFiles).toEqual([]);
    for (const template of TEMPLATES) template.check(r);
  });
});

describe('a Takeout in a language the table lacks is named, not silently empty', () => {
  // Folder names made up for the test: what matters is that they carry Polish letters.
  const polish = {
    'Takeout/Moja aktywność/Wyszukiwarka/MojaAktywność.json': '[]',
    'Takeout/Profil Google/Profil.json': '{}',
  };

  it('an export with nothing readable fails with the language named', async () => {
    await expect(importExport(filesSource(polish))).rejects.toThrow(
      'This Google export is in a language Footprint cannot read yet: Polish.',
    );
  });

  it('the files in that language are listed as not read, with the language named', async () => {
    const r = await importExport(
      filesSource({
        ...polish,
        'Takeout/Profile/Profile.json': JSON.stringify({ name: { formattedName: 'Alex' } }),
      }),
    );
    expect(r.unreadFiles).toContainEqual(
      expect.objectContaining({
        path: 'Takeout/Moja aktywność/Wyszukiwarka/MojaAktywność.json',
        status: 'not-read',
        why: expect.stringContaining('in a language Footprint cannot read yet: Polish'),
      }),
    );
  });

  it('a language the table has only in part says so, naming the unknown folder', () => {
    expect(untranslatedTakeoutName('Takeout/내 활동/검색/내 활동.html')).toEqual({
      language: 'Korean',
      why: expect.stringContaining('Footprint reads Takeouts in Korean only in part: "내 활동"'),
    });
  });

  it('English names, names of the table and the user’s own names below them are not flagged', () => {
    expect(untranslatedTakeoutName('Takeout/Drive/notes.txt')).toBeNull();
    expect(untranslatedTakeoutName('Takeout/Drive/我的文件.docx')).toBeNull();
    expect(untranslatedTakeoutName('Takeout/Etkinliğim/Arama/Etkinliğim.html')).toBeNull();
  });
});
