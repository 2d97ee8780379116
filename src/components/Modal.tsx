// An accessible modal dialog (Bulma modal-card): labelled by its title, focus moves into it on
// open, Tab stays inside, Escape and the backdrop close it, and focus returns to where it was.
// Invariant: while open, keyboard focus never reaches the page behind it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { dialogKeyDown, FOCUSABLE } from './dialogKeyboard.ts';

interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  /** Role 'alertdialog' for confirmations that interrupt (e.g. deleting data). */
  role?: 'dialog' | 'alertdialog';
  /** Closing is refused while this is true (e.g. a write is in flight). */
  busy?: boolean;
  /** A class of the dialog's own, added to the card (styles and tests find the dialog by it). */
  className?: string;
}

export function Modal({
  title,
  onClose,
  children,
  footer,
  role = 'dialog',
  busy,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    // The first control of the body, else of the footer (a confirmation's safe choice comes first).
    const first =
      dialog.current?.querySelector<HTMLElement>(`.modal-card-body :is(${FOCUSABLE})`) ??
      dialog.current?.querySelector<HTMLElement>(`.modal-card-foot :is(${FOCUSABLE})`) ??
      dialog.current;
    first?.focus();
    return () => {
      // The opener may have been replaced while the dialog was open; then the caller moves focus.
      if (previous && previous.isConnected) previous.focus();
    };
  }, []);

  const close = () => {
    if (!busy) onClose();
  };

  const onKeyDown = dialogKeyDown(dialog, close);

  return (
    <div className="modal is-active" onKeyDown={onKeyDown}>
      <div className="modal-background" onClick={close} />
      <div
        ref={dialog}
        className={className ? `modal-card app-modal ${className}` : 'modal-card app-modal'}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <header className="modal-card-head">
          <h2 id={titleId} className="modal-card-title">
            {title}
          </h2>
          <button
            type="button"
            className="delete"
            aria-label="Close"
            onClick={close}
            disabled={busy}
          />
        </header>
        <section className="modal-card-body">{children}</section>
        {footer ? <footer className="modal-card-foot">{footer}</footer> : null}
      </div>
    </div>
  );
}
