// The Redaction Helper (product-spec §2): a modal to check a post's text and image before
// publishing. Text runs through the on-device text engine and the image through the image engine
// (metadata, faces, text in the picture, barcodes), both in the analysis worker, so it works
// offline and neither the draft nor the photo leaves the device. Both kinds of warnings sit in
// one list; the image's regions are shown as boxes over the preview, each blurred, blacked out or
// left visible in the safe copy the person downloads or shares.
// Invariants: labels and messages are the spec's, verbatim; a refused image shows the engine's
// message and leaves the text, the modal and the next image working.
import { useEffect, useRef, useState } from 'react';
import { runAnalysis } from '../../analysis/api.ts';
import type {
  RedactedCopyChange,
  RedactionWarning as TextWarning,
  TextSpan,
} from '../../analysis/text/types.ts';
import type { RedactionWarning as ImageWarning } from '../../analysis/image/types.ts';
import { useImageCheck, type ImageCheckState } from '../../hooks/useImageCheck.ts';
import { Icon, type IconName } from '../Icon.tsx';
import { Modal } from '../Modal.tsx';
import { highlightPieces } from './highlight.ts';
import { copyOf, redactedCopyPieces, type CopyPiece } from './redactedCopyPieces.ts';
import { ImageRegionsPreview } from './image/ImageRegionsPreview.tsx';
import { SafeCopyActions } from './image/SafeCopyActions.tsx';
import { stageLabel } from './image/imageCheckText.ts';

interface RedactionHelperModalProps {
  open: boolean;
  onClose: () => void;
  /** A draft and a photo shared into the app, to start from (read when the modal mounts). */
  shared?: { text: string; image: File | null };
}

/** What the warning list shows of a text or an image warning. */
type ShownWarning = Pick<TextWarning, 'type' | 'severity' | 'text' | 'suggestion' | 'source'>;

interface TextResult {
  text: string;
  spans: TextSpan[];
  redacted: string;
  changes: RedactedCopyChange[];
  warnings: TextWarning[];
}

const TYPE_ICONS: Record<ShownWarning['type'], IconName> = {
  location: 'location',
  personal: 'user',
  identity: 'id',
  metadata: 'eye',
};
const SEVERITY_CLASSES: Record<ShownWarning['severity'], string> = {
  high: 'is-danger',
  medium: 'is-warning',
  low: 'is-info',
};
const SEVERITY_ORDER: Record<ShownWarning['severity'], number> = { high: 0, medium: 1, low: 2 };

function imageWarningsOf(state: ImageCheckState): ImageWarning[] {
  return state.status === 'done' ? state.result.warnings : [];
}

export function RedactionHelperModal({ open, onClose, shared }: RedactionHelperModalProps) {
  const [text, setText] = useState(shared?.text ?? '');
  const [image, setImage] = useState<File | null>(shared?.image ?? null);
  const [preview, setPreview] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [textResult, setTextResult] = useState<TextResult | null>(null);
  const [checkedImage, setCheckedImage] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  // Changes of the redacted copy the person put back, and their own edits of the copy (null
  // until they type in it; undoing a change rebuilds the copy from the engine's changes).
  const [undone, setUndone] = useState<ReadonlySet<number>>(new Set());
  const [editedCopy, setEditedCopy] = useState<string | null>(null);
  const results = useRef<HTMLDivElement>(null);
  const imageCheck = useImageCheck();
  const { reset: resetImageCheck } = imageCheck;
  useEffect(() => {
    if (!image) return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  // After a check, the results (warnings first) come into view and take focus, so a keyboard or
  // screen-reader user lands on them and a phone user does not have to scroll to find them.
  useEffect(() => {
    if (!textResult || !results.current) return;
    results.current.focus({ preventScroll: true });
    results.current.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [textResult]);

  if (!open) return null;

  const canAnalyze = (text.trim() !== '' || image !== null) && !analyzing;

  const analyze = async () => {
    if (!canAnalyze) return;
    setAnalyzing(true);
    setError(null);
    setCopied(false);
    try {
      // Text and image are checked side by side; an image refusal lands in the image check's
      // state and does not stop the text's result.
      const [checked] = await Promise.all([
        text.trim()
          ? runAnalysis('text.check', { text })
          : Promise.resolve({ spans: [], warnings: [], redacted: text, changes: [] }),
        image ? imageCheck.check(image) : Promise.resolve(),
      ]);
      setUndone(new Set());
      setEditedCopy(null);
      setTextResult({ text, ...checked });
      setCheckedImage(image !== null);
    } catch (failure) {
      setError(
        `The check could not run: ${failure instanceof Error ? failure.message : String(failure)}. Your text is still here; try again.`,
      );
    } finally {
      setAnalyzing(false);
    }
  };

  const copyPieces = textResult
    ? redactedCopyPieces(textResult.text, textResult.changes, undone)
    : [];
  const copyText = editedCopy ?? copyOf(copyPieces);

  const toggleChange = (index: number) => {
    const next = new Set(undone);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setUndone(next);
    setEditedCopy(null);
    setCopied(false);
  };

  const copyRedacted = async () => {
    if (!textResult) return;
    try {
      await navigator.clipboard.writeText(copyText);
      setCopied(true);
    } catch {
      setError('Copying was blocked by the browser; select the redacted text and copy it by hand.');
    }
  };

  const chooseImage = (file: File | null) => {
    resetImageCheck();
    setCheckedImage(false);
    setImage(file);
  };

  const removeImage = () => {
    chooseImage(null);
    setPreview(null);
  };

  const imageState = imageCheck.state;
  const warnings: ShownWarning[] = [
    ...(textResult?.warnings ?? []),
    ...(checkedImage ? imageWarningsOf(imageState) : []),
  ].sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const hiddenCount =
    imageState.status === 'done'
      ? imageState.result.regions.filter((r) => (imageCheck.choices[r.id] ?? 'keep') !== 'keep')
          .length
      : 0;

  // The shell every dialog has (Modal): labelled by its title, focus on the post's text (the
  // body's first control), Tab kept inside, Escape and the backdrop close it.
  return (
    <Modal title="Redaction Helper" onClose={onClose} className="redaction-modal">
      <div className="field">
        <label className="label" htmlFor="redaction-text">
          Post Content
        </label>
        <div className="control">
          <textarea
            id="redaction-text"
            className="textarea"
            placeholder="Paste the text you want to analyze..."
            value={text}
            rows={5}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      </div>
      <div className="field">
        <label className="label" htmlFor="redaction-image">
          Image (optional)
        </label>
        {preview && image ? (
          <div className="redaction-preview">
            {imageState.status === 'done' && checkedImage ? (
              <ImageRegionsPreview
                previewUrl={preview}
                result={imageState.result}
                choices={imageCheck.choices}
                onToggle={imageCheck.toggleRegion}
                onChoose={imageCheck.chooseForRegion}
              />
            ) : (
              <img
                src={preview}
                alt="Selected image preview"
                style={{ display: 'block', maxHeight: '12rem' }}
              />
            )}
            <button type="button" className="button is-small mt-2" onClick={removeImage}>
              Remove Image
            </button>
          </div>
        ) : (
          <input
            id="redaction-image"
            className="input"
            type="file"
            accept="image/*,.heic,.heif"
            onChange={(event) => chooseImage(event.target.files?.[0] ?? null)}
          />
        )}
      </div>
      <button
        type="button"
        className="button is-link"
        disabled={!canAnalyze}
        onClick={() => void analyze()}
      >
        <Icon name="scan" />
        <span>{analyzing ? 'Analyzing Content...' : 'Analyze for Risks'}</span>
      </button>
      {imageState.status === 'checking' ? (
        <div className="mt-3" role="status">
          <p className="help">{stageLabel(imageState.stage)}</p>
          <progress className="progress is-small is-link" max={100} aria-label="Image check" />
        </div>
      ) : null}
      {imageState.status === 'failed' ? (
        <p className="notification is-danger is-light mt-3" role="alert">
          This image could not be checked: {imageState.message}
        </p>
      ) : null}
      {error ? (
        <p className="notification is-danger is-light mt-3" role="alert">
          {error}
        </p>
      ) : null}
      {textResult ? (
        <RedactionResults
          containerRef={results}
          copyPieces={copyPieces}
          copyText={copyText}
          onToggleChange={toggleChange}
          onEditCopy={(value) => {
            setEditedCopy(value);
            setCopied(false);
          }}
          result={textResult}
          warnings={warnings}
          imageChecked={checkedImage && imageState.status === 'done'}
          copied={copied}
          onCopy={copyRedacted}
        />
      ) : null}
      {checkedImage && imageState.status === 'done' ? (
        <div className="mt-4">
          {imageState.result.skipped.map((skip) => (
            <p key={skip.stage} className="help">
              Not checked: {skip.reason}
            </p>
          ))}
          <h4 className="title is-6">Safe copy of the image</h4>
          {imageState.result.format === 'heic' || imageState.result.format === 'avif' ? (
            <p className="help">
              This copy keeps the picture as it is and removes its location, date and camera
              details. Faces and text in a HEIC or AVIF photo cannot be hidden here; to hide them,
              export the photo as JPEG first.
            </p>
          ) : null}
          <SafeCopyActions
            hiddenCount={hiddenCount}
            makeSafeCopy={imageCheck.makeSafeCopy}
            onError={(message) => setError(`The safe copy could not be made: ${message}`)}
          />
        </div>
      ) : null}
    </Modal>
  );
}

function RedactionResults({
  containerRef,
  copyPieces,
  copyText,
  onToggleChange,
  onEditCopy,
  result,
  warnings,
  imageChecked,
  copied,
  onCopy,
}: {
  containerRef: React.RefObject<HTMLDivElement | null>;
  copyPieces: CopyPiece[];
  copyText: string;
  onToggleChange: (index: number) => void;
  onEditCopy: (value: string) => void;
  result: TextResult;
  warnings: ShownWarning[];
  imageChecked: boolean;
  copied: boolean;
  onCopy: () => Promise<void>;
}) {
  return (
    <div
      ref={containerRef}
      className="redaction-results mt-4"
      aria-live="polite"
      tabIndex={-1}
      aria-label="Check results"
    >
      {warnings.length > 0 ? (
        <>
          <h3 className="title is-5">
            Privacy Risks Detected{' '}
            <span className="tag is-danger is-rounded">{warnings.length}</span>
          </h3>
          <ul className="redaction-warnings">
            {warnings.map((warning, index) => (
              <li key={index} className="box redaction-warning">
                <div className="is-flex is-align-items-center mb-2" style={{ gap: '0.5rem' }}>
                  <Icon name={TYPE_ICONS[warning.type]} label={`${warning.type} risk`} />
                  <span className={`tag ${SEVERITY_CLASSES[warning.severity]}`}>
                    {warning.severity}
                  </span>
                  <span className="tag is-light">
                    {warning.source === 'image' ? 'Image' : 'Text'}
                  </span>
                </div>
                <p>{warning.text}</p>
                <p className="mt-1">
                  <strong>Suggestion</strong>: {warning.suggestion}
                </p>
              </li>
            ))}
          </ul>
          {result.spans.length > 0 ? (
            <>
              <h4 className="title is-6 mt-4">Found in your text</h4>
              <p className="redaction-highlighted" data-testid="highlighted-text">
                {highlightPieces(result.text, result.spans).map((piece, index) =>
                  piece.label ? (
                    <mark key={index} title={piece.label}>
                      {piece.text}
                    </mark>
                  ) : (
                    <span key={index}>{piece.text}</span>
                  ),
                )}
              </p>
              <h4 className="title is-6 mt-4">Changes made to your text</h4>
              {result.changes.length > 0 ? (
                <>
                  <p className="help mb-2">
                    Each change is marked. Select one to undo it and put your words back; select it
                    again to redo it.
                  </p>
                  <p className="redacted-copy-marked" data-testid="redacted-copy-marked">
                    {copyPieces.map((piece, index) =>
                      piece.kind === 'text' ? (
                        <span key={index}>{piece.shown}</span>
                      ) : (
                        <CopyChangeButton key={index} piece={piece} onToggle={onToggleChange} />
                      ),
                    )}
                  </p>
                </>
              ) : (
                <p className="help">Nothing needed changing in your text.</p>
              )}
              <h4 className="title is-6 mt-4">
                <label htmlFor="redacted-text">Redacted version</label>
              </h4>
              <textarea
                id="redacted-text"
                className="textarea"
                value={copyText}
                onChange={(event) => onEditCopy(event.target.value)}
                rows={4}
              />
              <button type="button" className="button is-small mt-2" onClick={() => void onCopy()}>
                <Icon name="check" />
                <span>{copied ? 'Copied' : 'Copy'}</span>
              </button>
            </>
          ) : null}
          <p className="notification is-success is-light mt-4">
            <Icon name="check" /> Review Complete
          </p>
        </>
      ) : result.text.trim() || imageChecked ? (
        <div className="notification is-success is-light">
          <p>
            <strong>No obvious risks detected</strong>
          </p>
          <p>Your content appears safe to post, but always review manually</p>
        </div>
      ) : null}
    </div>
  );
}

/** One change of the copy: shows the new text (or the removed words struck through). */
function CopyChangeButton({
  piece,
  onToggle,
}: {
  piece: Extract<CopyPiece, { kind: 'change' }>;
  onToggle: (index: number) => void;
}) {
  const original = piece.original.trim();
  const label = piece.undone
    ? `Redo: ${piece.removal ? `remove “${original}”` : `replace “${original}” with ${piece.replacement}`}`
    : `Undo: put back “${original}”`;
  return (
    <button
      type="button"
      className={`redacted-change${piece.undone ? ' is-undone' : ''}`}
      aria-label={label}
      title={label}
      onClick={() => onToggle(piece.index)}
    >
      {piece.undone ? (
        piece.original
      ) : piece.removal ? (
        <del>{piece.original}</del>
      ) : (
        <ins>{piece.replacement}</ins>
      )}
    </button>
  );
}
