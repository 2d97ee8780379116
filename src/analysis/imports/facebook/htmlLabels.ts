// The labels of Facebook's HTML archives in the account's language, in one table: the 2010–2018
// archive (index.htm, html/*.htm) and the HTML "Download your information" export of 2019 on
// (profile_information/profile_information.html, security_and_login_information/*.html, apps…).
// Facebook translates the row headings ("Geburtstag", "Date de naissance", "Fecha de nacimiento")
// and the dates it prints ("Dienstag, 25. März 2014 um 10:41 UTC+01", "Samedi 24 décembre 2022,
// 14:53 UTC+01:00"), while some rows and the 2010–2018 footer's "Downloaded by … on" stay English.
// A language is one block here.
// Invariant: only labels seen in real archives are listed; a label nobody has seen is not guessed.
//
// Sources: English — the 2015, 2017 and 2018 archives of the corpus, a 2019 export in British
// English (day-first dates) and a 2021 profile page;
// German — a real 2014 German archive (index.htm, html/contact_info.htm); French — a 2022 export
// (profile, account activity, apps pages); Spanish — a 2021 export's profile page; Vietnamese — a
// 2021 export's profile page (numeric months: "23 tháng 3, 2021" is 23 March; rows Workplace,
// Screen Names, Music stay English).
import { decodeEntities } from '../text.ts';
import { parseTime } from '../time.ts';

/** What a row of the archive's profile tables holds. */
export type HtmlField =
  | 'name'
  | 'username'
  | 'emails'
  | 'phones'
  | 'address'
  | 'previousNames'
  | 'family'
  | 'previousRelationships'
  | 'relationshipStatus'
  | 'birthday'
  | 'gender'
  | 'currentCity'
  | 'hometown'
  | 'profile'
  | 'registrationDate'
  | 'apps';

interface HtmlLanguage {
  /** Row headings, lower-case, as the archive writes them. */
  labels: Partial<Record<HtmlField, readonly string[]>>;
  /**
   * Month names, January first, lower-case; absent when parseTime reads the language's dates or
   * the language numbers its months. An abbreviation the archive prints ("sept.", "may.") is read
   * as the month it begins.
   */
  months?: readonly string[];
  /** A date (and time) as the archive prints it: groups day, month, year, hour, minute, offset. */
  date?: RegExp;
}

export const FACEBOOK_HTML_LANGUAGES: Record<string, HtmlLanguage> = {
  en: {
    labels: {
      name: ['name'],
      // "Email addresses", "Home town/city": the 2019 export's British English rows.
      emails: ['emails', 'email', 'email addresses'],
      phones: ['phones'],
      address: ['address'],
      previousNames: ['previous names'],
      family: ['family'],
      previousRelationships: ['previous relationships'],
      relationshipStatus: ['relationship status'],
      birthday: ['birthday'],
      gender: ['gender'],
      currentCity: ['current city'],
      hometown: ['hometown', 'home town/city'],
      profile: ['profile'],
      registrationDate: ['registration date'],
      apps: ['apps'],
    },
    // The 2019 export of an account set to British English prints the day first ("Thursday, 27
    // June 2019 at 12:55 UTC+07:00"), an order parseTime does not read with "at" and a zone.
    months: [
      'january',
      'february',
      'march',
      'april',
      'may',
      'june',
      'july',
      'august',
      'september',
      'october',
      'november',
      'december',
    ],
    date: /^(?:\p{L}+, )?(?<day>\d{1,2}) (?<month>\p{L}+) (?<year>\d{4})(?: at (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  de: {
    labels: {
      emails: ['e-mails', 'e-mail-adresse'],
      phones: ['telefone'],
      address: ['anschrift'],
      previousNames: ['vorherige namen'],
      family: ['familie'],
      birthday: ['geburtstag'],
      gender: ['geschlecht'],
      currentCity: ['aktueller wohnort'],
      hometown: ['heimatstadt'],
      profile: ['profil'],
      apps: ['apps'],
    },
    months: [
      'januar',
      'februar',
      'märz',
      'april',
      'mai',
      'juni',
      'juli',
      'august',
      'september',
      'oktober',
      'november',
      'dezember',
    ],
    date: /^(?:\p{L}+, )?(?<day>\d{1,2})\. (?<month>\p{L}+) (?<year>\d{4})(?: um (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  fr: {
    labels: {
      name: ['nom'],
      username: ["nom d'utilisateur"],
      emails: ['adresses e-mail'],
      birthday: ['date de naissance'],
      gender: ['genre'],
      profile: ['profil'],
      registrationDate: ["date d'inscription"],
    },
    months: [
      'janvier',
      'février',
      'mars',
      'avril',
      'mai',
      'juin',
      'juillet',
      'août',
      'septembre',
      'octobre',
      'novembre',
      'décembre',
    ],
    date: /^(?:\p{L}+ )?(?<day>\d{1,2}) (?<month>\p{L}+\.?) (?<year>\d{4})(?:,? (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  es: {
    labels: {
      name: ['nombre'],
      emails: ['correos electrónicos'],
      phones: ['teléfonos'],
      birthday: ['fecha de nacimiento'],
      gender: ['sexo'],
      currentCity: ['ciudad actual'],
      profile: ['perfil'],
      registrationDate: ['fecha de registro'],
    },
    months: [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ],
    date: /^(?:\p{L}+, )?(?<day>\d{1,2})(?: de)? (?<month>\p{L}+\.?)(?: de)? (?<year>\d{4})(?: a las (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/u,
  },
  vi: {
    labels: {
      name: ['tên'],
      username: ['tên người dùng'],
      phones: ['số điện thoại'],
      previousNames: ['tên trước'],
      family: ['gia đình'],
      relationshipStatus: ['tình trạng mối quan hệ'],
      birthday: ['ngày sinh'],
      gender: ['giới tính'],
      currentCity: ['tỉnh/thành phố hiện tại'],
      hometown: ['quê quán'],
      profile: ['trang cá nhân'],
      registrationDate: ['ngày đăng ký'],
    },
    // "Thứ Ba, 23 tháng 3, 2021 lúc 23:30 UTC+07:00": the weekday is "Thứ <n>" or "Chủ Nhật".
    date: /^(?:(?:Thứ|Chủ) \p{L}+, )?(?<day>\d{1,2}) tháng (?<month>\d{1,2}),? (?<year>\d{4})(?: lúc (?<hour>\d{1,2}):(?<minute>\d{2})(?: ?UTC(?<offset>[+-]\d{1,2}(?::?\d{2})?)?)?)?$/iu,
  },
};

/**
 * The 2019+ HTML export's other words: the footer naming who generated it and when, the label of a
 * login's IP and of an app's name, and the title of the apps that lost their access.
 */
export const FACEBOOK_HTML_EXPORT_WORDS = {
  /**
   * "Generated by Alex Sample on <date>" (en), "Générée par … le …" (fr), "Generado por … el …"
   * (es), "Văn Mẫu tạo lúc <date>" (vi, the name first): the name, then the date.
   */
  generatedBy: [
    /(?:Generated by|Générée par|Generado por) (.*?) (?:on|le|el) ([^<]+)</,
    />([^<>]*?) tạo lúc ([^<]+)</,
  ],
  ipAddress: new Set(['ip address', 'adresse ip']),
  appName: new Set(["nom de l'application"]),
  expiredApps: new Set(['applications expirées']),
};

/** A label as the archive wrote it, in the one spelling the table uses (’ and ' are one). */
export function normalizeLabel(label: string): string {
  return label
    .normalize('NFC')
    .replace(/\u2019/g, "'")
    .trim()
    .toLowerCase();
}

const FIELD_BY_LABEL = new Map<string, HtmlField>();
for (const language of Object.values(FACEBOOK_HTML_LANGUAGES))
  for (const [field, labels] of Object.entries(language.labels))
    for (const label of labels) FIELD_BY_LABEL.set(label, field as HtmlField);

/** The field a row heading stands for, in any language of the table. */
export function htmlField(label: string): HtmlField | undefined {
  return FIELD_BY_LABEL.get(normalizeLabel(label));
}

/**
 * The month (1–12) a number, a name or its printed abbreviation ("sept.", "may.") stands for, or
 * 0.
 */
function monthOf(months: readonly string[], name: string): number {
  if (/^\d{1,2}$/.test(name)) return +name >= 1 && +name <= 12 ? +name : 0;
  const token = name.toLowerCase().replace(/\.$/, '');
  if (token.length < 3) return 0;
  const exact = months.indexOf(token);
  if (exact >= 0) return exact + 1;
  const prefixed = months.findIndex((m) => m.startsWith(token));
  return prefixed + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date the archive printed, in any language of the table, as an ISO string in UTC. */
export function parseHtmlDate(value: string): string | null {
  const english = parseTime(value);
  if (english) return english;
  const text = value.normalize('NFC').trim();
  for (const { months = [], date } of Object.values(FACEBOOK_HTML_LANGUAGES)) {
    const g = (date && text.match(date))?.groups;
    const month = g ? monthOf(months, g.month ?? '') : 0;
    if (!g || month === 0) continue;
    const offset = g.offset?.match(/^([+-])(\d{1,2}):?(\d{2})?$/);
    const zone = offset ? `${offset[1]}${pad(+offset[2]!)}:${offset[3] ?? '00'}` : 'Z';
    const time = g.hour ? `${pad(+g.hour)}:${g.minute}` : '00:00';
    const ms = Date.parse(`${g.year}-${pad(month)}-${pad(+g.day!)}T${time}:00${zone}`);
    if (Number.isFinite(ms)) return new Date(ms).toISOString();
  }
  return null;
}

/**
 * A birthday row: numeric ones are month first in every language seen ("04/01/1990" is April 1st
 * in an Indian and "08/01/1960" August 1st in a German archive), the year may be hidden.
 */
export function parseHtmlBirthday(
  value: string,
): { year: number | null; month: number; day: number } | null {
  const numeric = value.trim().match(/^(\d{1,2})\/(\d{1,2})(?:\/(\d{4}))?$/);
  if (numeric) {
    const month = +numeric[1]!;
    const day = +numeric[2]!;
    if (month < 1 || month > 12 || day < 1 || day > 31) return null;
    return { year: numeric[3] ? +numeric[3] : null, month, day };
  }
  const m = parseHtmlDate(value)?.match(/^(\d{4})-(\d{2})-(\d{2})/);
  return m ? { year: +m[1]!, month: +m[2]!, day: +m[3]! } : null;
}

/** The export date the 2019+ export's footer states, in any language of the table. */
export function footerDate(html: string): string | null {
  for (const pattern of FACEBOOK_HTML_EXPORT_WORDS.generatedBy) {
    const footer = html.match(pattern);
    if (footer) return parseHtmlDate(decodeEntities(footer[2] ?? ''));
  }
  return null;
}

/**
 * A row's trailing time stamp, as the 2021 export adds to family and relationship rows ("(11:29,
 * 18 tháng 4, 2015)", a clock time before the date), or to previous names (a full date): true when
 * the parenthesised note is a date and not, say, the relation.
 */
export function isDateNote(note: string): boolean {
  return parseHtmlDate(note.replace(/^\d{1,2}:\d{2}, /, '')) !== null;
}
