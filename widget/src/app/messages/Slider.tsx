import { resolveSliderOptions } from '@vg/common/logic/widget/slider';
import { sliderMessageSchema } from '@vg/common/schemas/messages';
import { useState } from 'react';
import { useT } from '../i18n/useT';
import { sendAction } from '../session/chatActions';
import { useChatStore } from '../store/chatStore';
import { answerAfterPause, CANCEL_LABEL, CANCEL_REQUEST, useAnswered } from './parts/useAnswered';
import { PanelActions } from './parts/PanelActions';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * A slider (defaults min 0, max 100, step 1). Submit, or Cancel when
 * canCancel, shows a confirmation, waits 1 s and sends the result as
 * `vg_slider_response`. The text input stays blocked while it is open,
 * unless cancelling is allowed.
 */
export function Slider({ message, messageKey, isLatest }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(sliderMessageSchema, message, 'Slider');
  const options = resolveSliderOptions(item.payload);
  const [value, setValue] = useState(options.defaultValue);
  const [outcome, setOutcome] = useState<string | null>(null);
  const answered = useAnswered(messageKey);
  const loading = useChatStore((state) => state.loading);
  const disabled = !isLatest || answered || loading;
  const shown = item.payload.valueLabel ? `${value} ${item.payload.valueLabel}` : String(value);

  const submit = () => {
    setOutcome(t('selected', { value: shown }));
    answerAfterPause(messageKey, () =>
      sendAction({ type: 'text', payload: String(value) }, shown, { vg_slider_response: value }),
    );
  };
  const cancel = () => {
    setOutcome(t('cancelled'));
    answerAfterPause(messageKey, () =>
      sendAction(CANCEL_REQUEST, CANCEL_LABEL, { vg_slider_response: null }),
    );
  };

  if (outcome)
    return (
      <div className="vg-info vg-info--success" role="status">
        {outcome}
      </div>
    );
  return (
    <div className={`vg-panel vg-slider vg-slider--${item.payload.size ?? 'md'}`}>
      {item.payload.label ? (
        <label className="vg-panel-label" htmlFor={`slider-${messageKey}`}>
          {item.payload.label}
        </label>
      ) : null}
      <div className="vg-slider-value" aria-live="polite">
        {shown}
      </div>
      <input
        id={`slider-${messageKey}`}
        type="range"
        min={options.minValue}
        max={options.maxValue}
        step={options.step}
        value={value}
        disabled={disabled}
        onChange={(event) => setValue(Number(event.target.value))}
      />
      <div className="vg-slider-scale" aria-hidden="true">
        <span>{options.minValue}</span>
        <span>{options.maxValue}</span>
      </div>
      <PanelActions
        disabled={disabled}
        onSubmit={submit}
        onCancel={options.canCancel ? cancel : undefined}
      />
    </div>
  );
}
