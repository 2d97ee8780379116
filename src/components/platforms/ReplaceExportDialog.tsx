// Asks before an import replaces the connected export with an older one or another account's:
// the question says which and why (replacement.ts). Focus starts on keeping the stored export,
// the safe choice; closing the dialog keeps it too.
import type { ReplacementQuestion } from '../../analysis/imports/replacement.ts';
import { Modal } from '../Modal.tsx';

interface ReplaceExportDialogProps {
  question: ReplacementQuestion;
  onAnswer: (replace: boolean) => void;
}

export function ReplaceExportDialog({ question, onAnswer }: ReplaceExportDialogProps) {
  return (
    <Modal
      title={
        question.reason === 'older'
          ? 'Replace with an older export?'
          : "Replace with another account's export?"
      }
      role="alertdialog"
      onClose={() => onAnswer(false)}
      footer={
        <div className="buttons">
          <button type="button" className="button" onClick={() => onAnswer(false)}>
            Keep the one on this device
          </button>
          <button type="button" className="button is-warning" onClick={() => onAnswer(true)}>
            Replace it
          </button>
        </div>
      }
    >
      <p>{question.message}</p>
    </Modal>
  );
}
