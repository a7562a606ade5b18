import { useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/useT';
import { ModalDialog } from './ModalDialog';

interface ConfirmOverlayProps {
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation over the chat (End Chat, Refresh the Conversation): the
 * action button and 'Cancel', in a modal dialog (Escape or a tap beside the
 * card cancels). The action button has the focus.
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
  useEffect(() => confirm.current?.focus(), []);

  return (
    <ModalDialog labelledBy={id} onCancel={onCancel}>
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
    </ModalDialog>
  );
}
