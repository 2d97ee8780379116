// Turns a fetched HTML page into the scrape formats (product-spec §9): markdown, html, links and
// metadata. One streaming pass with htmlparser2; script, style and other non-content elements
// never reach the markdown. Invariant: links and images come out as absolute http(s) URLs only
// (javascript: and data: links are dropped).
import { Parser } from 'htmlparser2';

export const SCRAPE_FORMATS = ['markdown', 'html', 'links', 'extract', 'metadata'] as const;
export type ScrapeFormat = (typeof SCRAPE_FORMATS)[number];

export interface PageMetadata {
  title: string | null;
  description: string | null;
  language: string | null;
  canonicalUrl: string | null;
  /** og:*, twitter:*, author, robots, … as found in <meta> tags. */
  meta: Record<string, string>;
}

export interface ScrapedPage {
  markdown: string;
  links: string[];
  metadata: PageMetadata;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'iframe', 'object', 'canvas', 'head']);
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'header', 'footer', 'main', 'nav', 'aside', 'ul', 'ol', 'li',
  'table', 'tr', 'blockquote', 'pre', 'figure', 'figcaption', 'form', 'dl', 'dt', 'dd', 'hr',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'address',
]);
const META_KEYS = /^(og:|twitter:|article:|profile:)|^(description|author|keywords|robots|generator)$/;

function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function scrapeHtml(html: string, pageUrl: string): ScrapedPage {
  let base = pageUrl;
  const out: string[] = [];
  const links = new Set<string>();
  const meta: Record<string, string> = {};
  let title = '';
  let inTitle = false;
  let language: string | null = null;
  let canonicalUrl: string | null = null;
  let skipDepth = 0;
  let preDepth = 0;
  const listStack: { ordered: boolean; index: number }[] = [];
  const anchorStack: (string | null)[] = [];
  const anchorStart: number[] = [];

  const newline = (count = 1) => {
    const tail = out.join('').slice(-2);
    const have = tail.endsWith('\n\n') ? 2 : tail.endsWith('\n') ? 1 : 0;
    if (out.length > 0) out.push('\n'.repeat(Math.max(0, count - have)));
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html' && attributes.lang) language = attributes.lang;
        if (name === 'base' && attributes.href) base = absolute(attributes.href, pageUrl) ?? base;
        if (name === 'title') inTitle = true;
        if (name === 'meta') {
          const key = (attributes.property ?? attributes.name ?? '').toLowerCase();
          if (key && META_KEYS.test(key) && attributes.content) meta[key] = attributes.content.trim();
        }
        if (name === 'link' && (attributes.rel ?? '').toLowerCase().split(/\s+/).includes('canonical')) {
          canonicalUrl = absolute(attributes.href, base);
        }
        if (SKIPPED.has(name)) {
          skipDepth += 1;
          return;
        }
        if (skipDepth > 0) return;
        if (BLOCKS.has(name)) newline(name === 'li' || name === 'tr' ? 1 : 2);
        if (/^h[1-6]$/.test(name)) out.push(`${'#'.repeat(Number(name[1]))} `);
        if (name === 'ul' || name === 'ol') listStack.push({ ordered: name === 'ol', index: 0 });
        if (name === 'li') {
          const list = listStack.at(-1);
          const depth = Math.max(0, listStack.length - 1);
          if (list) list.index += 1;
          out.push(`${'  '.repeat(depth)}${list?.ordered ? `${list.index}.` : '-'} `);
        }
        if (name === 'br') out.push('\n');
        if (name === 'hr') out.push('---');
        if (name === 'blockquote') out.push('> ');
        if (name === 'pre') {
          preDepth += 1;
          out.push('```\n');
        }
        if (name === 'code' && preDepth === 0) out.push('`');
        if (name === 'strong' || name === 'b') out.push('**');
        if (name === 'em' || name === 'i') out.push('_');
        if (name === 'a') {
          const href = absolute(attributes.href, base);
          if (href) links.add(href);
          anchorStack.push(href);
          anchorStart.push(out.length);
          if (href) out.push('[');
        }
        if (name === 'img') {
          const src = absolute(attributes.src, base);
          if (src) out.push(`![${(attributes.alt ?? '').replace(/[[\]]/g, '')}](${src})`);
        }
      },
      ontext(text) {
        if (inTitle) title += text;
        if (skipDepth > 0) return;
        if (preDepth > 0) out.push(text);
        else {
          const collapsed = text.replace(/\s+/g, ' ');
          const atLineStart = /(^|\n)$/.test(out.at(-1) ?? '\n') || /[#>-] $|\d\. $/.test(out.at(-1) ?? '');
          out.push(atLineStart ? collapsed.trimStart() : collapsed);
        }
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (SKIPPED.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1);
          return;
        }
        if (skipDepth > 0) return;
        if (name === 'a') {
          const href = anchorStack.pop();
          anchorStart.pop();
          if (href) out.push(`](${href})`);
        }
        if (name === 'strong' || name === 'b') out.push('**');
        if (name === 'em' || name === 'i') out.push('_');
        if (name === 'code' && preDepth === 0) out.push('`');
        if (name === 'pre') {
          preDepth = Math.max(0, preDepth - 1);
          out.push('\n```');
        }
        if (name === 'ul' || name === 'ol') listStack.pop();
        if (BLOCKS.has(name)) newline(name === 'li' || name === 'tr' ? 1 : 2);
        if (name === 'td' || name === 'th') out.push(' | ');
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const markdown = out
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\[\s*\]\([^)]*\)/g, '')
    .replace(/\*\*\s*\*\*/g, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return {
    markdown,
    links: [...links],
    metadata: {
      title: title.replace(/\s+/g, ' ').trim() || meta['og:title'] || null,
      description: meta.description ?? meta['og:description'] ?? null,
      language,
      canonicalUrl,
      meta,
    },
  };
}
