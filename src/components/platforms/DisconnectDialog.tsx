// Confirms "Disconnect": deleting a platform's imported data from this device cannot be undone
// (the user would import the export again). Focus starts on Cancel, the safe choice.
import type { PlatformInfo } from '../../shared/platforms.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

interface DisconnectDialogProps {
  platform: PlatformInfo;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function DisconnectDialog({ platform, onConfirm, onClose }: DisconnectDialogProps) {
  return (
    <ConfirmDialog
      title={`Disconnect ${platform.name}?`}
      confirmLabel="Disconnect and delete"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        This deletes the {platform.name} data imported on this device. Your scans and findings stay.
        To connect {platform.name} again, import its export again.
      </p>
    </ConfirmDialog>
  );
}
