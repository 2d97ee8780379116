// Confirms "Disconnect": deleting a platform's imported data from this device cannot be undone
// (the user would import the export again). Focus starts on Cancel, the safe choice.
import { useState } from 'react';
import type { PlatformInfo } from '../../shared/platforms.ts';
import { Modal } from '../Modal.tsx';

interface DisconnectDialogProps {
  platform: PlatformInfo;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function DisconnectDialog({ platform, onConfirm, onClose }: DisconnectDialogProps) {
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
      title={`Disconnect ${platform.name}?`}
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
            Disconnect and delete
          </button>
        </div>
      }
    >
      <p>
        This deletes the {platform.name} data imported on this device. Your scans and findings stay.
        To connect {platform.name} again, import its export again.
      </p>
    </Modal>
  );
}
