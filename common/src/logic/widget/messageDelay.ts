import { DEFAULT_MESSAGE_DELAY_MS, NODES_TURN_DELAY_MS } from '../../constants';

/**
 * When each bot message of a new turn appears. Bot messages come one at a
 * time, each after its own delay; human messages and the first load of a
 * conversation appear at once.
 */

export interface DelayedMessage {
  from?: string;
  delay?: number | null;
}

export interface DelayContext {
  /** The agent's messageDelayMS. */
  messageDelayMS?: number | null;
  /** True while rendering history on the first load. */
  isFirstLoad?: boolean;
}

function validDelay(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** The message's delay, else the agent's default, else 1000 ms. */
export function botMessageDelayMs(message: DelayedMessage, messageDelayMS?: number | null): number {
  if (validDelay(message.delay)) return message.delay;
  if (validDelay(messageDelayMS)) return messageDelayMS;
  return DEFAULT_MESSAGE_DELAY_MS;
}

export function displayDelayMs(message: DelayedMessage, context: DelayContext = {}): number {
  if (context.isFirstLoad || message.from === 'human') return 0;
  return botMessageDelayMs(message, context.messageDelayMS);
}

/**
 * Offsets (ms from the turn's arrival) at which each message appears; the
 * delays add up because messages come one after another.
 */
export function revealSchedule(
  messages: readonly DelayedMessage[],
  context: DelayContext = {},
): number[] {
  let at = 0;
  return messages.map((message) => {
    at += displayDelayMs(message, context);
    return at;
  });
}

/** Chats with nodes enabled set their turns 1000 ms late. */
export function turnsUpdateDelayMs(enableNodes: boolean | undefined): number {
  return enableNodes ? NODES_TURN_DELAY_MS : 0;
}
