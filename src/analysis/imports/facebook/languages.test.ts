// Facebook's HTML profile page in each language of the label table: the same rows (name, e-mail,
// phone, birthday, current city, hometown, registration date) and the export date in the footer
// read as in the English page, whatever words the language joins a date's parts with.
import { describe, expect, it } from 'vitest';
import { importExport } from '../importExport.ts';
import { filesSource } from '../testing/nodeFiles.ts';
import { FACEBOOK_HTML_LANGUAGES, htmlField, parseHtmlDate } from './htmlLabels.ts';

interface Sample {
  /** Row labels, in the order name, e-mails, phones, birthday, current city, hometown, registered. */
  rows: readonly [string, string, string, string, string, string, string];
  /** 14 March 1990, as a birthday row prints it. */
  birthday: string;
  /** 27 June 2019, 12:55 at UTC+02:00, as the registration row and the footer print it. */
  registered: string;
  /** The phone's kind as the row prints it after the number. */
  mobile: string;
}

const SAMPLES: Record<string, Sample> = {
  en: {
    rows: [
      'Name',
      'Email addresses',
      'Phones',
      'Birthday',
      'Current City',
      'Home town/city',
      'Registration Date',
    ],
    birthday: '14 March 1990',
    registered: 'Thursday, 27 June 2019 at 12:55 UTC+02:00',
    mobile: 'Mobile',
  },
  es: {
    rows: [
      'Nombre',
      'Correos electrónicos',
      'Teléfonos',
      'Fecha de nacimiento',
      'Ciudad actual',
      'Ciudad de origen',
      'Fecha de registro',
    ],
    birthday: '14 de marzo de 1990',
    registered: 'jueves, 27 de junio de 2019 a las 12:55 UTC+02:00',
    mobile: 'Celular',
  },
  pt: {
    rows: [
      'Nome',
      'Endereços de email',
      'Telefones',
      'Data de nascimento',
      'Cidade atual',
      'Cidade natal',
      'Data de registro',
    ],
    birthday: '14 de março de 1990',
    registered: 'quinta-feira, 27 de junho de 2019 às 12:55 UTC+02:00',
    mobile: 'Celular',
  },
  fr: {
    rows: [
      'Nom',
      'Adresses e-mail',
      'Téléphones',
      'Date de naissance',
      'Ville actuelle',
      'Ville d’origine',
      'Date d’inscription',
    ],
    birthday: '14 mars 1990',
    registered: 'Jeudi 27 juin 2019, 12:55 UTC+02:00',
    mobile: 'Mobile',
  },
  de: {
    rows: [
      'Name',
      'E-Mail-Adressen',
      'Telefone',
      'Geburtstag',
      'Aktueller Wohnort',
      'Heimatstadt',
      'Registrierungsdatum',
    ],
    birthday: '14. März 1990',
    registered: 'Donnerstag, 27. Juni 2019 um 12:55 UTC+02:00',
    mobile: 'Mobil',
  },
  it: {
    rows: [
      'Nome',
      'Indirizzi e-mail',
      'Telefoni',
      'Data di nascita',
      'Città attuale',
      'Città natale',
      'Data di registrazione',
    ],
    birthday: '14 marzo 1990',
    registered: 'giovedì 27 giugno 2019 alle ore 12:55 UTC+02:00',
    mobile: 'Cellulare',
  },
  id: {
    rows: [
      'Nama',
      'Alamat email',
      'Telepon',
      'Tanggal lahir',
      'Kota saat ini',
      'Kota asal',
      'Tanggal pendaftaran',
    ],
    birthday: '14 Maret 1990',
    registered: 'Kamis, 27 Juni 2019 pukul 12.55 UTC+02:00',
    mobile: 'Seluler',
  },
  vi: {
    rows: [
      'Tên',
      'Email',
      'Số điện thoại',
      'Ngày sinh',
      'Tỉnh/thành phố hiện tại',
      'Quê quán',
      'Ngày đăng ký',
    ],
    birthday: '14 tháng 3, 1990',
    registered: 'Thứ Năm, 27 tháng 6, 2019 lúc 12:55 UTC+02:00',
    mobile: 'Di động',
  },
  tr: {
    rows: [
      'Ad',
      'E-posta adresleri',
      'Telefonlar',
      'Doğum tarihi',
      'Yaşadığı şehir',
      'Memleket',
      'Kayıt tarihi',
    ],
    birthday: '14 Mart 1990',
    registered: '27 Haziran 2019 Perşembe 12:55 UTC+02:00',
    mobile: 'Mobil',
  },
  ar: {
    rows: [
      'الاسم',
      'عناوين البريد الإلكتروني',
      'الهواتف',
      'تاريخ الميلاد',
      'المدينة الحالية',
      'مسقط الرأس',
      'تاريخ التسجيل',
    ],
    birthday: '١٤ مارس ١٩٩٠',
    registered: 'الخميس، ٢٧ يونيو ٢٠١٩ الساعة ١٢:٥٥ UTC+02:00',
    mobile: 'الجوال',
  },
  ru: {
    rows: [
      'Имя',
      'Эл. адреса',
      'Телефоны',
      'Дата рождения',
      'Текущий город',
      'Родной город',
      'Дата регистрации',
    ],
    birthday: '14 марта 1990 г.',
    registered: 'четверг, 27 июня 2019 г. в 12:55 UTC+02:00',
    mobile: 'Мобильный',
  },
  pl: {
    rows: [
      'Imię i nazwisko',
      'Adresy e-mail',
      'Telefony',
      'Data urodzenia',
      'Obecne miasto',
      'Miasto rodzinne',
      'Data rejestracji',
    ],
    birthday: '14 marca 1990',
    registered: 'czwartek, 27 czerwca 2019 o 12:55 UTC+02:00',
    mobile: 'Komórkowy',
  },
  // The Buddhist-era year (2533 is 1990, 2562 is 2019).
  th: {
    rows: ['ชื่อ', 'อีเมล', 'โทรศัพท์', 'วันเกิด', 'เมืองปัจจุบัน', 'บ้านเกิด', 'วันที่ลงทะเบียน'],
    birthday: '14 มีนาคม 2533',
    registered: 'วันพฤหัสบดีที่ 27 มิถุนายน 2562 เวลา 12:55 UTC+02:00',
    mobile: 'มือถือ',
  },
  // Year first with the unit signs; a 24-hour clock after the date.
  'zh-Hant': {
    rows: ['姓名', '電子郵件', '電話', '生日', '現居城市', '家鄉', '註冊日期'],
    birthday: '1990年3月14日',
    registered: '2019年6月27日 星期四 12:55 UTC+02:00',
    mobile: '手機',
  },
  'zh-Hans': {
    rows: ['姓名', '邮箱', '电话', '出生日期', '现居城市', '家乡', '注册日期'],
    birthday: '1990年3月14日',
    registered: '2019年6月27日星期四 12:55 UTC+02:00',
    mobile: '手机',
  },
  ja: {
    rows: ['名前', 'メールアドレス', '電話番号', '誕生日', '居住地', '出身地', '登録日'],
    birthday: '1990年3月14日',
    registered: '2019年6月27日木曜日 12:55 UTC+02:00',
    mobile: '携帯',
  },
  ko: {
    rows: ['이름', '이메일', '전화번호', '생일', '현재 거주지', '출신지', '가입일'],
    birthday: '1990년 3월 14일',
    registered: '2019년 6월 27일 목요일 12:55 UTC+02:00',
    mobile: '휴대폰',
  },
  hi: {
    rows: ['नाम', 'ईमेल', 'फ़ोन', 'जन्मदिन', 'वर्तमान शहर', 'गृहनगर', 'पंजीकरण दिनांक'],
    birthday: '14 मार्च 1990',
    registered: 'गुरुवार, 27 जून 2019 को 12:55 UTC+02:00',
    mobile: 'मोबाइल',
  },
};

/** A 2019–2021 HTML export's profile page (the table, then the footer as the page's last line). */
function profilePage(s: Sample): string {
  const values = [
    'Alex Sample',
    '<ul><li>user1&#064;example.com</li></ul>',
    `<ul><li>+15555550100 (${s.mobile}) </li></ul>`,
    s.birthday,
    'Sampleville<br />',
    'Exampletown<br />',
    s.registered,
  ];
  const rows = s.rows.map((label, i) => `<tr><th>${label}</th><td>${values[i]}</td></tr>`);
  return `<html><head><title>Profile</title></head><body><div aria-label="Facebook" role="banner"></div><div class="_4t5n" role="main"><div class="pam uiBoxWhite noborder"><table class="_4nkx">${rows.join('')}</table></div></div><div class="_4t5o"><div>Alex Sample · ${s.registered}</div></div></body></html>`;
}

describe('Facebook HTML profile page in the account’s language', () => {
  it('has a sample for every language of the label table', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(Object.keys(FACEBOOK_HTML_LANGUAGES).sort());
  });

  for (const [language, sample] of Object.entries(SAMPLES)) {
    it(`reads a profile page in ${language}`, async () => {
      const r = await importExport(
        filesSource({ 'profile_information/profile_information.html': profilePage(sample) }),
      );
      const d = r.dataset;
      expect(r.platform).toBe('facebook');
      expect(d.profile.names.map((n) => n.value)).toContain('Alex Sample');
      expect(d.profile.emails.map((e) => e.value)).toEqual(['user1@example.com']);
      expect(d.profile.phones.map((p) => [p.value, p.kind])).toEqual([
        ['+15555550100', sample.mobile],
      ]);
      expect(d.profile.birthdays.map((b) => [b.year, b.month, b.day])).toEqual([[1990, 3, 14]]);
      expect(d.profile.locations.map((l) => [l.value, l.kind])).toEqual([
        ['Sampleville', 'current city'],
        ['Exampletown', 'hometown'],
      ]);
      expect(d.profile.accountCreatedAt).toBe('2019-06-27T10:55:00.000Z');
      expect(r.exportDate).toBe('2019-06-27T10:55:00.000Z');
      expect(r.unreadFiles).toEqual([]);
    });
  }

  it('reads a label with the Turkish dotted capital İ', () => {
    expect(htmlField('İlişki Durumu')).toBe('relationshipStatus');
  });

  it('reads a date by its shape when the word joining its parts is not listed', () => {
    expect(parseHtmlDate('27 de junho de 2019, 12:55 UTC-03:00')).toBe('2019-06-27T15:55:00.000Z');
    expect(parseHtmlDate('2019年6月27日 12:55')).toBe('2019-06-27T12:55:00.000Z');
    // Month first, a 12-hour clock and an offset (US English 2019+ export).
    expect(parseHtmlDate('June 27, 2019 at 12:55 PM UTC+02:00')).toBe('2019-06-27T10:55:00.000Z');
    expect(parseHtmlDate('27 Haziran 2019 Perşembe 12:05 am')).toBe('2019-06-27T00:05:00.000Z');
    // A month name of no language of the table is no date.
    expect(parseHtmlDate('27 juuni 2019')).toBeNull();
  });
});
