// Asks before an import replaces the connected export with an older one or another account's:
// the question says which and why (replacement.ts). Focus starts on keeping the stored export,
// the safe choice; closing the dialog keeps it too.
import type { ReplacementQuestion } from '../../analysis/imports/replacement.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';

interface ReplaceExportDialogProps {
  question: ReplacementQuestion;
  onAnswer: (replace: boolean) => void;
}

export function ReplaceExportDialog({ question, onAnswer }: ReplaceExportDialogProps) {
  return (
    <ConfirmDialog
      title={
        question.reason === 'older'
          ? 'Replace with an older export?'
          : "Replace with another account's export?"
      }
      confirmLabel="Replace it"
      cancelLabel="Keep the one on this device"
      confirmTone="is-warning"
      onConfirm={async () => onAnswer(true)}
      onClose={() => onAnswer(false)}
    >
      <p>{question.message}</p>
    </ConfirmDialog>
  );
}
