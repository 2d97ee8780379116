// CSV as LinkedIn (and YouTube) write it: comma- or TAB-separated (sniffed per file), quoted fields
// with "" escapes and embedded newlines, CRLF or LF, and an optional preamble ("Notes:" and a blank
// line) before the header. Invariant: a row's values are keyed by the header's names; duplicate
// header names get a numeric suffix ("Schools", "Schools 2") so no value is silently dropped.

export interface CsvTable {
  header: string[];
  rows: Record<string, string>[];
}

export function parseCsvRecords(text: string, delimiter: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let inQuotes = false;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i] as string;
    if (inQuotes) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
        i++;
        continue;
      }
      field += c;
      i++;
      continue;
    }
    if (c === '"' && field.length === 0) {
      inQuotes = true;
      i++;
    } else if (c === delimiter) {
      record.push(field);
      field = '';
      i++;
    } else if (c === '\n' || c === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
    } else {
      field += c;
      i++;
    }
  }
  if (inQuotes) throw new SyntaxError('a quoted field is not closed before the end of the file');
  if (field.length > 0 || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/**
 * Parses a CSV table. `isHeader` recognises the header line (so a preamble before it is skipped);
 * without it the first non-empty line is the header.
 */
export function parseCsv(text: string, isHeader?: (cells: string[]) => boolean): CsvTable {
  const firstLine =
    text.split(/\r?\n/).find((line) => line.trim() !== '' && !/^notes:/i.test(line)) ?? '';
  const delimiter =
    (firstLine.match(/\t/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? '\t' : ',';
  const records = parseCsvRecords(text, delimiter);
  let headerIndex = records.findIndex((cells) =>
    isHeader ? isHeader(cells) : cells.some((c) => c.trim() !== ''),
  );
  if (headerIndex < 0) {
    // No recognisable header: a preamble-only or foreign file.
    headerIndex = records.findIndex((cells) => cells.length > 1);
    if (headerIndex < 0) return { header: [], rows: [] };
  }
  const seen = new Map<string, number>();
  const header = (records[headerIndex] as string[]).map((name) => {
    const clean = name.trim();
    const count = (seen.get(clean) ?? 0) + 1;
    seen.set(clean, count);
    return count === 1 ? clean : `${clean} ${count}`;
  });
  const rows: Record<string, string>[] = [];
  for (const cells of records.slice(headerIndex + 1)) {
    // LinkedIn writes rows of bare commas for empty entries.
    if (cells.every((c) => c.trim() === '')) continue;
    const row: Record<string, string> = {};
    header.forEach((name, index) => {
      row[name] = (cells[index] ?? '').trim();
    });
    rows.push(row);
  }
  return { header, rows };
}

/** First non-empty value among several column spellings (case-insensitive). */
export function column(row: Record<string, string>, ...names: string[]): string | undefined {
  for (const name of names) {
    const lower = name.toLowerCase();
    for (const key of Object.keys(row)) {
      if (key.toLowerCase() === lower && row[key]) return row[key];
    }
  }
  return undefined;
}
