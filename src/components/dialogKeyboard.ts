// Keyboard behaviour shared by the app's dialogs: Escape closes, and Tab / Shift+Tab wrap around
// inside the dialog. Invariant: while a dialog is open, keyboard focus never leaves it.
import type { KeyboardEvent, RefObject } from 'react';

/** Controls that take keyboard focus (disabled ones are skipped, as the browser skips them). */
export const FOCUSABLE =
  'button:not([disabled]), input:not([disabled]), textarea, select, [href], [tabindex]:not([tabindex="-1"])';

export function dialogKeyDown(
  dialog: RefObject<HTMLElement | null>,
  onEscape: () => void,
): (event: KeyboardEvent<HTMLElement>) => void {
  return (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onEscape();
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
}
