// Facebook HTML pages (and Instagram's, whose HTML option uses the same markup) read by shape
// rather than by one year's markup: the label/value pairs of
// every layout seen (2010–2018 `<th>`/`<td>` rows and `<dt>`/`<dd>` lists, 2019–2021 `<th>`/`<td>`
// tables, 2022+ `_a6_q`/`_a6_r` cells or a label cell holding its value in a `<div>`, and
// label/value `<div>` siblings), and the addresses a page lists with the date beside them, where
// any page of any year puts them; and a page's dated entries (posts, friends) by the boxes they sit
// in. Invariant: a pair's label is plain text (no cell or row inside
// it); what a label means is decided by the label table (htmlLabels.ts), never here.
import { decodeEntities, htmlToText } from '../text.ts';
import { ipIn } from '../ip.ts';
import { parseHtmlDate } from './htmlLabels.ts';

export interface LabelCell {
  /** The label as the page prints it, entities decoded and tags removed. */
  label: string;
  /** The value's HTML (lists kept, so each `<li>` can be read as one value). */
  cell: string;
}

const PAIR_SHAPES: readonly RegExp[] = [
  // <th>Label</th><td>…</td>, <td>Label</td><td>…</td>, <dt>Label</dt><dd>…</dd>
  /<(th|td|dt)\b[^>]*>((?:(?!<\/?(?:th|td|dt|dd|tr|table|div)\b)[\s\S])*?)<\/\1>\s*<(td|dd)\b[^>]*>([\s\S]*?)<\/\3>/gi,
  // <td class="_2pin _a6_q">Label<div><div>value</div></div></td>
  /<()td\b[^>]*>([^<>]+)<div\b[^>]*>((?:<div\b[^>]*>)?[\s\S]*?)<\/div>\s*(?:<\/div>\s*)?<\/td>/gi,
  // <div>Label</div><div>value</div>, the value holding no block of its own
  /<()div\b[^>]*>([^<>]+)<\/div>\s*<div\b[^>]*>((?:(?!<\/?div\b)[\s\S])*?)<\/div>/gi,
];

/** Every label/value pair of a page, in the order of the shapes above, page order within each. */
export function labelCells(html: string): LabelCell[] {
  const cells: LabelCell[] = [];
  for (const shape of PAIR_SHAPES) {
    for (const m of html.matchAll(shape)) {
      const label = htmlToText(m[2] ?? '').trim();
      const cell = m[4] ?? m[3] ?? '';
      if (label && label.length <= 60) cells.push({ label, cell });
    }
  }
  return cells;
}

/** The page's text pieces (between tags), entities decoded, empty ones left out. */
export function textNodes(html: string): string[] {
  const body = html.replace(/<(style|script|head)\b[\s\S]*?<\/\1>/gi, '');
  return [...body.matchAll(/>([^<>]+)</g)]
    .map((m) => decodeEntities(m[1] ?? '').trim())
    .filter(Boolean);
}

export interface AddressSeen {
  ip: string;
  at: string | null;
  /** The text before the address, when it is not a date: the event's name ("Login"). */
  detail?: string;
  /** The first text of the address's own record (a session's "Facebook for Android - Pixel 8"). */
  heading?: string;
}

/**
 * Each address a page lists, with its record's date: the date inside the smallest element around
 * the address that holds a date and no other address (a 2024+ `<section>` whose footer follows the
 * address, a row, a list item); where no such element holds one, the nearest date printed beside
 * it (in the same text piece or up to three pieces before or after, the closest first). A login
 * record by its shape, whatever the page's year, language or markup.
 */
export function addressesByShape(html: string): AddressSeen[] {
  const nodes = pieces(html).pieces.filter((p): p is Piece & { text: string } => !!p.text);
  const texts = nodes.map((n) => n.text);
  const ips = texts.map(ipIn);
  const addressesIn = new Map<number, number>();
  const datesIn = new Map<number, number[]>();
  /** The first text piece inside each element. */
  const firstIn = new Map<number, number>();
  nodes.forEach((node, i) => {
    const address = ips[i] !== undefined;
    const date = !address && isDateText(node.text);
    for (const id of node.path) {
      if (!firstIn.has(id)) firstIn.set(id, i);
      if (address) addressesIn.set(id, (addressesIn.get(id) ?? 0) + 1);
      if (date) {
        const dates = datesIn.get(id);
        if (dates) dates.push(i);
        else datesIn.set(id, [i]);
      }
    }
  });
  /**
   * The record's own date (in the innermost element around the address that holds one) and first
   * text (of the outermost element holding no other address: a box's heading sits beside its
   * table); never from an element shared with another address.
   */
  const record = (i: number): { at: string | null; heading?: string } => {
    const path = nodes[i]!.path;
    let at: string | null = null;
    let outermost: number | undefined;
    for (let j = path.length - 1; j >= 0; j--) {
      const id = path[j]!;
      if ((addressesIn.get(id) ?? 0) > 1) break;
      outermost = id;
      const dates = datesIn.get(id);
      if (dates && at === null) {
        const nearest = dates.reduce((a, b) => (Math.abs(b - i) < Math.abs(a - i) ? b : a));
        at = parseHtmlDate(texts[nearest]!);
      }
    }
    const heading = outermost === undefined ? undefined : texts[firstIn.get(outermost) ?? i];
    return { at, ...(heading ? { heading } : {}) };
  };
  const seen: AddressSeen[] = [];
  texts.forEach((node, i) => {
    const ip = ips[i];
    if (!ip) return;
    const own = record(i);
    let at = parseHtmlDate(node.replace(ip, ' ')) ?? own.at;
    for (let d = 1; d <= 3 && !at; d++) {
      at = parseHtmlDate(texts[i - d] ?? '') ?? parseHtmlDate(texts[i + d] ?? '');
    }
    // The event's name: the nearest text before the address that is neither a date nor a field
    // of its own ("IP Address", "Browser: …"), within the same record.
    let detail: string | undefined;
    for (let d = 1; d <= 3 && !detail; d++) {
      const before = texts[i - d];
      if (before === undefined || ips[i - d]) break;
      if (/\bip\b|:/i.test(before) || parseHtmlDate(before) || before.length > 40) continue;
      detail = before;
    }
    seen.push({
      ip,
      at,
      ...(detail ? { detail } : {}),
      ...(own.heading ? { heading: own.heading } : {}),
    });
  });
  return seen;
}

/** One dated entry of a page: a post, a comment, a friend, an account event. */
export interface HtmlEntry {
  at: string | null;
  /** The entry's heading ("Alex updated his status.", a friend's name), when it has one. */
  title?: string;
  /** Text written deeper than the date: the entry's own content. */
  texts: string[];
  /** Local media the entry shows (img/video sources). */
  media: string[];
  /** Web links the entry holds, the date's own permalink left out. */
  links: string[];
}

interface Piece {
  /** Ids of the open elements around the piece, outermost first. */
  path: number[];
  text?: string;
  media?: string;
  link?: string;
  /** The id of the link element a text sits in, so the date's permalink can be left out. */
  inLink?: number;
}

const VOID_TAGS = new Set(['img', 'br', 'hr', 'meta', 'link', 'input', 'source', 'wbr', 'area']);

/** The page as text, media and link pieces, each with the elements it sits in. */
function pieces(html: string): { pieces: Piece[]; main: Set<number> } {
  const body = html.replace(/<(style|script|head)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/gi, '');
  const stack: { id: number; tag: string }[] = [];
  const out: Piece[] = [];
  const main = new Set<number>();
  let next = 0;
  let link: number | undefined;
  for (const m of body.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|([^<]+)/g)) {
    const path = () => stack.map((e) => e.id);
    if (m[4] !== undefined) {
      const text = decodeEntities(m[4]).trim();
      if (text) out.push({ path: path(), text, ...(link !== undefined ? { inLink: link } : {}) });
      continue;
    }
    const tag = (m[2] ?? '').toLowerCase();
    const attrs = m[3] ?? '';
    if (m[1]) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at >= 0) stack.length = at;
      if (tag === 'a') link = undefined;
      continue;
    }
    const src = attrs.match(/\bsrc="([^"]+)"/)?.[1];
    if (
      (tag === 'img' || tag === 'video' || tag === 'source') &&
      src &&
      !/^(?:https?:|data:)/.test(src)
    )
      out.push({ path: path(), media: decodeEntities(src) });
    if (VOID_TAGS.has(tag) || attrs.endsWith('/')) continue;
    const id = next++;
    if (tag === 'main' || /\brole="main"/.test(attrs)) main.add(id);
    stack.push({ id, tag });
    if (tag === 'a') {
      link = id;
      const href = attrs.match(/\bhref="(https?:[^"]+)"/)?.[1];
      if (href) out.push({ path: path(), link: decodeEntities(href) });
    }
  }
  return { pieces: out, main };
}

const isDateText = (text: string) =>
  text.length <= 60 && !ipIn(text) && parseHtmlDate(text) !== null;

/** A time of day ("8:12:37pm", "19:15"): Facebook writes one in every entry's own stamp. */
const hasClock = (text: string) => /\d{1,2}:\d{2}/.test(text);

/**
 * The dates that stamp entries. Facebook stamps every post, comment and event with a time of day,
 * so when some dates on a page carry one, those without (a life event's "15 June 2005", a date
 * written in a post) are the entries' content, not entries of their own.
 */
function entryStamps(dates: readonly Piece[]): readonly Piece[] {
  const stamped = dates.filter((d) => hasClock(d.text ?? ''));
  return stamped.length > 0 ? stamped : dates;
}

/**
 * The dated entries a page lists (posts, comments, friends, account events), by shape: the page's
 * blocks are the children of the element holding every date (or of its main element, when only one
 * date is there), and a block with a date is one entry. Within an entry, a text no deeper than the
 * date is its heading, deeper texts its content (a date without a time of day beside stamps that have
 * one is content too): so the 2019–2021 `_2lel`/`_2let`/`_2lem` boxes,
 * the 2022 `_a6-h`/`_a6-p`/`_a6-o` boxes and the 2024+ `<section>`/`<h2>`/`<footer>` ones all read
 * alike, whatever their class names.
 */
export function entriesByShape(html: string): HtmlEntry[] {
  const { pieces: all, main } = pieces(html);
  const dates = entryStamps(all.filter((p) => p.text !== undefined && isDateText(p.text)));
  if (dates.length === 0) return [];
  const stamps = new Set(dates);
  let level = 0;
  const first = dates[0]!.path;
  while (level < first.length && dates.every((d) => d.path[level] === first[level])) level++;
  // One date: its block is the main element's child (or the page's outermost element's child).
  if (dates.length === 1) {
    const inMain = first.findIndex((id) => main.has(id));
    level = inMain >= 0 ? inMain + 1 : Math.min(1, first.length);
  }
  const blocks = new Map<number, Piece[]>();
  for (const piece of all) {
    const block = piece.path[level];
    if (block === undefined) continue;
    const pieces = blocks.get(block);
    if (pieces) pieces.push(piece);
    else blocks.set(block, [piece]);
  }
  const entries: HtmlEntry[] = [];
  for (const block of blocks.values()) {
    // The box's own date closes it: a date written in the post above it is the post's text.
    const date = block.findLast((p) => stamps.has(p));
    if (!date) continue;
    const depth = date.path.length;
    const entry: HtmlEntry = {
      at: parseHtmlDate(date.text ?? ''),
      texts: [],
      media: [],
      links: [],
    };
    for (const piece of block) {
      if (piece === date) continue;
      if (piece.media) entry.media.push(piece.media);
      else if (piece.link && piece.path.at(-1) !== date.inLink) entry.links.push(piece.link);
      else if (piece.text !== undefined) {
        if (piece.path.length > depth) entry.texts.push(piece.text);
        else if (entry.title === undefined && entry.texts.length === 0) entry.title = piece.text;
      }
    }
    entries.push(entry);
  }
  return entries;
}
