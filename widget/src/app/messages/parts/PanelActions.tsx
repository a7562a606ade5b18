import { useT } from '../../i18n/useT';

/**
 * The row under an interactive panel (slider, multi-select, multi-dropdown,
 * multi-file upload): Cancel when `onCancel` is given, then Submit.
 */
export function PanelActions({
  disabled,
  submitDisabled = false,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** The panel is answered or the chat is busy: neither button works. */
  disabled: boolean;
  /** Submit only: nothing to send yet. */
  submitDisabled?: boolean;
  submitLabel?: string;
  onSubmit: () => void;
  onCancel?: () => void;
}) {
  const t = useT();
  return (
    <div className="vg-panel-actions">
      {onCancel ? (
        <button
          type="button"
          className="vg-button vg-button--ghost"
          disabled={disabled}
          onClick={onCancel}
        >
          {t('cancel')}
        </button>
      ) : null}
      <button
        type="button"
        className="vg-button"
        disabled={disabled || submitDisabled}
        onClick={onSubmit}
      >
        {submitLabel ?? t('submit')}
      </button>
    </div>
  );
}
