// LinkedIn "Get a copy of your data": flat CSV files whose names, columns, encodings (UTF-8 or
// UTF-16LE with TABs, per file) and date formats changed between 2018 and 2024; Connections.csv may
// start with a "Notes:" preamble. Invariants: files are matched by name in both spellings, or by
// their header when renamed; a file whose name is a common word (Comments.csv, Calendar.csv) is
// LinkedIn's only when its header is LinkedIn's; columns by any known name; two-factor status and
// connected apps are not exported (stay 'unknown'/empty).
// The account's language changes no file name or column header: the interface language is a value
// (Ad_Targeting.csv "Interface Locales" / "interfaceLocale", e.g. "en_US"), and public readers used
// with non-English accounts (a Dutch data-donation study's LinkedIn reader) match only the English
// file names; no translated header has been seen, so there is no table — a header in another
// script or with another language's letters is reported as such. CSV files no handler reads are
// listed as not read.
import { column, parseCsv, type CsvTable } from '../csv.ts';
import type { ProfileFact } from '../dataset.ts';
import { cleanValue, type DatasetBuilder } from '../datasetBuilder.ts';
import { languageOf } from '../languages.ts';
import { fileProblem } from '../messages.ts';
import type { PlatformImporter, Route } from '../platform.ts';
import { FileReadError, readText } from '../read.ts';
import { parseMonth, parseTime } from '../time.ts';
import { basename, withoutCopySuffix } from '../values.ts';

type Handler = (b: DatasetBuilder, table: CsvTable, source: string) => void;

/**
 * Profile.csv list cells: "[handle]", "[SKYPE:Alex Sample]", "[PERSONAL:https://…],[BLOG:…]" (and
 * the bracket-less 2018 spelling). The kind is the upper-case prefix before the first colon; a
 * URL's own colon is not one.
 */
function bracketed(cell: string | undefined): { kind?: string; value: string }[] {
  if (!cell) return [];
  const items = cell.includes('[') ? (cell.match(/\[[^\]]*\]/g) ?? []) : cell.split(/,\s*/);
  return items
    .map((item) => item.replace(/^\[|\]$/g, '').trim())
    .filter((item) => item !== '')
    .map((item) => {
      const m = item.match(/^([A-Z][A-Z_]*):(.*)$/);
      return m ? { kind: m[1] as string, value: (m[2] as string).trim() } : { value: item };
    })
    .filter((item) => item.value !== '');
}

/** LinkedIn's document type codes in Verifications.csv. */
const DOCUMENT_TYPES: Record<string, string> = {
  pp: 'passport',
  passport: 'passport',
  dl: "driver's licence",
  id: 'national identity card',
  idc: 'national identity card',
  rp: 'residence permit',
};

/** File name (lower case, spaces/underscores removed) → handler. */
const FILES: Record<string, Handler> = {
  profile(b, t, source) {
    b.saw(
      'profile.names',
      'profile.birthday',
      'profile.locations',
      'profile.bio',
      'profile.links',
      'profile.employers',
    );
    for (const row of t.rows) {
      const name = [column(row, 'First Name'), column(row, 'Last Name')].filter(Boolean).join(' ');
      b.fact('names', name, source, { kind: 'full-name' });
      b.fact('names', column(row, 'Maiden Name'), source, { kind: 'maiden' });
      b.fact('addresses', column(row, 'Address'), source);
      b.fact('addresses', column(row, 'Zip Code'), source, { kind: 'zip' });
      b.fact('locations', column(row, 'Geo Location'), source, { kind: 'profile' });
      b.fact('locations', column(row, 'Country'), source, { kind: 'country' });
      b.fact('bios', column(row, 'Headline'), source, { kind: 'headline' });
      b.fact('bios', column(row, 'Summary'), source, { kind: 'summary' });
      for (const handle of bracketed(column(row, 'Twitter Handles')))
        b.fact('usernames', handle.value, source, { kind: 'twitter' });
      for (const site of bracketed(column(row, 'Websites'))) b.fact('links', site.value, source);
      for (const im of bracketed(column(row, 'Instant Messengers')))
        if (im.kind) b.fact('usernames', im.value, source, { kind: im.kind.toLowerCase() });
      const birth = column(row, 'Birth Date');
      if (birth) {
        const withYear = birth.match(/^(\w{3}) (\d{1,2}), (\d{4})$/);
        const noYear = birth.match(/^(\w{3}) (\d{1,2})$/);
        const m = withYear ?? noYear;
        b.data.profile.birthdays.push({
          year: withYear ? Number(withYear[3]) : null,
          month: m?.[1] ? parseMonth(m[1]) : null,
          day: m?.[2] ? Number(m[2]) : null,
          raw: birth,
          kind: 'profile',
          source,
        });
      }
    }
  },
  emailaddresses(b, t, source) {
    b.saw('profile.emails');
    for (const row of t.rows) {
      const primary = /^yes$/i.test(column(row, 'Primary') ?? '');
      b.fact('emails', column(row, 'Email Address'), source, primary ? { kind: 'primary' } : {});
    }
  },
  phonenumbers(b, t, source) {
    b.saw('profile.phones');
    for (const row of t.rows)
      b.fact('phones', column(row, 'Number'), source, { kind: column(row, 'Type') });
  },
  registration(b, t, source) {
    for (const row of t.rows) {
      const at = parseTime(column(row, 'Registration Date', 'Registered At'));
      b.data.profile.accountCreatedAt = at ?? b.data.profile.accountCreatedAt;
      const ip = column(row, 'Registration IP Address', 'Registration Ip');
      b.data.logins.push({ action: 'signup', at, ...(ip ? { ip } : {}), source });
    }
  },
  logins(b, t, source) {
    b.saw('logins');
    for (const row of t.rows) {
      const ip = column(row, 'IP Address');
      const ua = column(row, 'User Agent');
      const type = column(row, 'Login Type');
      b.data.logins.push({
        action: 'login',
        at: parseTime(column(row, 'Login Date')),
        ...(ip ? { ip } : {}),
        ...(ua ? { userAgent: ua } : {}),
        ...(type ? { detail: type } : {}),
        source,
      });
    }
  },
  securitychallenges(b, t, source) {
    for (const row of t.rows) {
      const ip = column(row, 'IP Address');
      const ua = column(row, 'User Agent');
      const country = column(row, 'Country');
      const type = column(row, 'Challenge Type');
      b.data.logins.push({
        action: 'challenge',
        at: parseTime(column(row, 'Challenge Date')),
        ...(ip ? { ip } : {}),
        ...(ua ? { userAgent: ua } : {}),
        ...(country ? { location: country } : {}),
        ...(type ? { detail: type } : {}),
        source,
      });
    }
  },
  positions(b, t, source) {
    b.saw('profile.employers');
    for (const row of t.rows)
      b.fact('employers', column(row, 'Company Name'), source, { kind: column(row, 'Title') });
  },
  education(b, t, source) {
    b.saw('profile.schools');
    for (const row of t.rows)
      b.fact('schools', column(row, 'School Name'), source, { kind: column(row, 'Degree Name') });
  },
  shares(b, t, source) {
    b.saw('posts');
    for (const row of t.rows) {
      const link = column(row, 'Share Link', 'ShareLink');
      const shared = column(row, 'Shared URL', 'SharedURL');
      const media = column(row, 'Media URL', 'MediaURL');
      const audience = column(row, 'Visibility');
      b.data.posts.push({
        kind: 'share',
        at: parseTime(column(row, 'Date')),
        text: [
          column(row, 'Share Commentary', 'ShareCommentary'),
          column(row, 'Share Title'),
          column(row, 'Share Description'),
        ]
          .filter(Boolean)
          .join('\n'),
        ...(audience ? { audience } : {}),
        media: media ? [media] : [],
        links: [link, shared].filter((l): l is string => !!l),
        source,
      });
    }
  },
  // The member's comments on posts (Date, Link to the post, Message): their own words, public.
  comments(b, t, source) {
    b.saw('posts');
    for (const row of t.rows) {
      const link = cleanValue(column(row, 'Link'));
      b.data.posts.push({
        kind: 'comment',
        at: parseTime(column(row, 'Date')),
        text: column(row, 'Message') ?? '',
        media: [],
        links: link ? [link] : [],
        source,
      });
    }
  },
  // Identity verification (2023+): the document LinkedIn checked, the name and year of birth on it.
  verifications(b, t, source) {
    for (const row of t.rows) {
      const code = (column(row, 'Document type') ?? '').trim().toLowerCase();
      const document = DOCUMENT_TYPES[code] ?? cleanValue(column(row, 'Document type'));
      const type = cleanValue(column(row, 'Verification type')) ?? 'verification';
      const value = document ?? cleanValue(column(row, 'Organization name')) ?? type;
      const fact: ProfileFact = { value, kind: type, source };
      const at = parseTime(column(row, 'Verified date'));
      if (at) fact.at = at;
      if (!b.data.security.verifications.some((v) => v.value === value && v.kind === type))
        b.data.security.verifications.push(fact);
      const name = [column(row, 'First name'), column(row, 'Middle name'), column(row, 'Last name')]
        .map((part) => cleanValue(part))
        .filter(Boolean)
        .join(' ');
      b.fact('names', name, source, { kind: 'verified' });
      b.fact('emails', column(row, 'Email address'), source, { kind: 'verified' });
      const year = Number(column(row, 'Year of birth'));
      if (Number.isInteger(year) && year > 1900) {
        b.data.profile.birthdays.push({
          year,
          month: null,
          day: null,
          raw: String(year),
          kind: 'profile',
          source,
        });
      }
    }
  },
  // Photos and videos the user uploaded (2023+): "You uploaded a video on November 12, 2024 at 2:56 AM (GMT)".
  richmedia(b, t, source) {
    b.saw('posts', 'media');
    for (const row of t.rows) {
      // The 2024 "Rich Media.csv" only points to a download page (Type, Link): no upload in it.
      const when = column(row, 'Date/Time');
      if (!when) continue;
      const link = cleanValue(column(row, 'Media Link'));
      const m = when.match(/ on (\w+ \d{1,2}, \d{4}) at (\d{1,2}:\d{2}) ?(AM|PM)/i);
      b.data.posts.push({
        kind: /video/i.test(when) ? 'video' : 'post',
        at: m ? parseTime(`${m[1]}, ${m[2]} ${m[3]}`) : null,
        text: cleanValue(column(row, 'Media Description')) ?? '',
        media: link ? [link] : [],
        links: [],
        source,
      });
    }
  },
  whatsappphonenumbers(b, t, source) {
    b.saw('profile.phones');
    for (const row of t.rows) b.fact('phones', column(row, 'Number'), source, { kind: 'whatsapp' });
  },
  connections(b, t) {
    b.saw('connections');
    b.data.connections.connections = (b.data.connections.connections ?? 0) + t.rows.length;
  },
  importedcontacts(b, t) {
    b.data.connections.contactsUploaded =
      (b.data.connections.contactsUploaded ?? 0) + t.rows.length;
  },
  contacts(b, t) {
    b.data.connections.contactsUploaded =
      (b.data.connections.contactsUploaded ?? 0) + t.rows.length;
  },
  searchqueries(b, t, source) {
    b.saw('activity');
    for (const row of t.rows) {
      const q = column(row, 'Search Query');
      if (q)
        b.data.activity.push({
          product: 'LinkedIn search',
          at: parseTime(column(row, 'Time')),
          title: q,
          source,
        });
    }
  },
  jobapplications(b, t, source) {
    for (const row of t.rows) {
      b.fact('emails', column(row, 'Contact Email'), source, { kind: 'job-application' });
      b.fact('phones', column(row, 'Contact Phone Number'), source, { kind: 'job-application' });
    }
  },
  // The 2020–2021 name of Job Applications.csv, with the same columns.
  jobsapplied(b, t, source) {
    FILES.jobapplications?.(b, t, source);
  },
  // The answers the user saved for job applications (2023+): a question asking for a phone number
  // or an e-mail address is answered with the user's own.
  jobapplicantsavedanswers(b, t, source) {
    for (const row of t.rows) {
      const question = column(row, 'Question') ?? '';
      const answer = column(row, 'Answer') ?? '';
      // "Do you have a phone?" "Yes" is no number: the answer must look like one.
      if (/phone|mobile|cell/i.test(question) && (answer.match(/\d/g)?.length ?? 0) >= 7)
        b.fact('phones', answer, source, { kind: 'job-application' });
      else if (/e-?mail/i.test(question) && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(answer.trim()))
        b.fact('emails', answer, source, { kind: 'job-application' });
    }
  },
  jobapplicantsavedscreeningquestionresponses(b, t, source) {
    FILES.jobapplicantsavedanswers?.(b, t, source);
  },
  jobseekerpreferences(b, t, source) {
    for (const row of t.rows) {
      b.fact('phones', column(row, 'Phone Number'), source, { kind: 'job-seeker' });
      b.fact('addresses', column(row, 'Commute Preference Starting Address'), source, {
        kind: 'commute-start',
      });
    }
  },
};

/**
 * The CSV files a handler reads, by the same loose name as FILES' keys ("Email Addresses.csv",
 * "Email_Addresses.csv"): any other CSV is listed as not read rather than counted as read.
 */
const CSV_FILE = new RegExp(
  `(?:^|/)(?:${Object.keys(FILES)
    .map((key) => [...key].join('[\\s_]*'))
    .join('|')})\\.csv$`,
  'i',
);

/**
 * The first cells of each LinkedIn file's header, as exported (2018 UTF-16 TSV files and 2020–2024
 * CSV files), by the file's loose name key (FILES' keys and the files no handler reads). From the
 * export's own files and the documented columns (export-formats.md §5).
 */
const HEADERS: Record<string, readonly string[]> = {
  profile: ['First Name,Last Name,Maiden Name,Address,Birth Date'],
  emailaddresses: ['Email Address,Confirmed,Primary'],
  phonenumbers: ['Extension,Number,Type'],
  registration: [
    'Registered At,Registration Ip',
    'Registration Date,Registration IP Address,Invited by (First Name)',
  ],
  logins: ['Login Date,IP Address,User Agent'],
  securitychallenges: ['Challenge Date,IP Address,User Agent'],
  positions: ['Company Name,Title,Description,Location,Started On'],
  education: ['School Name,Start Date,End Date'],
  shares: ['Date,ShareLink,ShareCommentary', 'Date,Share Title,Share Description,Share Link'],
  comments: ['Date,Link,Message'],
  verifications: ['First name,Middle name,Last name,Verification type'],
  richmedia: ['Date/Time,Media Description,Media Link', 'Type,Link'],
  whatsappphonenumbers: ['Number,Extension,Is_WhatsApp_Number'],
  connections: [
    'First Name,Last Name,Email Address,Company,Position,Connected On',
    'First Name,Last Name,URL,Email Address,Company,Position,Connected On',
  ],
  importedcontacts: ['First Name,Last Name,Companies,Title,Email Address,Phone Numbers'],
  contacts: ['Source,FirstName,LastName,Companies,Title,Emails,PhoneNumbers'],
  searchqueries: ['Time,Search Query'],
  jobapplications: [
    'Application Date,Contact Email,Contact Phone Number,Company Name,Job Title,Job Url',
    'Application Date,Contact Email,Contact Phone Number,Company,Job Title,Job Url',
  ],
  jobseekerpreferences: ['Locations,Industries,Company Employee Count,Preferred Job Types'],
  jobapplicantsavedanswers: ['Question,Answer'],
  jobapplicantsavedscreeningquestionresponses: ['Question,Answer'],
  // Files no handler reads, recognised so a lone one is listed as LinkedIn's and not read.
  messages: [
    'CONVERSATION ID,CONVERSATION TITLE,FROM,SENDER PROFILE URL',
    'From,To,Date,Subject,Content,Direction,Folder',
  ],
  invitations: ['From,To,Sent At,Message,Direction'],
  savedjobs: ['Saved Date,Job Url,Job Title,Company Name'],
  calendar: ['Owner,Source,LastSyncedAt'],
  certifications: ['Name,Url,Authority,Started On'],
  companyfollows: ['Organization,Followed On'],
  courses: ['Name,Number'],
  languages: ['Name,Proficiency'],
  learning: ['Content Title,Content Description,Content Type'],
  reactions: ['Date,Type,Link'],
  votes: ['Date,Link,OptionText'],
  skills: ['Name'],
  videos: ['Description,Link'],
  endorsementgiveninfo: ['Endorsement Date,Skill Name,Endorsee First Name'],
  endorsementreceivedinfo: ['Endorsement Date,Skill Name,Endorser First Name'],
  recommendationsgiven: ['First Name,Last Name,Company,Job Title,Text,Creation Date,Status'],
  receiptsv2: ['First Name,Last Name,Billing Country,Postal Code,Transaction Made At'],
};

/** A file's loose name key: "Email Addresses.csv", "Email_Addresses (1).csv" → "emailaddresses". */
const nameKey = (path: string) =>
  basename(withoutCopySuffix(path))
    .replace(/\.csv$/i, '')
    .replace(/[\s_]+/g, '')
    .toLowerCase();

/**
 * The first lines of a file's first bytes as comma-separated cells, one of which is its header: the
 * 2018 files' UTF-16 (read as bytes, so every other character is NUL) and quoted TAB-separated
 * cells made plain. The 2023+ Connections.csv opens with "Notes:" lines before its header.
 */
function headLines(head: string): string[] {
  return head
    .replaceAll(String.fromCharCode(0), '')
    .replace(/^[\uFEFF\uFFFD]+/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .slice(0, 4)
    .map((line) => line.replace(/"/g, '').replace(/\t/g, ','));
}

/**
 * The file key a header names: under the file's own name, its header must open with that name's
 * first three cells (LinkedIn adds and drops later columns between years: a 2018 Profile.csv has
 * "Created Date" and "Marital Status" among them); under any other name, only a whole header of
 * four cells or more, which no other export writes, decides. So a generic name (Comments.csv,
 * Calendar.csv, Skills.csv) is LinkedIn's by its header, never by the name alone, and a renamed
 * file (jobs_applied.csv) is still read.
 */
function keyOfHeader(head: string, path?: string): string | undefined {
  const lines = headLines(head);
  const starts = (header: string) =>
    lines.some((line) => line === header || line.startsWith(`${header},`));
  const opening = (header: string) => header.split(',').slice(0, 3).join(',');
  const own = path ? HEADERS[nameKey(path)] : undefined;
  if (own?.some((header) => starts(opening(header)))) return nameKey(path!);
  return Object.keys(HEADERS).find((key) =>
    HEADERS[key]!.some((header) => header.split(',').length >= 4 && starts(header)),
  );
}

const csvRoute: Route = {
  match: CSV_FILE,
  // A LinkedIn file under a name FILES lacks (renamed, or a name not seen), by its header.
  sniff: (head) => {
    const key = keyOfHeader(head);
    return key !== undefined && FILES[key] !== undefined;
  },
  async handle(entry, ctx) {
    const text = await readText(entry, ctx.read);
    const named = nameKey(entry.path);
    const key = FILES[named] ? named : keyOfHeader(text.slice(0, 2048), entry.path);
    const handler = key ? FILES[key] : undefined;
    if (!handler) return;
    let table: CsvTable;
    try {
      // Connections.csv (2023+) starts with a "Notes:" paragraph; the header is the line with these names.
      table = parseCsv(
        text,
        (cells) =>
          cells.length > 1 &&
          cells.some((c) => c.trim() !== '') &&
          !/^notes:/i.test(cells[0] ?? ''),
      );
    } catch (error) {
      throw new FileReadError(fileProblem(entry.path, 'malformed-csv', (error as Error).message));
    }
    if (table.header.length < 2 && table.rows.length === 0 && text.trim() !== '') {
      throw new FileReadError(fileProblem(entry.path, 'malformed-csv', 'no header row'));
    }
    if (/\t/.test(text.slice(0, 200))) ctx.builder.formatVersion('linkedin-2018');
    else ctx.builder.formatVersion('linkedin-2023');
    // Headers are English in every export seen; one in another script or with another language's
    // letters has columns Footprint cannot match: say so rather than drop the file's facts.
    const language = languageOf(table.header.join(' '));
    if (language)
      ctx.builder.unread(
        entry.path,
        entry.size,
        'partly-read',
        `This export is in a language Footprint cannot read yet: ${language}. Its column names were not recognised, so facts in this file may be missing.`,
      );
    handler(ctx.builder, table, entry.path);
  },
};

export const linkedinImporter: PlatformImporter = {
  platform: 'linkedin',
  markers: [
    // Names only LinkedIn gives its files (one lone file is enough). Names that are common words
    // (Profile, Connections, Comments, Calendar, Skills…) are not markers: such a file is
    // LinkedIn's by its header (sniff).
    /(?:^|\/)(?:Email Addresses|PhoneNumbers|Phone Numbers|Security Challenges|Ad_Targeting|Ad Targeting|SearchQueries|Search Queries|Endorsement_Received_Info|Rich Media|Profile Summary)\.csv$/,
    /(?:^|\/)(?:Account Status History|Causes You Care About|Company Follows|Endorsement_Given_Info|Hashtag_Follows|Imported Contacts|Inferences_about_you|Job Applicant Saved Answers|Job Applicant Saved Screening Question Responses|Job Applications|Job Seeker Preferences|Member_Follows|Member Hashtags|Private_identity_asset|Receipts_v2|Recommendations_Given|Recommendations_Received|Rich_Media|SavedJobAlerts|Saved_Items|Services Marketplace|Whatsapp Phone Numbers|Ads Clicked|Member Follows|Endorsement Received Info)\.csv$/,
    /(?:^|\/)(?:Basic|Complete)_LinkedInDataExport_[^/]*\//,
  ],
  sniff: (head, path) => /\.csv$/i.test(path) && keyOfHeader(head, path) !== undefined,
  routes: [csvRoute],
  finish(ctx) {
    // A 2018 export mixes UTF-16 TSV and UTF-8 CSV files: it is one 2018 export, not two vintages.
    const versions = ctx.builder.data.formatVersions;
    if (versions.includes('linkedin-2018')) versions.splice(0, versions.length, 'linkedin-2018');
  },
};
