// The redacted copy as a view draws it: plain text between the engine's changes, and each change
// with what it replaced, so the person sees every edit and can undo one. Offsets count Unicode
// code points, as the engine's result does.
// Invariant: the pieces' `shown` texts joined give the copy with the undone changes put back.
import type { RedactedCopyChange } from '../../analysis/text/types.ts';

export type CopyPiece =
  | { kind: 'text'; shown: string }
  | {
      kind: 'change';
      index: number;
      original: string;
      replacement: string;
      removal: boolean;
      undone: boolean;
      shown: string;
    };

export function redactedCopyPieces(
  text: string,
  changes: RedactedCopyChange[],
  undone: ReadonlySet<number>,
): CopyPiece[] {
  const points = Array.from(text);
  const pieces: CopyPiece[] = [];
  let cursor = 0;
  changes.forEach((change, index) => {
    if (change.start < cursor) return;
    if (change.start > cursor)
      pieces.push({ kind: 'text', shown: points.slice(cursor, change.start).join('') });
    const original = points.slice(change.start, change.end).join('');
    const isUndone = undone.has(index);
    pieces.push({
      kind: 'change',
      index,
      original,
      replacement: change.replacement,
      removal: change.kind === 'removed',
      undone: isUndone,
      shown: isUndone ? original : change.replacement,
    });
    cursor = change.end;
  });
  if (cursor < points.length) pieces.push({ kind: 'text', shown: points.slice(cursor).join('') });
  return pieces;
}

export function copyOf(pieces: CopyPiece[]): string {
  return pieces.map((piece) => piece.shown).join('');
}
