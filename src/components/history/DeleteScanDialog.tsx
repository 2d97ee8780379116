// Confirms deleting a scan from the history: its findings go with it, on this device, on the
// account and on every other device.
import type { FootprintScan } from '../../shared/tables.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

interface DeleteScanDialogProps {
  scan: FootprintScan;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

export function DeleteScanDialog({ scan, onConfirm, onClose }: DeleteScanDialogProps) {
  return (
    <ConfirmDialog
      title="Delete this scan?"
      confirmLabel="Delete scan"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        The scan of {new Date(scan.createdAt).toLocaleString()} and its findings are deleted from
        this device, from your account and from your other devices. Your imported exports stay.
      </p>
    </ConfirmDialog>
  );
}
