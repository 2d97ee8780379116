// Facebook HTML pages read by shape rather than by one year's markup: the label/value pairs of
// every layout seen (2010–2018 `<th>`/`<td>` rows and `<dt>`/`<dd>` lists, 2019–2021 `<th>`/`<td>`
// tables, 2022+ `_a6_q`/`_a6_r` cells or a label cell holding its value in a `<div>`, and
// label/value `<div>` siblings), and the addresses a page lists with the date beside them, where
// any page of any year puts them. Invariant: a pair's label is plain text (no cell or row inside
// it); what a label means is decided by the label table (htmlLabels.ts), never here.
import { decodeEntities, htmlToText } from '../text.ts';
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

const IPV4 = /(?<![\d.])(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)(?![\d.])/;
const IPV6_CANDIDATE = /(?<![\w:.])[0-9a-f]{0,4}(?::[0-9a-f]{0,4}){2,7}(?![\w:.])/gi;

/** An IPv6 address: eight groups, or fewer with one "::" (a clock time "12:55:00" is neither). */
function isIpv6(candidate: string): boolean {
  const groups = candidate.split(':');
  const gaps = candidate.split('::').length - 1;
  if (gaps > 1) return false;
  return gaps === 1 ? groups.length <= 8 && /[0-9a-f]/i.test(candidate) : groups.length === 8;
}

/** The IP address a piece of text holds (alone or after a label: "IP Address: …"), if any. */
export function ipIn(text: string): string | undefined {
  const v4 = text.match(IPV4)?.[0];
  if (v4) return v4;
  return [...text.matchAll(IPV6_CANDIDATE)].map((m) => m[0]).find(isIpv6);
}

export interface AddressSeen {
  ip: string;
  at: string | null;
  /** The text before the address, when it is not a date: the event's name ("Login"). */
  detail?: string;
}

/**
 * Each address a page lists, with the nearest date printed beside it (in the same text piece or
 * up to three pieces before or after, the closest first): a login record by its shape, whatever
 * the page's year, language or markup.
 */
export function addressesByShape(html: string): AddressSeen[] {
  const nodes = textNodes(html);
  const seen: AddressSeen[] = [];
  nodes.forEach((node, i) => {
    const ip = ipIn(node);
    if (!ip) return;
    let at = parseHtmlDate(node.replace(ip, ' '));
    for (let d = 1; d <= 3 && !at; d++) {
      at = parseHtmlDate(nodes[i - d] ?? '') ?? parseHtmlDate(nodes[i + d] ?? '');
    }
    // The event's name: the nearest text before the address that is neither a date nor a field
    // of its own ("IP Address", "Browser: …"), within the same record.
    let detail: string | undefined;
    for (let d = 1; d <= 3 && !detail; d++) {
      const before = nodes[i - d];
      if (before === undefined || ipIn(before)) break;
      if (/\bip\b|:/i.test(before) || parseHtmlDate(before) || before.length > 40) continue;
      detail = before;
    }
    seen.push({ ip, at, ...(detail ? { detail } : {}) });
  });
  return seen;
}
