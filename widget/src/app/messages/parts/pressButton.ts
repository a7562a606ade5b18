import { BUTTON_NAME } from '@vg/common/constants';
import type { ActionButton } from '@vg/common/schemas/messageParts';
import { sendAction } from '../../session/chatActions';

/**
 * Buttons the visitor can press: markers (VG_Block, VG_Dropdown) and names
 * containing ':Disabled' are never shown.
 */
export function visibleButtons(buttons: readonly ActionButton[]): ActionButton[] {
  return buttons.filter(
    (button) =>
      button.name !== BUTTON_NAME.block &&
      button.name !== BUTTON_NAME.dropdown &&
      !button.name.includes(BUTTON_NAME.disabledSuffix),
  );
}

export function isDropdownChoice(buttons: readonly ActionButton[]): boolean {
  return buttons.some((button) => button.name === BUTTON_NAME.dropdown);
}

/**
 * A link button opens its URL; any other button sends its request to the
 * agent with the button's name as the visitor's message. A button whose
 * actions include opening a URL does both.
 */
export function pressButton(button: ActionButton): boolean {
  const { request } = button;
  const payload = typeof request.payload === 'object' ? request.payload : undefined;
  if (request.type === 'open_url' || request.type === 'url') {
    const url = payload?.url ?? (typeof request.payload === 'string' ? request.payload : undefined);
    if (url) window.open(url, '_blank', 'noopener,noreferrer');
    return false;
  }
  for (const action of payload?.actions ?? []) {
    const link = action as { type?: unknown; payload?: { url?: unknown } };
    if (link?.type === 'open_url' && typeof link.payload?.url === 'string') {
      window.open(link.payload.url, '_blank', 'noopener,noreferrer');
    }
  }
  return sendAction(request, button.name);
}
