import { TEXT } from '../../constants';

/**
 * The owner-defined footer button (customButtonJSON_STRING). A default button
 * needs nothing; an intent or link button needs its value.
 */

export type CustomFooterButtonType = 'default' | 'intent' | 'link';

export interface CustomFooterButton {
  type: CustomFooterButtonType | string;
  value?: string | null;
  viewValue?: string;
  iconLink?: string;
}

/** How long the custom-button notice stays up. */
export const CUSTOM_BUTTON_NOTICE_MS = 2500;

function isBlank(value: string | null | undefined): boolean {
  return value === undefined || value === null || value.trim() === '';
}

export function checkCustomFooterButton(button: CustomFooterButton): string | null {
  if (button.type === 'intent' && isBlank(button.value)) return TEXT.intentValueNull;
  if (button.type === 'link' && isBlank(button.value)) return TEXT.linkValueNull;
  return null;
}

/**
 * Reads the stored JSON string. Anything that is not a list of objects with a
 * string type yields an empty list rather than breaking the footer.
 */
export function parseCustomFooterButtons(json: string | undefined | null): CustomFooterButton[] {
  if (!json) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  return list.filter(
    (entry): entry is CustomFooterButton =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof (entry as { type?: unknown }).type === 'string',
  );
}
