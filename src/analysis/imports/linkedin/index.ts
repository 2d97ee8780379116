// LinkedIn "Get a copy of your data": flat CSV files whose names, columns, encodings (UTF-8 or
// UTF-16LE with TABs, per file) and date formats changed between 2018 and 2024; Connections.csv may
// start with a "Notes:" preamble. Invariants: files are matched by name in both spellings; columns
// by any known name; two-factor status and connected apps are not exported (stay 'unknown'/empty).
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

const csvRoute: Route = {
  match: CSV_FILE,
  async handle(entry, ctx) {
    const key = basename(withoutCopySuffix(entry.path))
      .replace(/\.csv$/i, '')
      .replace(/[\s_]+/g, '')
      .toLowerCase();
    const handler = FILES[key];
    if (!handler) return;
    const text = await readText(entry, ctx.read);
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
    /(?:^|\/)(?:Profile|Registration|Logins|Connections|Positions|Education|Email Addresses|PhoneNumbers|Phone Numbers|Security Challenges|Ad_Targeting|Ad Targeting|SearchQueries|Search Queries|Invitations|Skills|Endorsement_Received_Info|Rich Media|Profile Summary)\.csv$/,
    // The export's other files, by the names LinkedIn gives them (one lone file is enough).
    /(?:^|\/)(?:Account Status History|Calendar|Causes You Care About|Certifications|Company Follows|Contacts|Courses|Endorsement_Given_Info|Hashtag_Follows|Honors|Imported Contacts|Inferences_about_you|Job Applicant Saved Answers|Job Applicant Saved Screening Question Responses|Job Applications|Job Seeker Preferences|Learning|Member_Follows|Member Hashtags|Organizations|Patents|Private_identity_asset|Projects|Publications|Reactions|Receipts(?:_v2)?|Recommendations_Given|Recommendations_Received|Rich_Media|SavedJobAlerts|Saved_Items|Services Marketplace|Shares|Test Scores|Verifications|Volunteering|Votes|Whatsapp Phone Numbers|Languages|Comments|Events|Ads Clicked|Member Follows|Endorsement Received Info)\.csv$/,
    /(?:^|\/)(?:Basic|Complete)_LinkedInDataExport_[^/]*\//,
  ],
  routes: [csvRoute],
  finish(ctx) {
    // A 2018 export mixes UTF-16 TSV and UTF-8 CSV files: it is one 2018 export, not two vintages.
    const versions = ctx.builder.data.formatVersions;
    if (versions.includes('linkedin-2018')) versions.splice(0, versions.length, 'linkedin-2018');
  },
};
