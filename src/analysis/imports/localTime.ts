// Date-times as Google prints them in the account's language (My Activity HTML, CLDR "medium"
// formats): "13.02.2023, 10:00:00 MEZ", "13 feb 2023, 10:00:00 CET", "13 de fev. de 2023,
// 10:00:00 BRT", "13 févr. 2023, 10:00:00 UTC+1", "13 Şub 2023 10:00:00 GMT+03:00",
// "2023/02/13 10:00:00 JST", "2023年2月13日 10:00:00 GMT+08:00", "2023. 2. 13. 오후 10:00:00 KST",
// "10:00:00 13 thg 2, 2023". Invariant: like time.ts, returns UTC ISO or null and never guesses:
// a month word is taken only when it begins exactly one month's name across the languages below;
// an all-numeric date is read day first only when the separator is "." or "-" or the day
// exceeds 12 (languages that write the month first use month names in these files).
import { parseTime, zonedTime } from './time.ts';

/** Month names (full; abbreviations are their beginnings) in the languages Takeout is read in. */
// prettier-ignore
const MONTH_NAMES: readonly (readonly string[])[] = [
  // English, German (and Austrian "Jänner"), Dutch, Indonesian
  ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'],
  ['januar', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember'],
  ['jänner'],
  ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
  ['januari', 'februari', 'maret', 'april', 'mei', 'juni', 'juli', 'agustus', 'september', 'oktober', 'november', 'desember'],
  // Spanish, Portuguese, French, Italian
  ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
  ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  // Turkish, Polish (genitive, as dates print it), Russian (genitive)
  ['ocak', 'şubat', 'mart', 'nisan', 'mayıs', 'haziran', 'temmuz', 'ağustos', 'eylül', 'ekim', 'kasım', 'aralık'],
  ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'września', 'października', 'listopada', 'grudnia'],
  ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
];

/** Abbreviations that do not begin their month's name (CLDR's Dutch "mrt"). */
const OTHER_ABBREVIATIONS: Record<string, number> = { mrt: 3 };

/** The month (1–12) a word or abbreviation names, or null when it names none or several. */
export function localMonth(word: string): number | null {
  const w = word.normalize('NFC').toLowerCase().replace(/\.$/, '');
  if (OTHER_ABBREVIATIONS[w]) return OTHER_ABBREVIATIONS[w];
  if (w.length < 3) return null;
  const found = new Set<number>();
  for (const names of MONTH_NAMES)
    names.forEach((name, i) => {
      if (name.startsWith(w)) found.add(i + 1);
    });
  return found.size === 1 ? [...found][0]! : null;
}

// Colons first: "10.00.00" (Indonesian) must not be taken from a date "13.02.2023".
const TIME = /(\d{1,2}):(\d{2}):(\d{2})|(?<![\d.])(\d{1,2})\.(\d{2})\.(\d{2})(?![\d.])/;
const ZONE = /((?:UTC|GMT)[+-]\d{1,2}(?::?\d{2})?|\b[A-Z]{2,5})\s*$/;
/** Afternoon markers of 12-hour clocks that print them before the time (Korean, Chinese, Japanese). */
const PM = /(?:\bPM\b|\bp\.\s?m\.|오후|下午|午後)/i;
const AM = /(?:\bAM\b|\ba\.\s?m\.|오전|上午|午前)/i;

function ymd(text: string): [number, number, number] | null {
  let m = text.match(/(\d{4})\s*[/.年-]\s*(\d{1,2})\s*[/.月-]\s*(\d{1,2})/);
  if (m) return [+m[1]!, +m[2]!, +m[3]!];
  m = text.match(/(\d{1,2})\s*([./-])\s*(\d{1,2})\s*\2\s*(\d{4})/);
  if (m) {
    const [a, b] = [+m[1]!, +m[3]!];
    if (m[2] !== '/' || a > 12) return [+m[4]!, b, a];
    return null;
  }
  // Vietnamese: "13 thg 2, 2023"
  m = text.match(/(\d{1,2})\s+thg\s+(\d{1,2}),?\s+(\d{4})/i);
  if (m) return [+m[3]!, +m[2]!, +m[1]!];
  // "13 feb 2023", "13 de fev. de 2023", "13 févr. 2023 г."
  m = text.match(/(\d{1,2})\.?\s+(?:de\s+)?([^\d\s,]+?)\.?,?\s+(?:de\s+)?(\d{4})/u);
  if (m) {
    const month = localMonth(m[2]!);
    return month ? [+m[3]!, month, +m[1]!] : null;
  }
  return null;
}

/** A date-time in English or in one of the formats above, as UTC ISO; null when not recognised. */
export function parseLocalTime(value: unknown): string | null {
  const english = parseTime(value);
  if (english || typeof value !== 'string') return english;
  const text = value
    .normalize('NFC')
    .replace(/[\u202f\u00a0]/g, ' ')
    .trim();
  const time = text.match(TIME);
  const date = ymd(text.replace(TIME, ' '));
  if (!time || !date) return null;
  const [hh, mm, ss] = time[1] ? time.slice(1, 4) : time.slice(4, 7);
  let hour = +hh!;
  if (PM.test(text) && hour < 12) hour += 12;
  else if (AM.test(text) && hour === 12) hour = 0;
  const [y, mo, d] = date;
  return zonedTime(y, mo, d, hour, +mm!, +ss!, text.match(ZONE)?.[1]);
}
