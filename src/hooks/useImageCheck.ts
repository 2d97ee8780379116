// The Redaction Helper's image check as React state: runs 'image.check' in the analysis worker,
// names the stage while it runs (with "first time" model loads), keeps which regions the user
// wants hidden (all of them to start with), and makes the safe copy on request.
// Invariant: the photo's bytes go only to the analysis worker on this device; a newer check
// always wins over an older one still running.
import { useCallback, useRef, useState } from 'react';
import { runAnalysis } from '../analysis/api.ts';
import type { ImageCheckResult, RedactionStyle } from '../analysis/image/types.ts';

export type ImageCheckState =
  | { status: 'idle' }
  | { status: 'checking'; stage: string | null }
  | { status: 'done'; result: ImageCheckResult }
  | { status: 'failed'; message: string };

export interface SafeCopyFile {
  blob: Blob;
  fileName: string;
  reencoded: boolean;
}

const MIME_OF_FORMAT: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

export function safeCopyName(original: string, format: string): string {
  const base = original.replace(/\.[^.]+$/, '') || 'photo';
  const extension = format === 'jpeg' ? 'jpg' : format;
  return `${base}-safe.${extension}`;
}

export function useImageCheck() {
  const [state, setState] = useState<ImageCheckState>({ status: 'idle' });
  const [hidden, setHidden] = useState<Set<string>>(new Set());
  const latest = useRef(0);
  const bytesRef = useRef<{ bytes: Uint8Array; name: string } | null>(null);

  const check = useCallback(async (file: File) => {
    const run = ++latest.current;
    setState({ status: 'checking', stage: null });
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      bytesRef.current = { bytes, name: file.name };
      const result = await runAnalysis(
        'image.check',
        { bytes },
        {
          onProgress: ({ stage }) => {
            if (run === latest.current) setState({ status: 'checking', stage: stage ?? null });
          },
        },
      );
      if (run !== latest.current) return;
      setHidden(new Set(result.regions.map((region) => region.id)));
      setState({ status: 'done', result });
    } catch (error) {
      if (run === latest.current)
        setState({
          status: 'failed',
          message: error instanceof Error ? error.message : String(error),
        });
    }
  }, []);

  const reset = useCallback(() => {
    latest.current += 1;
    bytesRef.current = null;
    setHidden(new Set());
    setState({ status: 'idle' });
  }, []);

  const toggleRegion = useCallback((id: string) => {
    setHidden((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const makeSafeCopy = useCallback(
    async (style: RedactionStyle): Promise<SafeCopyFile> => {
      const source = bytesRef.current;
      if (!source || state.status !== 'done') throw new Error('Check an image first.');
      const redactions = state.result.regions
        .filter((region) => hidden.has(region.id))
        .map((region) => ({ box: region.box, style }));
      const copy = await runAnalysis('image.safeCopy', { bytes: source.bytes, redactions });
      return {
        blob: new Blob([copy.bytes as BlobPart], {
          type: MIME_OF_FORMAT[copy.format] ?? 'application/octet-stream',
        }),
        fileName: safeCopyName(source.name, copy.format),
        reencoded: copy.reencoded,
      };
    },
    [hidden, state],
  );

  return { state, hidden, check, reset, toggleRegion, makeSafeCopy };
}
