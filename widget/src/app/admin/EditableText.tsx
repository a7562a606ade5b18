import { useState, type KeyboardEvent } from 'react';
import { useT } from '../i18n/useT';

interface EditableTextProps {
  value: string;
  /** Accessible name of the field, e.g. 'Support Team'. */
  label: string;
  className?: string;
  onSave: (value: string) => void;
}

/**
 * Text a super administrator can change in place: click (or Enter) to edit,
 * Enter or leaving the field saves, Escape cancels. An empty text is not saved.
 */
export function EditableText({ value, label, className, onSave }: EditableTextProps) {
  const t = useT();
  const [draft, setDraft] = useState<string | null>(null);
  const finish = () => {
    const next = draft?.trim();
    setDraft(null);
    if (next && next !== value) onSave(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish();
    } else if (event.key === 'Escape') {
      // Escape cancels the edit only; it does not also close the chat.
      event.preventDefault();
      setDraft(null);
    }
  };
  if (draft !== null) {
    return (
      <input
        className={`vg-editable-input ${className ?? ''}`}
        aria-label={label}
        value={draft}
        autoFocus
        onChange={(event) => setDraft(event.target.value)}
        onBlur={finish}
        onKeyDown={onKeyDown}
      />
    );
  }
  return (
    <button
      type="button"
      className={`vg-editable ${className ?? ''}`}
      title={`${t('editText')}: ${label}`}
      onClick={() => setDraft(value)}
    >
      {value}
      <span className="vg-editable-mark" aria-hidden="true">
        ✎
      </span>
    </button>
  );
}
