// The labels of Facebook's HTML archive (2010–2018) in the account's language, in one table:
// Facebook translates the row headings of index.htm and html/contact_info.htm ("Geburtstag",
// "Aktueller Wohnort") and the dates it prints ("Dienstag, 25. März 2014 um 10:41 UTC+01"), while
// some rows and the footer's "Downloaded by … on" stay English. A language is one block here.
// Invariant: only labels seen in real archives are listed; a label nobody has seen is not guessed.
//
// Sources: English — the 2015, 2017 and 2018 archives of the corpus; German — a real 2014 German
// archive (index.htm, html/contact_info.htm).
import { parseTime } from '../time.ts';

/** What a row of the archive's profile tables holds. */
export type HtmlField =
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
  /** Month names, January first, lower-case; absent when parseTime reads the language's dates. */
  months?: readonly string[];
  /** A date (and time) as the archive prints it: groups day, month, year, hour, minute, offset. */
  date?: RegExp;
}

export const FACEBOOK_HTML_LANGUAGES: Record<string, HtmlLanguage> = {
  en: {
    labels: {
      emails: ['emails', 'email'],
      phones: ['phones'],
      address: ['address'],
      previousNames: ['previous names'],
      family: ['family'],
      previousRelationships: ['previous relationships'],
      relationshipStatus: ['relationship status'],
      birthday: ['birthday'],
      gender: ['gender'],
      currentCity: ['current city'],
      hometown: ['hometown'],
      profile: ['profile'],
      registrationDate: ['registration date'],
      apps: ['apps'],
    },
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
};

const FIELD_BY_LABEL = new Map<string, HtmlField>();
for (const language of Object.values(FACEBOOK_HTML_LANGUAGES))
  for (const [field, labels] of Object.entries(language.labels))
    for (const label of labels) FIELD_BY_LABEL.set(label, field as HtmlField);

/** The field a row heading stands for, in any language of the table. */
export function htmlField(label: string): HtmlField | undefined {
  return FIELD_BY_LABEL.get(label.normalize('NFC').trim().toLowerCase());
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date the archive printed, in any language of the table, as an ISO string in UTC. */
export function parseHtmlDate(value: string): string | null {
  const english = parseTime(value);
  if (english) return english;
  const text = value.normalize('NFC').trim();
  for (const { months, date } of Object.values(FACEBOOK_HTML_LANGUAGES)) {
    const g = (date && months && text.match(date))?.groups;
    const month = g ? months!.indexOf((g.month ?? '').toLowerCase()) + 1 : 0;
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
