// The Redaction Helper's image check as React state: runs 'image.check' in the analysis worker,
// names the stage while it runs (with "first time" model loads), keeps what the user wants done
// with each region (blur, black out, leave visible; all blurred to start with), and makes the
// safe copy on request.
// Invariant: the photo's bytes go only to the analysis worker on this device; a newer check
// always wins over an older one still running.
import { useCallback, useRef, useState } from 'react';
import { runAnalysis } from '../analysis/api.ts';
import { IMAGE_INPUT_MESSAGES, IMAGE_MAX_BYTES } from '../analysis/image/messages.ts';
import type { ImageCheckResult } from '../analysis/image/types.ts';
import {
  initialChoices,
  redactionsFor,
  toggledChoice,
  type RegionChoice,
} from '../analysis/image/regionChoices.ts';

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
  heic: 'image/heic',
  avif: 'image/avif',
};

export function safeCopyName(original: string, format: string): string {
  const base = original.replace(/\.[^.]+$/, '') || 'photo';
  const extension = format === 'jpeg' ? 'jpg' : format;
  return `${base}-safe.${extension}`;
}

export function useImageCheck() {
  const [state, setState] = useState<ImageCheckState>({ status: 'idle' });
  const [choices, setChoices] = useState<Record<string, RegionChoice>>({});
  const latest = useRef(0);
  const bytesRef = useRef<{ bytes: Uint8Array; name: string } | null>(null);

  /** Resolves when this check has finished (or was overtaken); failures land in `state`. */
  const check = useCallback(async (file: File): Promise<void> => {
    const run = ++latest.current;
    // The engine refuses it too; saying so here spares reading a huge file into the tab first.
    if (file.size > IMAGE_MAX_BYTES) {
      bytesRef.current = null;
      setState({ status: 'failed', message: IMAGE_INPUT_MESSAGES['too-large'] });
      return;
    }
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
      setChoices(initialChoices(result.regions));
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
    setChoices({});
    setState({ status: 'idle' });
  }, []);

  const toggleRegion = useCallback((id: string) => {
    setChoices((current) => ({ ...current, [id]: toggledChoice(current[id]) }));
  }, []);

  const chooseForRegion = useCallback((id: string, choice: RegionChoice) => {
    setChoices((current) => ({ ...current, [id]: choice }));
  }, []);

  const makeSafeCopy = useCallback(async (): Promise<SafeCopyFile> => {
    const source = bytesRef.current;
    if (!source || state.status !== 'done') throw new Error('Check an image first.');
    const redactions = redactionsFor(state.result.regions, choices);
    const copy = await runAnalysis('image.safeCopy', { bytes: source.bytes, redactions });
    return {
      blob: new Blob([copy.bytes as BlobPart], {
        type: MIME_OF_FORMAT[copy.format] ?? 'application/octet-stream',
      }),
      fileName: safeCopyName(source.name, copy.format),
      reencoded: copy.reencoded,
    };
  }, [choices, state]);

  return { state, choices, check, reset, toggleRegion, chooseForRegion, makeSafeCopy };
}
