import { BUTTON_NAME, HIDDEN_MESSAGE_TYPES } from '../../constants';

/**
 * Which messages of a conversation the chat shows, which go above the
 * footer, and which turn is still interactive. Types are structural so the
 * parsed message schemas fit without conversion.
 */

export interface VisibilityMessage {
  type: string;
  action?: string;
  item?: unknown;
}

export interface VisibilityTurn<M extends VisibilityMessage = VisibilityMessage> {
  from?: string;
  messages: readonly M[];
}

export type ButtonsLayout = 'horizontal' | 'vertical' | 'in-footer' | (string & {});

export const HIDDEN_ACTIONS = ['GetBrowserData'] as const;
export const CANCEL_PAYLOAD = 'VG_Cancel';

function payloadOf(message: VisibilityMessage): unknown {
  const item = message.item;
  return typeof item === 'object' && item !== null ? (item as { payload?: unknown }).payload : item;
}

// The cancel marker arrives either as the bare payload or as its message text.
function carriesCancel(message: VisibilityMessage): boolean {
  const payload = payloadOf(message);
  if (payload === CANCEL_PAYLOAD) return true;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    (payload as { message?: unknown }).message === CANCEL_PAYLOAD
  );
}

function isDebugMessage(message: VisibilityMessage): boolean {
  return message.type.startsWith('debug');
}

/** Internal messages never shown; debug messages only to super administrators. */
export function isHiddenMessage(message: VisibilityMessage, isSuperAdmin = false): boolean {
  if ((HIDDEN_MESSAGE_TYPES as readonly string[]).includes(message.type)) return true;
  if (
    message.action !== undefined &&
    (HIDDEN_ACTIONS as readonly string[]).includes(message.action)
  )
    return true;
  if (carriesCancel(message)) return true;
  return isDebugMessage(message) && !isSuperAdmin;
}

export interface VisibilityOptions {
  buttonsLayout?: ButtonsLayout;
  isSuperAdmin?: boolean;
}

/** Messages of a turn shown inside the conversation. */
export function chatMessages<M extends VisibilityMessage>(
  turn: VisibilityTurn<M>,
  options: VisibilityOptions = {},
): M[] {
  const inFooter = options.buttonsLayout === 'in-footer';
  return turn.messages.filter(
    (message) =>
      !isHiddenMessage(message, options.isSuperAdmin) && !(inFooter && message.type === 'choice'),
  );
}

/**
 * With the in-footer layout the latest bot turn's choice messages are shown
 * above the footer instead of in the chat; older choices are gone.
 */
export function footerChoices<M extends VisibilityMessage>(
  turns: readonly VisibilityTurn<M>[],
  buttonsLayout: ButtonsLayout | undefined,
): M[] {
  if (buttonsLayout !== 'in-footer') return [];
  const last = turns[turns.length - 1];
  if (!last || last.from === 'human') return [];
  return last.messages.filter((message) => message.type === 'choice');
}

/** Only the latest turn's forms, selects, sliders, uploads and dropdowns act. */
export function isTurnActionable(turnIndex: number, turnCount: number): boolean {
  return turnCount > 0 && turnIndex === turnCount - 1;
}

export function messageButtonNames(message: VisibilityMessage): string[] {
  const payload = payloadOf(message);
  if (typeof payload !== 'object' || payload === null) return [];
  const buttons = (payload as { buttons?: unknown }).buttons;
  if (!Array.isArray(buttons)) return [];
  return buttons
    .map((button: unknown) =>
      typeof button === 'object' && button !== null ? (button as { name?: unknown }).name : null,
    )
    .filter((name): name is string => typeof name === 'string');
}

/** A VG_Block button in the latest turn keeps the text input blocked. */
export function latestTurnBlocksInput(turns: readonly VisibilityTurn[]): boolean {
  const last = turns[turns.length - 1];
  if (!last) return false;
  return last.messages.some((message) => messageButtonNames(message).includes(BUTTON_NAME.block));
}

export interface DropdownButtonContext {
  isLatestTurn: boolean;
  manualControl: boolean;
  inCard?: boolean;
  alwaysEnableCardButtons?: boolean;
}

export function isDropdownButtonDisabled(context: DropdownButtonContext): boolean {
  if (context.inCard && context.alwaysEnableCardButtons) return false;
  return !context.isLatestTurn || context.manualControl;
}

/** The chat ends when the last turn holds an 'end' message. */
export function lastTurnEndsChat(turns: readonly VisibilityTurn[]): boolean {
  const last = turns[turns.length - 1];
  return last?.messages.some((message) => message.type === 'end') ?? false;
}
