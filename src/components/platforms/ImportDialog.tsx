// The "Connect" dialog of one platform: how to request its data export (with the platform's real
// request page and the format to pick), then the .zip file(s) or the unpacked folder, by picker or
// by drag and drop. Invariant: the files are only handed to `onImport`; nothing is uploaded.
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import type { PickedFile } from '../../flows/importFlow.ts';
import type { PlatformInfo } from '../../shared/platforms.ts';
import { Icon } from '../Icon.tsx';
import { Modal } from '../Modal.tsx';
import { EXPORT_GUIDES } from './exportGuides.ts';
import { formatBytes } from './importSummary.ts';

interface ImportDialogProps {
  platform: PlatformInfo;
  /** Why the previous attempt failed, shown so a retry starts from the reason. */
  previousFailure?: string | null;
  /** The platform is connected: a newer export replaces its data once it has been imported. */
  replacing?: boolean;
  onImport: (files: PickedFile[]) => void;
  onClose: () => void;
}

interface Picked {
  files: PickedFile[];
  label: string;
  bytes: number;
}

function describe(files: PickedFile[]): Picked {
  const bytes = files.reduce((sum, f) => sum + f.blob.size, 0);
  const folder = files[0]?.relativePath?.split('/')[0];
  const label =
    folder && files.length > 1
      ? `folder “${folder}” (${files.length} files)`
      : files.length === 1
        ? `“${files[0]?.name}”`
        : `${files.length} files`;
  return { files, label, bytes };
}

function fromInput(list: FileList | null): PickedFile[] {
  return Array.from(list ?? []).map((file) => ({
    blob: file,
    name: file.name,
    ...(file.webkitRelativePath ? { relativePath: file.webkitRelativePath } : {}),
  }));
}

/** Reads a dropped folder's files with their paths (Chromium, Firefox and Safari all have entries). */
async function readEntry(entry: FileSystemEntry, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) =>
      (entry as FileSystemFileEntry).file(resolve, reject),
    );
    const path = entry.fullPath.replace(/^\/+/, '');
    out.push({
      blob: file,
      name: file.name,
      ...(path.includes('/') ? { relativePath: path } : {}),
    });
    return;
  }
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches (100 in Chromium) until it returns an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) =>
      reader.readEntries(resolve, reject),
    );
    if (batch.length === 0) break;
    for (const child of batch) await readEntry(child, out);
  }
}

async function fromDrop(event: DragEvent<HTMLElement>): Promise<PickedFile[]> {
  const entries = Array.from(event.dataTransfer.items)
    .map((item) => item.webkitGetAsEntry?.())
    .filter((entry): entry is FileSystemEntry => entry != null);
  if (entries.length === 0) return fromInput(event.dataTransfer.files);
  const out: PickedFile[] = [];
  for (const entry of entries) await readEntry(entry, out);
  return out;
}

export function ImportDialog({
  platform,
  previousFailure,
  replacing,
  onImport,
  onClose,
}: ImportDialogProps) {
  const guide = EXPORT_GUIDES[platform.id];
  const [picked, setPicked] = useState<Picked | null>(null);
  const [dragging, setDragging] = useState(false);
  const [dropError, setDropError] = useState<string | null>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const ids = useId();

  useEffect(() => {
    // Not a standard attribute, so React's types lack it; every current browser supports it.
    if (folderInput.current) folderInput.current.webkitdirectory = true;
  }, []);

  const choose = (files: PickedFile[]) => {
    setDropError(null);
    setPicked(files.length > 0 ? describe(files) : null);
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    fromDrop(event).then(choose, () =>
      setDropError('The dropped files could not be read. Use the buttons above instead.'),
    );
  };

  return (
    <Modal
      title={`${replacing ? 'Update' : 'Connect'} ${platform.name}`}
      onClose={onClose}
      footer={
        <div className="buttons">
          <button
            type="button"
            className="button is-primary"
            disabled={!picked}
            onClick={() => picked && onImport(picked.files)}
          >
            <Icon name="upload" /> Import
          </button>
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
        </div>
      }
    >
      <p className="mb-4">
        Footprint reads your {platform.name} data export on this device. The files and what is in
        them never leave it.
      </p>
      {replacing ? (
        <p className="mb-4">
          Your current {platform.name} data stays until the newer export has been imported.
        </p>
      ) : null}
      {previousFailure ? <p className="import-failure">Last attempt: {previousFailure}</p> : null}
      <h3 className="title is-6 mb-2">1. Request your export</h3>
      <ol className="import-steps">
        {guide.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="mt-2">
        <strong>Format:</strong> {guide.format}
      </p>
      <p className="mt-1 text-weak">{guide.wait}</p>
      <p className="mt-2 mb-4">
        <a href={platform.exportRequestUrl} target="_blank" rel="noopener noreferrer">
          Open {platform.name}’s export page <span className="is-sr-only">(opens a new tab)</span>
        </a>
      </p>

      <h3 className="title is-6 mb-2">2. Choose what you downloaded</h3>
      <div
        className={`import-drop ${dragging ? 'is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <div className="field">
          <label className="label" htmlFor={`${ids}-zip`}>
            The .zip file (several parts: choose them all)
          </label>
          <input
            id={`${ids}-zip`}
            className="input-file"
            type="file"
            accept=".zip,application/zip,.json,.js,.csv"
            multiple
            onChange={(event) => choose(fromInput(event.target.files))}
          />
        </div>
        <div className="field">
          <label className="label" htmlFor={`${ids}-folder`}>
            Or the folder you unpacked it into
          </label>
          <input
            id={`${ids}-folder`}
            ref={folderInput}
            className="input-file"
            type="file"
            multiple
            onChange={(event) => choose(fromInput(event.target.files))}
          />
        </div>
        <p className="text-weak is-size-7">…or drop the .zip or the folder here.</p>
      </div>
      <p className="mt-3" aria-live="polite">
        {picked ? `Chosen: ${picked.label}, ${formatBytes(picked.bytes)}.` : ''}
      </p>
      {dropError ? (
        <p className="text-danger" role="alert">
          {dropError}
        </p>
      ) : null}
    </Modal>
  );
}
