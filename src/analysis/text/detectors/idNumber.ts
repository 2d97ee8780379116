// ID_NUMBER: national and official identifiers. Found two ways: (1) after a word that names
// one ("passport no.", "my aadhaar is", "NIE", "Steuer-ID", "Social Insurance Number"), in any
// of many countries' words, whatever the value's layout; (2) without a cue, in layouts that are
// distinctive or carry a check digit: US SSN and ITIN (SSA allocation rules), UK National
// Insurance number (prefix rules), Swedish personnummer (Luhn) and the layouts in
// nationalIds.ts. Invariant: a bare digit run is an id only with a checksum or a cue; never on
// its own. A cued value must hold at least four digits and is not a date, so "passport expires
// 2031" or "licence renewed 12/03/2026" stay what they are.
import type { RawSpan } from '../types.ts';
import { NATIONAL_ID_LAYOUTS } from './nationalIds.ts';
import { digitCount, digitsOf, luhnValid, matchesOf, span } from './shared.ts';

const SSN = /(?<![\w-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\w-])/g;
const NINO =
  /\b(?!BG|GB|NK|KN|TN|NT|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z] ?\d{2} ?\d{2} ?\d{2} ?[A-D]\b/g;
const PERSONNUMMER = /(?<![\w-])(?:\d{2})?(\d{6})[-+](\d{4})(?![\w-])/g;

/** Words that name an identifier, in any case. Short acronyms that are also common words
 * ("sin", "pan", "nie", "fin", "rut") are in CASED_CUE instead. */
const CUE = new RegExp(
  String.raw`(?:\b(?:licen[cs]e(?!\s?plate)|(?:residence|work|resident)\s?permit|permit\s?(?:no|number)|visa\s?(?:no|number)|green\s?card|alien\s?(?:registration\s?)?number|uscis|i\.d\.|passport|passeport|pasaporte|passaporto|paspoort|paszport|reisepass|driver'?s?\s?licen[cs]e|driving\s?licen[cs]e|driver\s?id|licen[cs]e\s?(?:no|number|#)|führerschein|permis de conduire|carnet de conducir|licencia de conducir|national\s?(?:id|identity|identification|insurance|registration)|identity\s?(?:card|number|document|no)|id\s?(?:card|number|no|#)|citizen\s?id|resident\s?id|personal\s?(?:id|number|code)|personnummer|personalausweis|ausweis|identifikationsnummer|carte d'identité|numéro de sécurité sociale|sécurité sociale|s[ée]cu|codice fiscale|burgerservicenummer|c[ée]dula|documento|social\s?security|social\s?insurance|ssn|itin|nhs|medicare|medicaid|health\s?card|ohip|tax\s?(?:file\s?)?(?:id|number|no|code|reference)|taxpayer\s?id|steuer-?(?:id|nummer|identifikationsnummer)|steuernummer|aadhaa?r|uidai|tfn|nric|hkid|mykad|emirates\s?id|iqama|curp|bsn|pesel|cpf|dni|voter\s?id|student\s?id|employee\s?id|staff\s?id|henkilötunnus|fødselsnummer|personalnummer|ni\s?number)(?:-?nummer)?(?![a-zà-ÿ])|\bid\b)`,
  'gi',
);
const CASED_CUE =
  /\b(?:SIN|PAN|NIE|NIF|NIR|NIN|NINO|FIN|TIN|EIN|RUT|RUN|RFC|RG|IRD|UTR|PPSN?|CPR|AHV|KTP|NIK|EPIC|DL|IC|CNI|CHI)\b/g;
/** Between a cue and its value: labels and verbs ("card no.", "number is", "#", "es", "ist"). */
const CONNECTOR =
  /^(?:[\s:#=(),–-]|\.(?!\d)|\b(?:card|cards|no|nr|num|number|numbers|numéro|numero|número|nummer|is|was|are|es|ist|est|è|my|of|n[°º])\b|n[°º])*/iu;
/** The value: groups of capitals and digits joined by single separators, a check character in
 * brackets ("A123456(7)"), more groups of digits after spaces ("2123 45670 1"), and a final
 * letter after a space ("QQ 12 34 56 C"). */
const VALUE =
  /^[A-Z0-9]{1,20}(?:[-./][A-Z0-9]{1,20}){0,5}(?:\([0-9A]\))?(?: \d{1,8}(?![\w/]|[.,]\d)(?:[-.]\d{1,8})*){0,6}(?: [A-D](?![\w-]))?/;
const DATE_VALUE = /^\d{1,4}([./-])\d{1,2}\1\d{1,4}$/;
/** Numbers called an "id" that belong to an order, an account or an app, not to a person's
 * papers ("order ID 4471", "Zoom meeting ID 812 3456 7890"). */
const NOT_PERSONAL_ID =
  /\b(?:order|transaction|tracking|customer|user|session|booking|ticket|invoice|ref|reference|account|member|membership|app|apple|game|player|discord|meeting|zoom|webinar|product|item|device|request|case|chat|group|wallet|merchant|payment|shipment|parcel|package|job|build|process|thread|post|video|channel|tweet|message|client|vendor|seller|listing|sku|batch|run|trace|error|event|span|record|row)\W{0,2}$/i;
/** "passport office: 0300 …", "licence helpline on …": the number is the office's phone. */
const CONTACT_WORDS =
  /\b(?:office|offices|phone|tel|telephone|call|fax|mobile|cell|helpline|hotline|line|desk|contact|support|enquiries|inquiries|service|services|centre|center|team|on|at)\b/i;
/** Words allowed between a cue and a value of many digits ("Social Insurance Number today,"). */
const GAP_WORDS = /^[\s,:]*[a-z]{1,8}(?:[\s,:]+[a-z]{1,8})?[\s,:]+/;

function ssnAllocated(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/** ITIN: a US taxpayer number for people without an SSN; area 9xx, group 50–65, 70–99. */
function itinShaped(area: string, group: string): boolean {
  const g = Number(group);
  return area[0] === '9' && ((g >= 50 && g <= 65) || (g >= 70 && g <= 99));
}

/** The value a cue ending at `from` names, or null. */
function valueAfterCue(text: string, from: number): { start: number; end: number } | null {
  const window = text.slice(from, from + 60);
  const connector = CONNECTOR.exec(window)?.[0] ?? '';
  let offset = connector.length;
  let value = VALUE.exec(window.slice(offset))?.[0];
  if (!value) {
    const gap = GAP_WORDS.exec(window.slice(offset))?.[0];
    if (!gap || CONTACT_WORDS.test(gap)) return null;
    offset += gap.length;
    value = VALUE.exec(window.slice(offset))?.[0];
    if (!value || digitsOf(value).length < 6) return null;
  }
  value = value.replace(/[.-]+$/, '');
  if (digitsOf(value).length < 4 || DATE_VALUE.test(value)) return null;
  // A value that runs into a word ("12345abc") is not one.
  if (
    /^[\p{L}\d]/u.test(text.slice(from + offset + value.length, from + offset + value.length + 1))
  )
    return null;
  return { start: from + offset, end: from + offset + value.length };
}

/** "X1234567 is my passport number", "AB123456 (passport)": the value written before its cue. */
const VALUE_BEFORE_CUE =
  /(?<![\w-])([A-Z0-9]{1,20}(?:[-./ ][A-Z0-9]{1,20}){0,5})(?:\s+(?:is|was|=)\s+(?:my|his|her|their|our|the)(?:\s+[a-z]+)?\s+|\s*\(\s*)$/;

function valueBeforeCue(text: string, cueStart: number): { start: number; end: number } | null {
  const window = text.slice(Math.max(0, cueStart - 60), cueStart);
  const match = VALUE_BEFORE_CUE.exec(window);
  const value = match?.[1];
  if (!match || !value || digitsOf(value).length < 5 || DATE_VALUE.test(value)) return null;
  const start = cueStart - window.length + match.index;
  return { start, end: start + value.length };
}

function cuedValues(text: string): RawSpan[] {
  const found: RawSpan[] = [];
  const seen = new Set<number>();
  for (const pattern of [CUE, CASED_CUE]) {
    for (const match of matchesOf(text, pattern)) {
      const before = text.slice(Math.max(0, match.index - 16), match.index);
      if (/^id\b/i.test(match[0]) && NOT_PERSONAL_ID.test(before)) continue;
      const at =
        valueAfterCue(text, match.index + match[0].length) ?? valueBeforeCue(text, match.index);
      if (!at || seen.has(at.start)) continue;
      seen.add(at.start);
      found.push(span(at.start, at.end, 'ID_NUMBER', 0.85));
    }
  }
  return found;
}

export function detectIdNumbers(text: string, digits = digitCount(text)): RawSpan[] {
  // A cued value holds four digits at least, and each layout a number of its own (SSN nine, a
  // National Insurance number six, a personnummer ten): most posts have fewer.
  if (digits < 4) return [];
  const found: RawSpan[] = cuedValues(text);
  for (const match of digits < 9 ? [] : matchesOf(text, SSN)) {
    const [, area = '', separator, group = '', serial = ''] = match;
    const itin = itinShaped(area, group);
    if (!itin && !ssnAllocated(area, group, serial)) continue;
    // A spaced 3-2-4 group is too common (a phone, a count) to be an SSN without a cue.
    if (separator === ' ') continue;
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.85));
  }
  for (const match of digits < 6 ? [] : matchesOf(text, NINO)) {
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.9));
  }
  for (const match of digits < 10 ? [] : matchesOf(text, PERSONNUMMER)) {
    const digits = (match[1] ?? '') + (match[2] ?? '');
    if (!luhnValid(digits)) continue;
    const month = Number(digits.slice(2, 4));
    const day = Number(digits.slice(4, 6));
    if (month < 1 || month > 12 || day < 1 || day > 91) continue;
    found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.8));
  }
  for (const layout of NATIONAL_ID_LAYOUTS) {
    if (digits < layout.digits) continue;
    for (const match of matchesOf(text, layout.pattern)) {
      if (!layout.valid(match[0])) continue;
      found.push(span(match.index, match.index + match[0].length, 'ID_NUMBER', 0.8));
    }
  }
  return found;
}
