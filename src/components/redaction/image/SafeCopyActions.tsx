// Safe-copy actions of the image check: make the copy (metadata removed, chosen regions blurred
// or blacked out), then download it or share it (Web Share API with files, where the browser
// offers it). The copy is made on the device; nothing is uploaded.
// Invariant: the object URL of a download is revoked after use, and Share is shown only where
// `navigator.canShare` accepts files.
import { useState } from 'react';
import type { SafeCopyFile } from '../../../hooks/useImageCheck.ts';

interface SafeCopyActionsProps {
  hiddenCount: number;
  makeSafeCopy: () => Promise<SafeCopyFile>;
  onError: (message: string) => void;
}

function canShareFiles(): boolean {
  try {
    const probe = new File([new Uint8Array(1)], 'probe.jpg', { type: 'image/jpeg' });
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [probe] });
  } catch {
    return false;
  }
}

export function SafeCopyActions({ hiddenCount, makeSafeCopy, onError }: SafeCopyActionsProps) {
  const [busy, setBusy] = useState(false);
  const shareable = canShareFiles();

  async function withCopy(action: (copy: SafeCopyFile) => Promise<void> | void) {
    setBusy(true);
    try {
      await action(await makeSafeCopy());
    } catch (error) {
      // The person closing the share sheet is not an error.
      if (!(error instanceof DOMException && error.name === 'AbortError'))
        onError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  const download = () =>
    withCopy((copy) => {
      const url = URL.createObjectURL(copy.blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = copy.fileName;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    });

  const share = () =>
    withCopy((copy) =>
      navigator.share({ files: [new File([copy.blob], copy.fileName, { type: copy.blob.type })] }),
    );

  return (
    <div className="safe-copy-actions mt-3">
      <p className="help">
        {hiddenCount === 0
          ? 'The safe copy removes the hidden details (location, camera, owner) without changing the picture.'
          : `The safe copy removes the hidden details (location, camera, owner) and hides ${hiddenCount} ${hiddenCount === 1 ? 'region' : 'regions'}.`}
      </p>
      <div className="buttons mt-2">
        <button
          type="button"
          className={`button is-primary${busy ? ' is-loading' : ''}`}
          disabled={busy}
          onClick={() => void download()}
        >
          Download Safe Copy
        </button>
        {shareable && (
          <button type="button" className="button" disabled={busy} onClick={() => void share()}>
            Share Safe Copy
          </button>
        )}
      </div>
    </div>
  );
}
