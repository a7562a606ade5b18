import { INPUT_ROWS } from '../../constants';
import { isHandoffEnabled, type HandoffSwitches } from '../agents/handoffSettings';

/**
 * The footer text input: what Enter does, how tall the box grows, when text
 * may be sent and when the input is disabled.
 */

/** Command sent over the live socket when the visitor cancels a 'vg' reply. */
export const CANCEL_COMMAND = '@cancel:';

export function keyAction(key: string, shiftKey: boolean): 'submit' | 'newline' | null {
  if (key !== 'Enter') return null;
  return shiftKey ? 'newline' : 'submit';
}

export function inputRows(text: string): number {
  const lines = text.split('\n').length;
  return Math.min(INPUT_ROWS.max, Math.max(INPUT_ROWS.min, lines));
}

/** Blank text is never sent, and nothing is sent while a reply is loading. */
export function canSendText(text: string, loading: boolean): boolean {
  return !loading && text.trim() !== '';
}

export interface InputContext {
  agentPlatform?: string;
  inputBlocked: boolean;
  loading: boolean;
  /** Lets the visitor type while a reply loads. */
  blockLoading?: boolean;
  llmStreaming?: boolean;
  humanChatting?: boolean;
  callOngoing?: boolean;
}

export function isInputDisabled(context: InputContext): boolean {
  if (context.inputBlocked) return true;
  if (context.agentPlatform === 'vg') {
    // The 'vg' runtime can be cancelled, so the box stays locked only while
    // loading; the submit button turns into the cancel button meanwhile.
    return context.loading;
  }
  if (context.loading && !context.blockLoading) return true;
  const streamExempt = context.humanChatting === true || context.callOngoing === true;
  return context.llmStreaming === true && !streamExempt;
}

/** On 'vg' the submit button becomes a red cancel button while loading. */
export function submitButtonMode(
  agentPlatform: string | undefined,
  loading: boolean,
): 'send' | 'cancel' {
  return agentPlatform === 'vg' && loading ? 'cancel' : 'send';
}

/**
 * The visitor's upload control: only with handoff on or quick upload
 * enabled, and never on the 'vg' platform.
 */
export function isUploadControlVisible(
  agent: HandoffSwitches & { agentPlatform?: string; enableQuickFileUpload?: boolean },
): boolean {
  if (agent.agentPlatform === 'vg') return false;
  return isHandoffEnabled(agent) || agent.enableQuickFileUpload === true;
}
