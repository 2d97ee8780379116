// A confirmation before something that cannot be undone (deleting data): the safe choice,
// Cancel, comes first and has the focus; while the action runs, the dialog cannot be closed.
import { useState, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  title: string;
  /** The button that does it, e.g. "Delete scan". */
  confirmLabel: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}

export function ConfirmDialog({
  title,
  confirmLabel,
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
            Cancel
          </button>
          <button
            type="button"
            className="button is-danger"
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
