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
    // A stand-in Cyrillic label the table does not have.
    ['Russian', { Устройство: 'iPhone', Время: '' }],
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
          JSON.stringify(login({ Устройство: 'iPhone', Время: '' })),
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

describe('an Instagram profile and login in each of the most used languages', () => {
  // language|name|phone|date of birth|private account|IP address|time: spellings of the label
  // tables in records.ts; empty where no spelling of that label is known in that language.
  it.each(
    [
      'English|Name|Phone Number|Date of birth|Private account|IP Address|Time',
      'Spanish|Nombre|Número de teléfono|Fecha de nacimiento|Cuenta privada|Dirección IP|Hora',
      'Portuguese|Nome||Data de nascimento||Endereço IP|Hora',
      'French|Nom|Numéro de téléphone|Date de naissance|Compte privé|Adresse IP|Heure',
      'German|Name|Telefonnummer|Geburtsdatum|Privates Konto|IP-Adresse|Zeit',
      'Italian|Nome|Numero di telefono|Data di nascita|Account privato|Indirizzo IP|Orario',
      'Turkish|Ad||Doğum tarihi|Gizli hesap|IP adresi|Saat',
      'Arabic|الاسم|رقم الهاتف|تاريخ الميلاد|حساب خاص|عنوان IP|الوقت',
      'Russian|Имя||Дата рождения||IP-адрес|Время',
      'Indonesian|Nama||Tanggal lahir||Alamat IP|',
      'Japanese|名前|電話番号|生年月日||IP アドレス|時間',
      'Korean|이름|전화번호|||IP 주소|시간',
      'Simplified Chinese|姓名|手机号|出生日期|私密帐户|IP 地址|时间',
      'Traditional Chinese|姓名|電話號碼|出生日期||IP 位址|時間',
      'Hindi|नाम||जन्मतिथि||IP पता|',
      'Thai|ชื่อ||วันเกิด||ที่อยู่ IP|',
      'Vietnamese|Tên|Số điện thoại|Ngày sinh||Địa chỉ IP|',
      'Polish|Imię i nazwisko||Data urodzenia||Adres IP|Godzina',
      'Dutch|Naam|||||Tijd',
    ].map((row) => row.split('|')),
  )('%s: the labels known are read as the English ones', async (...row) => {
    const [, name, phone, born, priv, ip, time] = row;
    const entry = (value: string, timestamp = 0) => ({ href: '', value, timestamp });
    const present = (label: string | undefined, value: ReturnType<typeof entry>) =>
      label ? { [label]: value } : {};
    const r = await importExport(
      filesSource({
        'personal_information/personal_information/personal_information.json': JSON.stringify({
          profile_user: [
            {
              title: '',
              string_map_data: {
                ...present(name, entry('Alex Sample')),
                ...present(phone, entry('+15555550100')),
                ...present(born, entry('2001-06-15')),
                ...present(priv, entry('True')),
              },
            },
          ],
        }),
        'security_and_login_information/login_and_profile_creation/login_activity.json':
          JSON.stringify({
            account_history_login_history: [
              {
                title: '2024-07-01T10:00:00+00:00',
                string_map_data: {
                  ...present(ip, entry('192.0.2.41')),
                  ...present(time, entry('', 1719828000)),
                },
              },
            ],
          }),
      }),
    );
    const p = r.dataset.profile;
    expect(p.names.map((n) => n.value)).toEqual(name ? ['Alex Sample'] : []);
    expect(p.phones.map((x) => x.value)).toEqual(phone ? ['+15555550100'] : []);
    expect(p.birthdays.map((b) => [b.year, b.month, b.day])).toEqual(born ? [[2001, 6, 15]] : []);
    expect(p.privateAccount).toBe(priv ? true : null);
    if (ip)
      expect(r.dataset.logins).toEqual([
        expect.objectContaining({ ip: '192.0.2.41', at: '2024-07-01T10:00:00.000Z' }),
      ]);
    expect(r.unreadFiles).toEqual([]);
  });
});

describe('the most used languages whose labels are not all in the table are named', () => {
  // [language, a label the table does not have (a stand-in in that language's letters or words)].
  it.each([
    ['Portuguese', 'Número de telefone'],
    ['Indonesian', 'Nomor telepon'],
    ['Dutch', 'IP-adres'],
    ['Polish', 'Konto prywatne'],
    ['Turkish', 'Telefon numarası'],
    ['Russian', 'Устройство'],
    ['Arabic', 'الجهاز'],
    ['Vietnamese', 'Tài khoản riêng tư'],
    ['Thai', 'หมายเลขโทรศัพท์'],
    ['Hindi', 'फ़ोन नंबर'],
    ['Japanese', '非公開アカウント'],
    ['Korean', '비공개 계정'],
    ['Chinese', '私人帳號'],
  ])('%s', (language, label) => {
    expect(unreadableLabelLanguage(login({ [label]: 'x', 'IP Address': '192.0.2.41' }))).toBe(
      language,
    );
  });
});
