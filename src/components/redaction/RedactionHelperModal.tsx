// The Redaction Helper (product-spec §2): a modal to check a post's text (and image) before
// publishing. Text runs through the on-device engine in the analysis worker, so it works offline
// and the draft never leaves the device. Image analysis plugs in through `analyzeImage`; its
// warnings join the same list. Invariant: labels and messages are the spec's, verbatim.
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { runAnalysis } from '../../analysis/api.ts';
import type { RedactionWarning, TextSpan } from '../../analysis/text/types.ts';
import { Icon, type IconName } from '../Icon.tsx';
import { highlightPieces } from './highlight.ts';

interface RedactionHelperModalProps {
  open: boolean;
  onClose: () => void;
  /** Image checks (metadata, faces, text in the image); absent until that engine ships. */
  analyzeImage?: (image: File) => Promise<RedactionWarning[]>;
}

interface Result {
  text: string;
  spans: TextSpan[];
  redacted: string;
  warnings: RedactionWarning[];
  imageNote: string | null;
}

const TYPE_ICONS: Record<RedactionWarning['type'], IconName> = {
  location: 'location',
  personal: 'user',
  identity: 'id',
  metadata: 'eye',
};
const SEVERITY_CLASSES: Record<RedactionWarning['severity'], string> = {
  high: 'is-danger',
  medium: 'is-warning',
  low: 'is-info',
};
const FOCUSABLE =
  'button:not([disabled]), textarea, input, [href], [tabindex]:not([tabindex="-1"])';

export function RedactionHelperModal({ open, onClose, analyzeImage }: RedactionHelperModalProps) {
  const [text, setText] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [analyzing, setAnalyzing] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const dialog = useRef<HTMLDivElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    textarea.current?.focus();
    return () => previous?.focus();
  }, [open]);

  useEffect(() => {
    if (!image) return;
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  if (!open) return null;

  const canAnalyze = (text.trim() !== '' || image !== null) && !analyzing;

  const analyze = async () => {
    if (!canAnalyze) return;
    setAnalyzing(true);
    setError(null);
    setCopied(false);
    try {
      const checked = text.trim()
        ? await runAnalysis('text.check', { text })
        : { spans: [], warnings: [], redacted: text };
      let imageWarnings: RedactionWarning[] = [];
      let imageNote: string | null = null;
      if (image && analyzeImage) imageWarnings = await analyzeImage(image);
      else if (image) imageNote = 'Image checks are not available yet; only the text was checked.';
      setResult({
        text,
        spans: checked.spans,
        redacted: checked.redacted,
        warnings: [...checked.warnings, ...imageWarnings],
        imageNote,
      });
    } catch (failure) {
      setError(
        `The check could not run: ${failure instanceof Error ? failure.message : String(failure)}. Your text is still here; try again.`,
      );
    } finally {
      setAnalyzing(false);
    }
  };

  const copyRedacted = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.redacted);
      setCopied(true);
    } catch {
      setError('Copying was blocked by the browser; select the redacted text and copy it by hand.');
    }
  };

  const removeImage = () => {
    setImage(null);
    setPreview(null);
  };

  // Keeps keyboard focus inside the dialog and closes it on Escape.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = Array.from(dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className="modal is-active" onKeyDown={onKeyDown}>
      <div className="modal-background" onClick={onClose} />
      <div
        ref={dialog}
        className="modal-card redaction-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby="redaction-title"
        style={{ maxHeight: '90vh' }}
      >
        <header className="modal-card-head">
          <p id="redaction-title" className="modal-card-title">
            Redaction Helper
          </p>
          <button type="button" className="delete" aria-label="Close" onClick={onClose} />
        </header>
        <section className="modal-card-body">
          <div className="field">
            <label className="label" htmlFor="redaction-text">
              Post Content
            </label>
            <div className="control">
              <textarea
                id="redaction-text"
                ref={textarea}
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
            {preview ? (
              <div className="redaction-preview">
                <img src={preview} alt="Selected image preview" style={{ maxHeight: '12rem' }} />
                <button type="button" className="button is-small" onClick={removeImage}>
                  Remove Image
                </button>
              </div>
            ) : (
              <input
                id="redaction-image"
                className="input"
                type="file"
                accept="image/*"
                onChange={(event) => setImage(event.target.files?.[0] ?? null)}
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
          {error ? (
            <p className="notification is-danger is-light mt-3" role="alert">
              {error}
            </p>
          ) : null}
          {result ? (
            <RedactionResults result={result} copied={copied} onCopy={copyRedacted} />
          ) : null}
        </section>
      </div>
    </div>
  );
}

function RedactionResults({
  result,
  copied,
  onCopy,
}: {
  result: Result;
  copied: boolean;
  onCopy: () => Promise<void>;
}) {
  const { warnings } = result;
  return (
    <div className="redaction-results mt-4" aria-live="polite">
      {result.imageNote ? <p className="help">{result.imageNote}</p> : null}
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
              <h4 className="title is-6 mt-4">
                <label htmlFor="redacted-text">Redacted version</label>
              </h4>
              <textarea
                id="redacted-text"
                className="textarea"
                readOnly
                value={result.redacted}
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
      ) : result.text.trim() ? (
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
