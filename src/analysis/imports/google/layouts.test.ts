// Takeout files the shared samples do not show: YouTube comments as written since 2022 (a CSV row
// per comment whose message is a list of JSON text segments, with the columns of either vintage and
// under a localised folder name) and my-comments.html in a markup not seen; the sign-ins of Access
// Log Activity and the devices of Google Play Store. Fixtures are written from the documented
// columns and fields, with placeholder values.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const CHANNEL = 'UC' + 'a'.repeat(22);

describe('YouTube comments.csv', () => {
  it('reads each row as the user’s comment, its segments joined, with the video linked', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/YouTube and YouTube Music/comments/comments.csv': [
          'Comment ID,Channel ID,Comment Create Timestamp,Price,Parent Comment ID,Post ID,Video ID,Comment Text,Top-Level Comment ID',
          `Ugx1,${CHANNEL},2023-05-01T10:00:00.123+00:00,0,,,dQw4w9WgXcQ,"{""text"":""Call me at ""},{""text"":""+1 555 555 0100""}",`,
          `Ugx2,${CHANNEL},2023-05-02T10:00:00+00:00,0,,,dQw4w9WgXcQ,"{""text"":""second""}",`,
        ].join('\n'),
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.posts.map((p) => [p.kind, p.text, p.at, p.links])).toEqual([
      [
        'comment',
        'Call me at +1 555 555 0100',
        '2023-05-01T10:00:00.123Z',
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ],
      [
        'comment',
        'second',
        '2023-05-02T10:00:00.000Z',
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('reads the 7-column file under a German folder name by the shape of its rows', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/YouTube und YouTube Music/Kommentare/Kommentare.csv': [
          'Kommentar-ID,Kanal-ID,Zeitstempel der Kommentarerstellung,Preis,ID des übergeordneten Kommentars,Video-ID,Kommentartext',
          `Ugx1,${CHANNEL},2023-05-01T10:00:00+00:00,0,,dQw4w9WgXcQ,"{""text"":""hallo""}"`,
        ].join('\n'),
      }),
    );
    expect(r.dataset.posts.map((p) => [p.kind, p.text])).toEqual([['comment', 'hallo']]);
  });
});

describe('YouTube my-comments.html', () => {
  it('lists a comments page in a markup it cannot read, never reading it as no comments', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/YouTube and YouTube Music/my-comments/my-comments.html':
          '<html><body><div class="content-cell">You added a <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">comment</a>.<br>nice one</div></body></html>',
      }),
    );
    expect(r.dataset.posts).toEqual([]);
    expect(r.unreadFiles.map((f) => f.path)).toEqual([
      'Takeout/YouTube and YouTube Music/my-comments/my-comments.html',
    ]);
  });

  it('does not take a live-chat CSV found alone for comments', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/YouTube and YouTube Music/comments/comments.csv': [
          'Comment ID,Channel ID,Comment Create Timestamp,Price,Parent Comment ID,Video ID,Comment Text',
          `Ugx1,${CHANNEL},2023-05-01T10:00:00+00:00,0,,dQw4w9WgXcQ,"{""text"":""hi""}"`,
        ].join('\n'),
        'Takeout/YouTube and YouTube Music/chats.csv': [
          'Live Chat ID,Channel ID,Live Chat Create Timestamp,Price,Video ID,Live Chat Text',
          `Ugx9,${CHANNEL},2023-05-01T10:00:00+00:00,0,dQw4w9WgXcQ,"{""text"":""hello chat""}"`,
        ].join('\n'),
      }),
    );
    expect(r.dataset.posts.map((p) => p.text)).toEqual(['hi']);
  });
});

describe('Google account files', () => {
  it('reads the sign-ins of Access Log Activity, the address found whatever its column', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Access Log Activity/Activities - A list of Google services accessed by.csv': [
          'Activity Timestamp,IP Address,Activity Country,User Agent String,Product Name',
          '2023-01-01 10:00:00 UTC,192.0.2.71,CH,Mozilla/5.0,Gmail',
          '2023-01-02 10:00:00 UTC,2001:db8::7,CH,Mozilla/5.0,Search',
        ].join('\n'),
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.logins.map((l) => [l.ip, l.at, l.detail])).toEqual([
      ['192.0.2.71', '2023-01-01T10:00:00.000Z', 'Gmail'],
      ['2001:db8::7', '2023-01-02T10:00:00.000Z', 'Search'],
    ]);
  });

  it('reads the devices of Google Play Store, each model once', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Google Play Store/Installs.json': JSON.stringify([
          {
            install: {
              doc: { title: 'Maps' },
              deviceAttribute: {
                manufacturer: 'Google',
                model: 'Pixel 7',
                deviceDisplayName: 'Google Pixel 7',
              },
            },
          },
          {
            install: {
              doc: { title: 'Mail' },
              deviceAttribute: { manufacturer: 'Google', model: 'Pixel 7' },
            },
          },
        ]),
        'Takeout/Google Play Store/Devices.json': JSON.stringify([
          { device: { mostRecentData: { manufacturer: 'samsung', modelName: 'SM-G960F' } } },
        ]),
      }),
    );
    expect(r.dataset.devices.map((d) => [d.model, d.name])).toEqual([
      ['SM-G960F', 'samsung SM-G960F'],
      ['Pixel 7', 'Google Pixel 7'],
    ]);
  });
});

describe('My Activity pages sent alone', () => {
  const page =
    '<html><head><style>.mdl-cell{}</style></head><body><div class="outer-cell mdl-cell mdl-cell--12-col">' +
    '<div class="mdl-grid"><div class="header-cell mdl-cell mdl-cell--12-col"><p class="mdl-typography--title">YouTube<br></p></div>' +
    '<div class="content-cell mdl-cell mdl-cell--6-col mdl-typography--body-1">Watched&nbsp;<a href="https://www.youtube.com/watch?v=x">A video</a><br>' +
    '<a href="https://www.youtube.com/channel/y">A channel</a><br>Jan 1, 2020, 10:00:00 AM UTC<br></div></div></div></body></html>';

  it('recognises watch-history.html by its name and a renamed page by its cells', async () => {
    for (const name of ['watch-history.html', 'history export.html']) {
      const r = await importExport(filesSource({ [name]: page }));
      expect(r.platform).toBe('google');
      expect(r.dataset.activity.map((a) => [a.product, a.at])).toEqual([
        ['YouTube', '2020-01-01T10:00:00.000Z'],
      ]);
    }
  });
});

describe('Takeout files recognised alone by the names Takeout gives them', () => {
  it('takes a Fit data file and a Pay transactions file for Google’s', async () => {
    for (const [name, text] of [
      [
        'derived_com.google.step_count.delta_com.google.json',
        '{"Data Source":"derived","Data Points":[]}',
      ],
      [
        'transactions_123456.csv',
        'Time,Transaction ID,Description,Product,Payment method,Status,Amount\n',
      ],
    ]) {
      const r = await importExport(filesSource({ [name!]: text! }));
      expect(r.platform).toBe('google');
    }
  });
});

describe('Maps saved lists and YouTube and Play files sent alone', () => {
  it('reads a saved list CSV as places the user marked', async () => {
    const r = await importExport(
      filesSource({
        'Takeout/Saved/Want to go.csv':
          'Title,Note,URL,Comment\nSample Cafe,,"https://www.google.com/maps/place/Sample+Cafe/@52.52,13.40,17z",\n',
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.places.map((p) => [p.kind, p.name, p.point])).toEqual([
      ['labeled', 'Sample Cafe', { lat: 52.52, lon: 13.4 }],
    ]);
  });

  it('recognises YouTube’s subscriptions.csv and the Play Store library by their contents', async () => {
    for (const [name, text] of [
      [
        'subs.csv',
        'Channel Id,Channel Url,Channel Title\nUC1,http://www.youtube.com/channel/UC1,A\n',
      ],
      ['Library.json', '[{"libraryDoc":{"doc":{"documentType":"Android Apps","title":"A"}}}]'],
    ]) {
      const r = await importExport(filesSource({ [name!]: text! }));
      expect(r.platform).toBe('google');
    }
  });
});

describe('Play Store files sent without their folder', () => {
  it('reads Devices.json’s phone models by its records’ keys', async () => {
    const r = await importExport(
      filesSource({
        'Devices.json': JSON.stringify([
          {
            device: {
              mostRecentData: { manufacturer: 'LGE', modelName: 'LM-X320', carrierName: 'Sample' },
            },
          },
        ]),
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.devices.map((d) => d.model)).toEqual(['LM-X320']);
  });
});

describe('Takeout files sent alone, without their folders', () => {
  const alone = (name: string, text: string) => importExport(filesSource({ [name]: text }));

  it('reads Location History’s Settings.json: each reporting device', async () => {
    const r = await alone(
      'Settings.json',
      JSON.stringify({
        createdTime: '2022-06-28T08:24:21.406Z',
        historyEnabled: true,
        deviceSettings: [
          {
            deviceTag: 1,
            devicePrettyName: 'Pixel 7',
            platformType: 'ANDROID',
            deviceCreationTime: '2022-12-28T00:42:54.328Z',
            deviceSpec: { manufacturer: 'Google', model: 'Pixel 7' },
          },
        ],
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.devices.map((d) => [d.name, d.model])).toEqual([
      ['Pixel 7', 'Google Pixel 7'],
    ]);
  });

  it('reads YouTube’s channel.csv: the channel title as a name, its link', async () => {
    const r = await alone(
      'channel.csv',
      `Channel ID,Channel title (Original),Channel visibility\n${CHANNEL},Alex Sample,Public\n`,
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.profile.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(r.dataset.profile.links.map((l) => l.value)).toEqual([
      `https://www.youtube.com/channel/${CHANNEL}`,
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('reads Maps’ Labeled places.json whose features come before its type', async () => {
    const r = await alone(
      'Labeled places.json',
      JSON.stringify({
        features: [
          {
            geometry: { coordinates: [2.2945, 48.8584], type: 'Point' },
            properties: { name: 'Home' },
            type: 'Feature',
          },
        ],
        type: 'FeatureCollection',
      }),
    );
    expect(r.platform).toBe('google');
    expect(r.dataset.places.map((p) => p.name)).toEqual(['Home']);
  });

  it('lists Maps’ Questions and Answers.json as Google’s, not read', async () => {
    const r = await alone('Questions and Answers.json', JSON.stringify({ questions: [] }));
    expect(r.platform).toBe('google');
    expect(r.unreadFiles.map((f) => [f.path, f.status])).toEqual([
      ['Questions and Answers.json', 'not-read'],
    ]);
  });

  it('reads Access Log Activity’s devices list under its shortened or any name', async () => {
    const csv =
      'Device Type,Brand Name,Marketing Name,OS,OS Version,Device Model,User Given Name,Device Last Location,Gaia ID\n' +
      'Phone,Google,Pixel 7,Android,14,panther,,,1\n';
    for (const name of ['Devices - A list of devices (i.e. Nest, Pixel, iPh.csv', 'devices.csv']) {
      const r = await alone(name, csv);
      expect(r.platform, name).toBe('google');
      expect(
        r.dataset.devices.map((d) => d.model),
        name,
      ).toEqual(['panther']);
    }
  });
});

describe('Takeout index page found alone', () => {
  it('names Google and asks for the data files', async () => {
    const page =
      '<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Google Data Export Archive Contents</title></head><body></body></html>';
    await expect(importExport(filesSource({ 'index.html': page }))).rejects.toThrow(
      /Google export is in HTML/,
    );
  });
});

describe('Takeout of a product read in no format', () => {
  it('imports Currents pages as files not read instead of asking for JSON', async () => {
    const page = '<html><body><div class="activity"></div></body></html>';
    const result = await importExport(
      filesSource({
        'Takeout/Currents Stream/ActivityLog/Comments.html': page,
        'Takeout/Currents Stream/Tags/Followed Tags.html': page,
      }),
    );
    expect(result.dataset.platform).toBe('google');
    expect(result.dataset.unreadFiles.map((f) => f.path).sort()).toEqual([
      'Takeout/Currents Stream/ActivityLog/Comments.html',
      'Takeout/Currents Stream/Tags/Followed Tags.html',
    ]);
  });
});
