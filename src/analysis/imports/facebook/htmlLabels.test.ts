// Facebook's HTML archive in the account's language: each language of the label table reads the
// same rows (birthday, city, family, e-mails, apps) and dates as the English archive.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';
import {
  FACEBOOK_HTML_LANGUAGES,
  htmlField,
  parseHtmlBirthday,
  parseHtmlDate,
} from './htmlLabels.ts';

const page = (rows: [string, string][], footer: string) =>
  `<html><body><div class="contents"><h1>Kim Beispiel</h1><table>${rows
    .map(([th, td]) => `<tr><th>${th}</th><td>${td}</td></tr>`)
    .join(
      '',
    )}</table></div><div class="footer">Downloaded by Kim Beispiel on ${footer}</div></body></html>`;

const ul = (...items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

describe('Facebook HTML archive labels', () => {
  it('reads a German archive like an English one', async () => {
    const r = await importExport(
      filesSource({
        'index.htm': page(
          [
            ['Geburtstag', '11/23/1984'],
            ['Aktueller Wohnort', 'Graz'],
            ['Heimatstadt', 'Linz'],
            ['Familie', ul('Robin Beispiel (Bruder) ')],
            ['Apps', ul('Spotify', 'Duolingo')],
            ['Registration Date', 'Freitag, 1. Juli 2011 um 09:30 UTC+02'],
          ],
          'Montag, 3. Februar 2014 um 18:05 UTC+01',
        ),
        'html/contact_info.htm': page(
          [
            ['E-Mails', ul('', 'kim@example.org')],
            ['Telefone', ul('+43 555 0100 Mobil')],
          ],
          'Montag, 3. Februar 2014 um 18:05 UTC+01',
        ),
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('facebook');
    expect(r.exportDate).toBe('2014-02-03T17:05:00.000Z');
    expect(d.profile.accountCreatedAt).toBe('2011-07-01T07:30:00.000Z');
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1984, 11, 23]]);
    expect(d.profile.locations.map((l) => l.value)).toEqual(['Graz', 'Linz']);
    expect(d.profile.relations.map((f) => [f.value, f.kind])).toEqual([
      ['Robin Beispiel', 'Bruder'],
    ]);
    expect(d.profile.emails.map((e) => e.value)).toEqual(['kim@example.org']);
    expect(d.profile.phones.map((p) => p.value)).toEqual(['+43 555 0100']);
    expect(d.connectedApps.map((a) => a.name)).toEqual(['Spotify', 'Duolingo']);
  });

  it('reads a family member whose relation still waits for confirmation', async () => {
    const r = await importExport(
      filesSource({
        'index.htm': page(
          [['Family', ul('Sam Beispiel (Mother (Pending)) ', 'Robin Beispiel (Brother)')]],
          'Wednesday, June 18, 2014 at 5:07am UTC+03',
        ),
        'html/contact_info.htm': page([], 'Wednesday, June 18, 2014 at 5:07am UTC+03'),
      }),
    );
    expect(r.exportDate).toBe('2014-06-18T02:07:00.000Z');
    expect(r.dataset.profile.relations.map((f) => [f.value, f.kind])).toEqual([
      ['Sam Beispiel', 'Mother (Pending)'],
      ['Robin Beispiel', 'Brother'],
    ]);
  });

  it('reads the 2019+ HTML export: profile rows, footer, account activity and apps, in any language of the table', async () => {
    const row = (th: string, td: string) => `<tr><th>${th}</th><td>${td}</td></tr>`;
    const cell = (label: string, value: string) =>
      `<tr><td class="_2pin _a6_q">${label}</td><td class="_2pin _2piu _a6_r">${value}</td></tr>`;
    const footer = (text: string) => `<div class="_a707"><div>${text}</div></div></body></html>`;
    const r = await importExport(
      filesSource({
        'profile_information/profile_information.html': `<html><body><table class="_a6_n">${[
          row('Nom', 'Kim Exemple<br />'),
          row('Nom d’utilisateur', 'kim.exemple<br />'),
          row(
            'Adresses e-mail',
            ul('kim@example.org', '100000000000009&#064;facebook.com (E-mail précédent)'),
          ),
          row('Date de naissance', '3 févr. 1991'),
        ].join(
          '',
        )}</table>${footer('Générée par Kim Exemple le Lundi 2 janvier 2023, 10:15 UTC+01:00')}`,
        'security_and_login_information/account_activity.html': `<html><body><div class="_2ph_ _a6-h _a6-i">Login</div><div class="_2ph_ _a6-p"><table>${cell(
          'Adresse IP',
          '192.0.2.77',
        )}</table></div>${footer('Générée par Kim Exemple le Lundi 2 janvier 2023, 10:15 UTC+01:00')}`,
        'apps_and_websites_off_of_facebook/apps_and_websites.html': `<html><body><div class="_a6-h">Applications actives</div><table>${cell(
          'Nom de l’application',
          'Spotify',
        )}</table><div class="_a6-h">Applications expirées</div><table>${cell(
          'Nom de l’application',
          'Duolingo',
        )}</table>${footer('Générée par Kim Exemple le Lundi 2 janvier 2023, 10:15 UTC+01:00')}`,
      }),
    );
    const d = r.dataset;
    expect(r.platform).toBe('facebook');
    expect(r.exportDate).toBe('2023-01-02T09:15:00.000Z');
    expect(d.profile.names.map((n) => n.value)).toEqual(['Kim Exemple']);
    expect(d.profile.usernames.map((u) => u.value)).toEqual(['kim.exemple']);
    expect(d.profile.emails.map((e) => [e.value, e.kind])).toEqual([
      ['kim@example.org', undefined],
      ['100000000000009@facebook.com', 'previous'],
    ]);
    expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1991, 2, 3]]);
    expect(d.logins.map((l) => [l.action, l.ip])).toEqual([['login', '192.0.2.77']]);
    expect(d.connectedApps.map((a) => [a.name, a.status])).toEqual([
      ['Spotify', 'active'],
      ['Duolingo', 'expired'],
    ]);
  });

  it('reads the 2019 HTML export’s used IP addresses, with the date when the box keeps one', async () => {
    const box = (ip: string, when: string) =>
      `<div class="pam _3-95 _2pi0 _2lej uiBoxWhite noborder"><div class="_2lek">${ip}</div><div class="_3-94 _2lem">${when}</div></div>`;
    const r = await importExport(
      filesSource({
        'security_and_login_information/used_ip_addresses.html': `<html><body><div class="_4t5n" role="main">${[
          box('192.0.2.1', 'Thursday, 27 June 2019 at 12:55 UTC+07:00'),
          box('2001:DB8:0:0:0:0:0:1', ''),
        ].join('')}</div></body></html>`,
      }),
    );
    expect(r.platform).toBe('facebook');
    expect(r.dataset.logins.map((l) => [l.action, l.ip, l.at])).toEqual([
      ['activity', '192.0.2.1', '2019-06-27T05:55:00.000Z'],
      ['activity', '2001:db8:0:0:0:0:0:1', null],
    ]);
  });

  it('reads Spanish and English dates of the 2019+ export, abbreviated months included', () => {
    expect(parseHtmlDate('Miércoles, 16 de junio de 2021 a las 03:11 UTC-05:00')).toBe(
      '2021-06-16T08:11:00.000Z',
    );
    expect(parseHtmlDate('Saturday, May 29, 2021 at 11:43 PM UTC+06:00')).toBe(
      '2021-05-29T17:43:00.000Z',
    );
    expect(parseHtmlBirthday('16 may. 1999')).toEqual({ year: 1999, month: 5, day: 16 });
    expect(parseHtmlBirthday('2 sept. 1980')).toEqual({ year: 1980, month: 9, day: 2 });
  });

  it('reads Vietnamese dates, whose months are numbered, and no thirteenth month', () => {
    expect(parseHtmlDate('Thứ Ba, 23 tháng 3, 2021 lúc 23:30 UTC+07:00')).toBe(
      '2021-03-23T16:30:00.000Z',
    );
    expect(parseHtmlBirthday('1 tháng 3, 2000')).toEqual({ year: 2000, month: 3, day: 1 });
    expect(parseHtmlDate('1 tháng 13, 2000')).toBeNull();
  });

  it('reads a Vietnamese 2021 profile page: footer, rows, and family rows stamped with a time', async () => {
    const row = (th: string, td: string) => `<tr><th>${th}</th><td>${td}</td></tr>`;
    const r = await importExport(
      filesSource({
        'profile_information/profile_information.html': `<html><body><table class="_4nkx">${[
          row('Tên', 'Văn Mẫu<br />'),
          row('Số điện thoại', ul('+84355550100 (Di động) ')),
          row('Tỉnh/thành phố hiện tại', 'Đà Nẵng<br />'),
          row('Gia đình', ul('Sam Mẫu&nbsp;(Chị gái)&nbsp;(11:29, 18 tháng 4, 2015)')),
        ].join(
          '',
        )}</table><div class="_4t5o"><div>Văn Mẫu tạo lúc Thứ Ba, 23 tháng 3, 2021 lúc 23:30 UTC+07:00</div></div></body></html>`,
      }),
    );
    const p = r.dataset.profile;
    expect(r.exportDate).toBe('2021-03-23T16:30:00.000Z');
    expect(p.names.map((n) => n.value)).toEqual(['Văn Mẫu']);
    expect(p.phones.map((n) => [n.value, n.kind])).toEqual([['+84355550100', 'Di động']]);
    expect(p.locations.map((n) => n.value)).toEqual(['Đà Nẵng']);
    expect(p.relations.map((n) => [n.value, n.kind])).toEqual([['Sam Mẫu', 'Chị gái']]);
  });

  it('reads numeric birthdays month first, with or without the year', () => {
    expect(parseHtmlBirthday('12/31/1999')).toEqual({ year: 1999, month: 12, day: 31 });
    expect(parseHtmlBirthday('2/7')).toEqual({ year: null, month: 2, day: 7 });
    expect(parseHtmlBirthday('31/12/1999')).toBeNull();
    expect(parseHtmlBirthday('March 3, 1970')).toEqual({ year: 1970, month: 3, day: 3 });
  });

  it('reads English dates, day first or month first, and leaves unknown ones unread', () => {
    expect(parseHtmlDate('Saturday, December 2, 2017 at 8:05pm UTC')).toBe(
      '2017-12-02T20:05:00.000Z',
    );
    expect(parseHtmlDate('Thursday, 27 June 2019 at 12:55 UTC+07:00')).toBe(
      '2019-06-27T05:55:00.000Z',
    );
    expect(parseHtmlDate('26 December 2009')).toBe('2009-12-26T00:00:00.000Z');
    expect(parseHtmlDate('3. Februar 2014')).toBe('2014-02-03T00:00:00.000Z');
    expect(parseHtmlDate('3. Brumaire 2014')).toBeNull();
  });

  it('has one label per field per language, never shared between two fields', () => {
    for (const [language, { labels }] of Object.entries(FACEBOOK_HTML_LANGUAGES))
      for (const [field, names] of Object.entries(labels))
        for (const name of names) expect(htmlField(name), `${language}: ${name}`).toBe(field);
  });
});
