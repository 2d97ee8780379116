// Facebook exports of layouts and years the samples do not show, read by shape: label/value pairs
// in `<dl>` lists and in 2022+ single cells, logins wherever a page or file lists an address with
// its time, files found without their folder, and a page in a language the table lacks named
// rather than passed over.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const banner = '<div aria-label="Facebook" role="banner"></div>';

describe('Facebook HTML pages of any layout', () => {
  it('reads a profile written as a <dl> list (2010–2012 archive)', async () => {
    const r = await importExport(
      filesSource({
        'facebook-alexsample/index.html': `<html><head><title>Alex Sample</title></head><body><div class="contents"><h1>Alex Sample</h1><dl><dt>Birthday</dt><dd>March 14, 1990</dd><dt>Current City</dt><dd>Sampleville</dd><dt>Hometown</dt><dd>Exampletown</dd><dt>Emails</dt><dd>user1@example.com</dd></dl></div></body></html>`,
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('facebook');
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(d.profile.locations.map((l) => l.value)).toEqual(['Sampleville', 'Exampletown']);
    expect(d.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
  });

  it('reads the 2022+ single-cell rows (label, then its value in a <div>)', async () => {
    const cell = (label: string, value: string) =>
      `<tr><td colspan="2" class="_2pin _a6_q">${label}<div><div>${value}</div></div></td></tr>`;
    const r = await importExport(
      filesSource({
        'personal_information/profile_information/profile_information.html': `<html><body>${banner}<div class="_a6-g"><table>${cell('Name', 'Alex Sample')}${cell('Email addresses', 'user1@example.com')}${cell('Birthday', '14 March 1990')}${cell('Current city', 'Sampleville')}</table></div></body></html>`,
      }),
    );
    const d = r.dataset;
    expect(d.profile.names.map((n) => n.value)).toContain('Alex Sample');
    expect(d.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(d.profile.locations.map((l) => l.value)).toEqual(['Sampleville']);
  });

  it('reads logins wherever a page lists an address beside its date', async () => {
    const block = (action: string, ip: string, when: string) =>
      `<div class="_a6-g"><div class="_a6-h">${action}</div><table><tr><td class="_a6_q">IP-Adresse</td><td class="_a6_r">${ip}</td></tr><tr><td class="_a6_q">Datum</td><td class="_a6_r">${when}</td></tr></table></div>`;
    const r = await importExport(
      filesSource({
        'security_and_login_information/logins_and_logouts.html': `<html><body>${banner}${block('Anmelden', '192.0.2.10', '27. Juni 2019 um 12:55 UTC+02:00')}${block('Abmelden', '2001:db8::1', '28. Juni 2019 um 08:00 UTC+02:00')}</body></html>`,
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.logins.map((l) => [l.ip, l.at])).toEqual([
      ['192.0.2.10', '2019-06-27T10:55:00.000Z'],
      ['2001:db8::1', '2019-06-28T06:00:00.000Z'],
    ]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('lists a page it reads nothing from, and names the language of one whose labels it cannot read', async () => {
    const r = await importExport(
      filesSource({
        'profile_information/profile_information.html': `<html><body>${banner}<table><tr><th>Όνομα</th><td>Alex Sample</td></tr><tr><th>Γενέθλια</th><td>14 Μαρτίου 1990</td></tr><tr><th>Τρέχουσα πόλη</th><td>Sampleville</td></tr></table></body></html>`,
        'your_topics/your_topics.html': `<html><body>${banner}<div>Topics</div><div>Cooking</div></body></html>`,
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.profile.birthdays).toEqual([]);
    const why = Object.fromEntries(r.unreadFiles.map((f) => [f.path, f.why]));
    expect(why['profile_information/profile_information.html']).toMatch(
      /language Footprint cannot read yet: Greek/,
    );
    expect(why['your_topics/your_topics.html']).toMatch(/does not read this page/);
  });
});

describe('Facebook archive pages in another language', () => {
  it('lists a profile page whose labels are in a language it can neither read nor name', async () => {
    const r = await importExport(
      filesSource({
        'profile_information/profile_information.html': `<html><body>${banner}<table><tr><th>Naam</th><td>Alex Sample</td></tr><tr><th>Geboortedatum</th><td>14 maart 1990</td></tr><tr><th>Huidige woonplaats</th><td>Sampleville</td></tr></table></body></html>`,
      }),
    );
    expect(r.dataset.profile.birthdays).toEqual([]);
    expect(r.unreadFiles.map((f) => f.why)).toEqual([
      expect.stringMatching(/labels of this page are in a language Footprint cannot read yet/),
    ]);
  });

  it('reads a 2014 German security page and friends list (headings and labels translated)', async () => {
    const nav =
      '<div class="nav"><ul><li><a href="../html/contact_info.htm">Kontaktinfo</a></li></ul></div>';
    const r = await importExport(
      filesSource({
        'html/security.htm': `<html><body>${nav}<div class="contents"><h2>Kontoaktivität</h2><ul><li>Anmelden<p class="meta">Donnerstag, 27. Juni 2019 um 12:55 UTC+02<br />IP-Adresse: 192.0.2.30<br />Browser: Mozilla/5.0</p></li><li>Abmelden<p class="meta">Freitag, 28. Juni 2019 um 08:00 UTC+02<br />IP-Adresse: 192.0.2.31</p></li></ul></div></body></html>`,
        'html/friends.htm': `<html><body>${nav}<div class="contents"><h2>Freunde</h2><ul><li>Sam Sample</li><li>Casey Example</li></ul><h2>Gesendete Freundschaftsanfragen</h2><ul><li>Jordan Sample</li></ul></div></body></html>`,
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.logins.map((l) => [l.action, l.ip, l.at])).toEqual([
      ['login', '192.0.2.30', '2019-06-27T10:55:00.000Z'],
      ['logout', '192.0.2.31', '2019-06-28T06:00:00.000Z'],
    ]);
    expect(r.dataset.connections.friends).toBe(2);
  });

  it('reads the 2010–2012 friends.html, and leaves a list under an unknown heading uncounted', async () => {
    const page = (heading: string) =>
      `<html><body><div class="contents"><h2>${heading}</h2><ul><li>Sam Sample</li><li>Casey Example</li><li>Jordan Sample</li></ul></div></body></html>`;
    const known = await importExport(
      filesSource({
        'index.htm': '<html><body><h1>Alex Sample</h1></body></html>',
        'html/friends.html': page('Amigos'),
      }),
    );
    expect(known.dataset.connections.friends).toBe(3);
    const unknown = await importExport(
      filesSource({
        'index.htm': '<html><body><h1>Alex Sample</h1></body></html>',
        'html/friends.html': page('Vänner'),
      }),
    );
    expect(unknown.dataset.connections.friends).toBeNull();
    expect(unknown.unreadFiles.map((f) => f.path)).toEqual(['html/friends.html']);
  });

  it('reads an English 2022 apps page, expired apps apart', async () => {
    const app = (name: string) =>
      `<table><tr><td class="_2pin _a6_q">Name</td><td class="_2pin _a6_r">${name}</td></tr></table>`;
    const r = await importExport(
      filesSource({
        'apps_and_websites_off_of_facebook/apps_and_websites.html': `<html><body><div alt="Facebook"></div><div class="_a6-h">Active apps and websites</div>${app('Spotify')}<div class="_a6-h">Expired apps and websites</div>${app('Old Game')}</body></html>`,
      }),
    );
    expect(r.dataset.connectedApps.map((a) => [a.name, a.status])).toEqual([
      ['Spotify', 'active'],
      ['Old Game', 'expired'],
    ]);
  });

  it('tells a logout from a login in the languages of the table', async () => {
    const r = await importExport(
      filesSource({
        'security_and_login_information/logins_and_logouts.json': JSON.stringify({
          account_accesses_v2: [
            { action: 'Wylogowanie', timestamp: 1561632900, ip_address: '192.0.2.40' },
            { action: 'Logowanie', timestamp: 1561632800, ip_address: '192.0.2.40' },
            { action: 'Déconnexion', timestamp: 1561632700, ip_address: '192.0.2.41' },
          ],
        }),
      }),
    );
    expect(r.dataset.logins.map((l) => l.action)).toEqual(['logout', 'login', 'logout']);
  });
});

describe('Facebook HTML export pages read since 2026-11-28', () => {
  it('lists the businesses of the off-Facebook activity page, their events unknown', async () => {
    const link = (n: number, name: string) =>
      `<div><strong><a href="apps_and_websites_off_of_facebook/your_off-facebook_activity/${n}.html">${name}</a></strong></div>`;
    const r = await importExport(
      filesSource({
        'apps_and_websites_off_of_facebook/your_off-facebook_activity.html': `<html><body>${banner}<div role="main">${link(0, 'Ludo Club')}${link(1, 'Shop &amp; Go')}</div></body></html>`,
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.offPlatformActivity.map((o) => [o.name, o.events])).toEqual([
      ['Ludo Club', null],
      ['Shop & Go', null],
    ]);
  });

  it('reads the footer date of a page whose lines were wrapped or re-indented', async () => {
    const page = `<html><body>${banner}<div>Generated by Alex Sample <img src="files/Verified.png" /> on Thursday, 13 October 2022 at
                        12:15 UTC+06:00</div></body></html>`;
    const r = await importExport(
      filesSource({ 'security_and_login_information/logins_and_logouts.html': page }),
    );
    expect(r.dataset.exportDate).toBe('2022-10-13T06:15:00.000Z');
  });
});

describe('Facebook files found without their folder', () => {
  it('recognises a file only Facebook names so, even without its wrapping key', async () => {
    const r = await importExport(
      filesSource({
        "advertisers_you've_interacted_with.json": JSON.stringify([
          { title: 'Sample Shop', action: 'Clicked ad', timestamp: 1642811699 },
        ]),
      }),
    );
    expect(r.platform).toBe('facebook');
  });

  it('recognises a lone profile page of the 2019+ HTML export by its content', async () => {
    const r = await importExport(
      filesSource({
        'profile_information.html': `<html><head><style>._4nkx{font-size:14px}</style></head><body>${banner}<table class="_4nkx"><tr><th>Name</th><td>Alex Sample</td></tr><tr><th>Birthday</th><td>14 March 1990</td></tr><tr><th>Current City</th><td>Sampleville</td></tr></table></body></html>`,
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([
      [1990, 3, 14],
    ]);
  });

  it('recognises a lone 2023+ posts file (a keyless array) by its name', async () => {
    const r = await importExport(
      filesSource({
        'your_posts__check_ins__photos_and_videos_1.json': JSON.stringify([
          { timestamp: 1700000000, data: [{ post: 'Hello from Sampleville' }] },
        ]),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.posts.map((p) => p.text)).toEqual(['Hello from Sampleville']);
  });

  it('recognises a lone 2018–19 login file by its unversioned key', async () => {
    const r = await importExport(
      filesSource({
        'logins_and_logouts.json': JSON.stringify({
          account_accesses: [
            {
              action: 'Login',
              timestamp: 1561632900,
              ip_address: '192.0.2.1',
              site: 'www.facebook.com',
            },
          ],
        }),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.logins.map((l) => [l.action, l.ip])).toEqual([['login', '192.0.2.1']]);
  });

  it('reads a 2024+ keyless label_values file by its records’ shape, nested vec/dict lists included', async () => {
    const r = await importExport(
      filesSource({
        'sessions.json': JSON.stringify([
          {
            fbid: '100000000000001',
            timestamp: 1700000000,
            label_values: [
              { label: 'Adresse IP', value: '192.0.2.20' },
              { label: 'Heure', timestamp_value: 1700000000 },
            ],
          },
          {
            fbid: '100000000000001',
            label_values: [
              {
                label: 'Sitzungen',
                vec: [
                  {
                    dict: [
                      { label: 'IP', value: '2001:db8::2' },
                      { label: 'Erstellt', timestamp_value: 1700000100 },
                    ],
                  },
                ],
              },
            ],
          },
        ]),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.logins.map((l) => [l.ip, l.at])).toEqual([
      ['192.0.2.20', '2023-11-14T22:13:20.000Z'],
      ['2001:db8::2', '2023-11-14T22:15:00.000Z'],
    ]);
  });

  it('reads lists written without their key by the file’s name (friends, followers)', async () => {
    const r = await importExport(
      filesSource({
        'connections/friends/your_friends.json': JSON.stringify([
          { name: 'Sam Sample', timestamp: 1700000000 },
          { name: 'Casey Example', timestamp: 1700000001 },
        ]),
        'connections/followers/people_who_followed_you_1.json': JSON.stringify([
          { name: 'Jordan Sample' },
        ]),
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.connections).toMatchObject({ friends: 2, followers: 1, following: null });
  });

  it('reads a 2024+ profile written as label_values records, labels in another language', async () => {
    const r = await importExport(
      filesSource({
        'personal_information/profile_information/profile_information.json': JSON.stringify({
          label_values: [
            { label: 'Nombre', value: 'Alex Sample' },
            { label: 'Correo electrónico', value: 'user1@example.com' },
            { label: 'Fecha de nacimiento', value: '14 de marzo de 1990' },
          ],
          fbid: '100000000000001',
        }),
      }),
    );
    const p = r.dataset.profile;
    expect(r.platform).toBe('facebook');
    expect(p.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(p.emails.map((e) => e.value)).toEqual(['user1@example.com']);
    expect(p.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(r.unreadFiles).toEqual([]);
  });

  it('reads label_values profile labels in Facebook’s own words of another language (Russian)', async () => {
    const r = await importExport(
      filesSource({
        'personal_information/profile_information/profile_information.json': JSON.stringify([
          {
            fbid: '100000000000001',
            label_values: [
              { label: 'Имя', value: 'Alex Sample' },
              { label: 'Дата рождения', value: '14 марта 1990 г.' },
              { label: 'Текущий город', value: 'Sampleville' },
            ],
          },
        ]),
      }),
    );
    const p = r.dataset.profile;
    expect(p.names.map((n) => n.value)).toEqual(['Alex Sample']);
    expect(p.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
    expect(p.locations.map((l) => l.value)).toEqual(['Sampleville']);
  });

  it('lists a JSON file under a key it does not know and with no login record', async () => {
    const r = await importExport(
      filesSource({
        'connections/friends/your_friends.json': JSON.stringify({ friends_v2: [{ name: 'A' }] }),
        'your_facebook_activity/new_section.json': JSON.stringify({ new_things_v2: [{ x: 1 }] }),
      }),
    );
    expect(r.unreadFiles.map((f) => f.path)).toEqual(['your_facebook_activity/new_section.json']);
  });
});
