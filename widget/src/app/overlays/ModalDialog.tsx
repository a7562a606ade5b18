import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface ModalDialogProps {
  /** The dialog's name: an id of its visible question, or a text label. */
  labelledBy?: string;
  label?: string;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A real modal dialog over the chat: the native `<dialog>` opened with
 * showModal(), so the browser keeps focus inside, makes the chat behind
 * inert and closes it on Escape (the `cancel` event). A tap beside the card
 * cancels too. When it goes, focus returns to what opened it. Inside the
 * chat's frame the browser would let Tab leave for the host page after the
 * last button, so Tab wraps around the dialog's controls.
 */
export function ModalDialog({ labelledBy, label, onCancel, children }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      // Browsers without showModal (old ones, test DOMs) still get an open, labelled dialog.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="vg-overlay"
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
      onKeyDown={wrapTab}
    >
      {children}
    </dialog>
  );
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== 'Tab') return;
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
  const [first, last] = [controls[0], controls[controls.length - 1]];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
