import { MULTI_SELECT_SUBMIT_TYPE } from '@vg/common/constants';
import {
  multiSelectMaximum,
  multiSelectOptions,
  multiSelectSubmitButton,
  toggleMultiSelection,
} from '@vg/common/logic/widget/multiSelect';
import { multiSelectMessageSchema } from '@vg/common/schemas/messages';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { markAnswered, sendAction } from '../session/chatActions';
import { showNotice, useChatStore } from '../store/chatStore';
import { useAnswered } from './parts/useAnswered';
import { PanelActions } from './parts/PanelActions';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * Pick several options, up to the maximum carried by the last button's name
 * ('Submit:3', default 99). Submit sends a VG_MultiSelect JSON through the
 * last button's request; submit or cancel disables both buttons.
 */
export function MultiSelect({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(multiSelectMessageSchema, message, 'MultiSelect');
  const buttons = item.payload.buttons;
  const options = multiSelectOptions(buttons);
  const max = multiSelectMaximum(buttons);
  const submit = multiSelectSubmitButton(buttons)!;
  const [selected, setSelected] = useState<string[]>([]);
  const answered = useAnswered(messageKey);
  const loading = useChatStore((state) => state.loading);
  const disabled = !isLatest || answered || loading;

  const toggle = (name: string) => {
    const result = toggleMultiSelection(selected, name, max);
    if (result.error) showNotice(t('maxSelection', { max }), 'danger', 2500);
    setSelected(result.selected);
  };
  const send = () => {
    if (!selected.length) return;
    markAnswered(messageKey);
    const payload = JSON.stringify({
      type: MULTI_SELECT_SUBMIT_TYPE,
      selected,
      payload: submit.request.payload ?? null,
    });
    sendAction({ ...submit.request, payload }, selected.join(', '));
  };
  const submitLabel = submit.name.replace(/:\d*\s*$/, '') || t('submit');

  return (
    <div className="vg-panel vg-multiselect">
      <div className="vg-chips" role="group">
        {options.map((option) => {
          const on = selected.includes(option.name);
          return (
            <button
              key={option.name}
              type="button"
              className={`vg-chip${on ? ' vg-chip--on' : ''}`}
              aria-pressed={on}
              disabled={disabled}
              onClick={() => toggle(option.name)}
            >
              {option.name}
            </button>
          );
        })}
      </div>
      <PanelActions
        disabled={disabled}
        submitDisabled={!selected.length}
        submitLabel={submitLabel}
        onSubmit={send}
        onCancel={() => markAnswered(messageKey)}
      />
    </div>
  );
}
