import { COMPONENT_SUBMIT_PAUSE_MS } from '@vg/common/constants';
import { markAnswered } from '../../session/chatActions';
import { useChatStore } from '../../store/chatStore';

/** Whether the visitor already answered this message (submit or cancel). */
export function useAnswered(messageKey: string): boolean {
  return useChatStore((state) => state.answered[messageKey] === true);
}

/**
 * Slider and multi-file upload: the answer is confirmed on screen at once,
 * then sent to the agent after a 1 s pause so the visitor can read it.
 */
export function answerAfterPause(messageKey: string, send: () => void): void {
  markAnswered(messageKey);
  setTimeout(send, COMPONENT_SUBMIT_PAUSE_MS);
}

/** The hidden cancel answer: its visitor message (payload VG_Cancel) is never shown. */
export const CANCEL_REQUEST = { type: 'text', payload: 'VG_Cancel' } as const;
export const CANCEL_LABEL = 'VG_Cancel';
