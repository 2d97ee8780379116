// Text the user published, and what the text engine found in it. Every rule that reads posts or
// bios goes through here so each text is checked once per scan. Invariant: offsets from the text
// engine count code points; excerpts are cut on code points too.
import type { ImportedDataset, Post } from '../../imports/dataset.ts';
import type { RuleContext, TextSpan } from '../types.ts';

export interface TextHit {
  post: Post;
  spans: TextSpan[];
}

/** Posts whose text carries one of `labels`, with the matching spans. null: no text engine. */
export function postsWith(
  d: ImportedDataset,
  ctx: RuleContext,
  labels: readonly string[],
  minConfidence = 0.5,
): TextHit[] | null {
  const hits: TextHit[] = [];
  for (const post of d.posts) {
    if (!post.text) continue;
    const spans = ctx.spans(post.text);
    if (spans === null) return null;
    const wanted = spans.filter((s) => labels.includes(s.label) && s.confidence >= minConfidence);
    if (wanted.length > 0) hits.push({ post, spans: wanted });
  }
  return hits;
}

/** The characters of a span, on code points. */
export function spanText(text: string, span: TextSpan): string {
  return [...text].slice(span.start, span.end).join('');
}

/** Public texts a profile shows: bios, headline, summary. */
export function profileTexts(d: ImportedDataset): { text: string; source: string }[] {
  return d.profile.bios
    .filter((b) => b.kind !== 'previous')
    .map((b) => ({ text: b.value, source: b.source }));
}
