// A confirmation before something that cannot be undone (deleting data, replacing an export): the
// safe choice comes first and has the focus, and closing the dialog (Escape, the backdrop, Close)
// takes it too; while the action runs, the dialog cannot be closed.
import { useState, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  title: string;
  /** The button that does it, e.g. "Delete scan". */
  confirmLabel: string;
  /** The safe choice, when "Cancel" would not say what it keeps. */
  cancelLabel?: string;
  /** Bulma's colour of the button that does it: danger deletes, warning replaces. */
  confirmTone?: 'is-danger' | 'is-warning';
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function ConfirmDialog({
  title,
  confirmLabel,
  cancelLabel = 'Cancel',
  confirmTone = 'is-danger',
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={title}
      role="alertdialog"
      onClose={onClose}
      busy={busy}
      footer={
        <div className="buttons">
          <button type="button" className="button" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </button>
          <button
            type="button"
            className={`button ${confirmTone}`}
            onClick={() => void confirm()}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </div>
      }
    >
      {children}
    </Modal>
  );
}
