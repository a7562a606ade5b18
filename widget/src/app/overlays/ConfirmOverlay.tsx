import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/useT';

interface ConfirmOverlayProps {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation over the chat (End Chat, Refresh the Conversation): the
 * action button and 'Cancel'. Escape or a tap beside the card cancels.
 */
export function ConfirmOverlay({
  question,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmOverlayProps) {
  const t = useT();
  const id = useId();
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    confirm.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onCancel]);

  return (
    <div
      className="vg-overlay"
      role="dialog"
      aria-modal="true"
      aria-labelledby={id}
      onClick={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div className="vg-overlay-card">
        <p id={id} className="vg-overlay-question">
          {question}
        </p>
        <button ref={confirm} type="button" className="vg-button" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="vg-button vg-button--ghost" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
