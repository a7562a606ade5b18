import type { ActionButton } from '@vg/common/schemas/messageParts';
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { isDropdownChoice, pressButton, visibleButtons } from './pressButton';

interface ButtonListProps {
  buttons: readonly ActionButton[];
  disabled: boolean;
  layout: 'horizontal' | 'vertical';
  onPressed?: () => void;
}

/**
 * The buttons of a choice or card. With a 'VG_Dropdown' marker the options
 * become a dropdown with a Submit button.
 */
export function ButtonList({ buttons, disabled, layout, onPressed }: ButtonListProps) {
  const t = useT();
  const shown = visibleButtons(buttons);
  const [selected, setSelected] = useState('');
  const press = (button: ActionButton | undefined) => {
    if (button && !disabled && pressButton(button)) onPressed?.();
  };

  if (isDropdownChoice(buttons)) {
    return (
      <div className="vg-dropdown">
        <select
          className="vg-select"
          value={selected}
          disabled={disabled}
          aria-label={t('selectOption')}
          onChange={(event) => setSelected(event.target.value)}
        >
          <option value="" disabled>
            {t('selectOption')}
          </option>
          {shown.map((button, index) => (
            <option key={index} value={String(index)}>
              {button.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="vg-button"
          disabled={disabled || selected === ''}
          onClick={() => press(shown[Number(selected)])}
        >
          {t('submit')}
        </button>
      </div>
    );
  }

  return (
    <div className={`vg-buttons vg-buttons--${layout}`}>
      {shown.map((button, index) => (
        <button
          key={index}
          type="button"
          className="vg-choice"
          disabled={disabled}
          onClick={() => press(button)}
        >
          {button.name}
        </button>
      ))}
    </div>
  );
}
