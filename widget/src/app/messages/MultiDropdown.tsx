import type { MultiDropdownOption } from '@vg/common/schemas/messageParts';
import { multiDropdownMessageSchema } from '@vg/common/schemas/messages';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { markAnswered, sendAction } from '../session/chatActions';
import { useChatStore } from '../store/chatStore';
import { useAnswered } from './parts/useAnswered';
import { PanelActions } from './parts/PanelActions';
import type { MessageProps } from './types';

/**
 * Cascading dropdowns: choosing an option with nested options opens the next
 * level; Submit sends the chosen path as the `multiDropdown` variable. A
 * payload that is not a list of options shows 'Something went wrong!'.
 */
export function MultiDropdown({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const parsed = multiDropdownMessageSchema.safeParse(message);
  const [path, setPath] = useState<number[]>([]);
  const answered = useAnswered(messageKey);
  const loading = useChatStore((state) => state.loading);
  if (!parsed.success || parsed.data.item.payload.buttons.length === 0) {
    return <div className="vg-message-error">{t('somethingWrong')}</div>;
  }
  const disabled = !isLatest || answered || loading;

  const levels: MultiDropdownOption[][] = [parsed.data.item.payload.buttons];
  const chosen: MultiDropdownOption[] = [];
  for (const index of path) {
    const option = levels[levels.length - 1]?.[index];
    if (!option) break;
    chosen.push(option);
    if (option.buttons?.length) levels.push(option.buttons);
  }
  const complete = chosen.length > 0 && !chosen[chosen.length - 1]?.buttons?.length;

  const submit = () => {
    markAnswered(messageKey);
    const label = chosen.map((option) => option.label).join(' › ');
    sendAction({ type: 'text', payload: label }, label, {
      multiDropdown: chosen.map((option) => option.value),
    });
  };

  return (
    <div className="vg-panel vg-multidropdown">
      {levels.map((options, level) => (
        <select
          key={level}
          className="vg-select"
          aria-label={t('selectOption')}
          disabled={disabled}
          value={path[level] ?? ''}
          onChange={(event) => setPath([...path.slice(0, level), Number(event.target.value)])}
        >
          <option value="" disabled>
            {t('selectOption')}
          </option>
          {options.map((option, index) => (
            <option key={index} value={index}>
              {option.label}
            </option>
          ))}
        </select>
      ))}
      <PanelActions disabled={disabled} submitDisabled={!complete} onSubmit={submit} />
    </div>
  );
}
