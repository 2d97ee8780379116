// Meta files change their wrapper between vintages: the records must be found by their shape.
import { describe, expect, it } from 'vitest';
import { records, unreadableLabelLanguage } from './records.ts';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';

const blocked = { title: 'someone', string_list_data: [{ href: 'https://example.com/someone' }] };

describe('records of a Meta file', () => {
  it('reads the wrapped list, the bare array and a lone record without a wrapper alike', () => {
    expect(
      records({ relationships_blocked_users: [blocked] }, 'relationships_blocked_users'),
    ).toEqual([blocked]);
    expect(records([blocked, blocked], 'relationships_blocked_users')).toHaveLength(2);
    const lone = { timestamp: 1751439108, label_values: [{ label: 'Username', value: 'x' }] };
    expect(records(lone, 'relationships_blocked_users')).toEqual([lone]);
  });

  it('finds nothing in a file of another kind', () => {
    expect(records({ profile_user: [blocked] }, 'relationships_blocked_users')).toEqual([]);
  });
});

const login = (labels: Record<string, string>) => ({
  account_history_login_history: [
    {
      title: '2024-07-01T10:00:00+00:00',
      string_map_data: Object.fromEntries(
        Object.entries(labels).map(([label, value]) => [label, { href: '', value, timestamp: 0 }]),
      ),
    },
  ],
});

describe('exports in a language Footprint has no labels for', () => {
  it.each([
    ['Turkish', { 'IP adresi': '192.0.2.41', Zaman: '', 'Kullanıcı aracısı': 'Instagram' }],
    ['Polish', { 'Adres IP': '192.0.2.41', Czas: '', 'Klient użytkownika': 'Instagram' }],
    ['Russian', { 'IP-адрес': '192.0.2.41', Время: '' }],
  ])('names %s instead of silently dropping the facts', (language, labels) => {
    expect(unreadableLabelLanguage(login(labels))).toBe(language);
  });

  it('says nothing when the labels are readable (English, or a language in the table)', () => {
    expect(unreadableLabelLanguage(login({ 'IP Address': '192.0.2.41', Time: '' }))).toBeNull();
    expect(unreadableLabelLanguage(login({ 'IP-Adresse': '192.0.2.41', Zeit: '' }))).toBeNull();
  });

  it('lists the file on the import with the language named', async () => {
    const r = await importExport(
      filesSource({
        'security_and_login_information/login_and_profile_creation/login_activity.json':
          JSON.stringify(login({ 'IP adresi': '192.0.2.41', Zaman: '' })),
      }),
    );
    expect(r.platform).toBe('instagram');
    expect(r.unreadFiles).toEqual([
      expect.objectContaining({
        status: 'partly-read',
        why: expect.stringContaining('in a language Footprint cannot read yet: Turkish'),
      }),
    ]);
  });
});

describe('Meta labels in the languages of the label table', () => {
  // [language, IP-address label, time label]: spellings of the label table in records.ts.
  it.each([
    ['German', 'IP-Adresse', 'Zeit'],
    ['French', 'Adresse IP', 'Heure'],
    ['Spanish', 'Dirección IP', 'Hora'],
    ['Italian', 'Indirizzo IP', 'Ora'],
    ['Italian ("Orario")', 'Indirizzo IP', 'Orario'],
    ['Portuguese', 'Endereço IP', 'Hora'],
    ['Korean', 'IP 주소', '시간'],
    ['Chinese', 'IP地址', '时间'],
    ['Japanese', 'IP アドレス', '時間'],
  ])('%s: a login’s IP address and time are read', async (_language, ipLabel, timeLabel) => {
    const record = {
      account_history_login_history: [
        {
          title: '',
          string_map_data: {
            [ipLabel]: { href: '', value: '192.0.2.41', timestamp: 0 },
            [timeLabel]: { href: '', value: '', timestamp: 1719828000 },
          },
        },
      ],
    };
    const r = await importExport(
      filesSource({
        'security_and_login_information/login_and_profile_creation/login_activity.json':
          JSON.stringify(record),
      }),
    );
    expect(r.dataset.logins).toEqual([
      expect.objectContaining({ ip: '192.0.2.41', at: '2024-07-01T10:00:00.000Z' }),
    ]);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('Meta profile labels read off real pages in Simplified Chinese and Arabic', () => {
  // [language, phone, date of birth, private account]
  it.each([
    ['Simplified Chinese', '手机号', '出生日期', '私密帐户'],
    ['Arabic', 'رقم الهاتف', 'تاريخ الميلاد', 'حساب خاص'],
  ])('%s: phone, birthday and private flag are read', async (_language, phone, born, priv) => {
    const value = (v: string) => ({ href: '', value: v, timestamp: 0 });
    const record = {
      profile_user: [
        {
          title: '',
          string_map_data: {
            [phone]: value('+15555550100'),
            [born]: value('2001-06-15'),
            [priv]: value('False'),
          },
        },
      ],
    };
    const r = await importExport(
      filesSource({
        'personal_information/personal_information/personal_information.json':
          JSON.stringify(record),
      }),
    );
    const p = r.dataset.profile;
    expect(p.phones.map((x) => x.value)).toEqual(['+15555550100']);
    expect(p.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[2001, 6, 15]]);
    expect(p.privateAccount).toBe(false);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('Meta name, username and time labels of the languages known only by those', () => {
  // [language, name label, username label, time label]: spellings of the label table in records.ts
  // ('' where the table has none: the Turkish name label is left out).
  it.each([
    ['Dutch', 'Naam', 'Gebruikersnaam', 'Tijd'],
    ['Polish', 'Nazwa', 'Nazwa użytkownika', 'Godzina'],
    ['Turkish', '', 'Kullanıcı adı', 'Saat'],
    ['Arabic', 'الاسم', 'اسم المستخدم', 'الوقت'],
    ['Russian', 'Имя', 'Имя пользователя', 'Время'],
    ['Romanian', 'Nume', 'Nume de utilizator', ''],
    ['Albanian', 'Emri', 'Emri i përdoruesit', ''],
  ])('%s: the profile’s name and username, and a login’s time, are read', async (...row) => {
    const [, nameLabel, usernameLabel, timeLabel] = row;
    const entry = (value: string, timestamp = 0) => ({ href: '', value, timestamp });
    const files: Record<string, string> = {
      'personal_information/personal_information/personal_information.json': JSON.stringify({
        profile_user: [
          {
            string_map_data: {
              ...(nameLabel ? { [nameLabel]: entry('Alex Sample') } : {}),
              [usernameLabel]: entry('alex.sample'),
            },
          },
        ],
      }),
    };
    if (timeLabel)
      files['security_and_login_information/login_and_profile_creation/login_activity.json'] =
        JSON.stringify({
          account_history_login_history: [
            { title: '', string_map_data: { [timeLabel]: entry('', 1719828000) } },
          ],
        });
    const r = await importExport(filesSource(files));
    const p = r.dataset.profile;
    expect(p.usernames.map((u) => u.value)).toEqual(['alex.sample']);
    if (nameLabel) expect(p.names.map((n) => n.value)).toEqual(['Alex Sample']);
    if (timeLabel)
      expect(r.dataset.logins).toEqual([
        expect.objectContaining({ at: '2024-07-01T10:00:00.000Z' }),
      ]);
  });

  it('a file read in part names the language of the labels it could not read', async () => {
    const r = await importExport(
      filesSource({
        'security_and_login_information/login_and_profile_creation/login_activity.json':
          JSON.stringify(login({ 'IP-адрес': '192.0.2.41', Время: '' })),
      }),
    );
    expect(r.unreadFiles).toEqual([
      expect.objectContaining({
        status: 'partly-read',
        why: expect.stringContaining(
          'Some labels of this file are in a language Footprint cannot read yet: Russian',
        ),
      }),
    ]);
  });
});
