import { BUTTON_NAME, MULTI_SELECT_DEFAULT_MAX } from '../../constants';

/**
 * Multi-select messages: a list of option buttons whose last button is the
 * submit button. That last name carries the maximum selection after a colon
 * ("Submit:3"); without a usable number the maximum is 99.
 */

export interface NamedButton {
  name: string;
}

/** Buttons named '0' or containing ':Disabled' are never shown. */
export function isHiddenButton(button: NamedButton): boolean {
  return button.name === '0' || button.name.includes(BUTTON_NAME.disabledSuffix);
}

export function multiSelectMaximum(buttons: readonly NamedButton[]): number {
  const last = buttons[buttons.length - 1];
  if (!last) return MULTI_SELECT_DEFAULT_MAX;
  const colon = last.name.lastIndexOf(':');
  if (colon < 0) return MULTI_SELECT_DEFAULT_MAX;
  const raw = last.name.slice(colon + 1).trim();
  if (!/^\d+$/.test(raw)) return MULTI_SELECT_DEFAULT_MAX;
  const max = Number(raw);
  return max > 0 ? max : MULTI_SELECT_DEFAULT_MAX;
}

/** The options a visitor can tick: all but the submit button, minus hidden ones. */
export function multiSelectOptions<T extends NamedButton>(buttons: readonly T[]): T[] {
  return buttons.slice(0, -1).filter((button) => !isHiddenButton(button));
}

/** The submit button, whose request is the payload sent on submit. */
export function multiSelectSubmitButton<T extends NamedButton>(
  buttons: readonly T[],
): T | undefined {
  return buttons[buttons.length - 1];
}

export function maximumSelectionMessage(max: number): string {
  return `Maximum selection is ${max} items.`;
}

/** Checks a selection count against the maximum; null when it is allowed. */
export function checkMultiSelection(selectedCount: number, max: number): string | null {
  return selectedCount > max ? maximumSelectionMessage(max) : null;
}

/**
 * Toggles one option. Adding beyond the maximum is refused and the current
 * selection is kept, together with the message to show.
 */
export function toggleMultiSelection(
  selected: readonly string[],
  option: string,
  max: number,
): { selected: string[]; error: string | null } {
  if (selected.includes(option)) {
    return { selected: selected.filter((entry) => entry !== option), error: null };
  }
  const error = checkMultiSelection(selected.length + 1, max);
  if (error) return { selected: [...selected], error };
  return { selected: [...selected, option], error: null };
}
