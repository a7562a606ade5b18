import { BUTTON_NAME } from '@vg/common/constants';
import {
  latestTurnBlocksInput,
  messageButtonNames,
} from '@vg/common/logic/widget/messageVisibility';
import type { Turn } from './conversation';

const BLOCKING_COMPONENTS = ['Slider', 'MultiFileUpload'];

/**
 * Whether the latest turn keeps the text input blocked: a VG_Block button,
 * or an open slider or multi-file upload that cannot be cancelled (the
 * visitor must answer it). A human agent in control always unblocks.
 */
export function isInputBlocked(
  turns: readonly Turn[],
  answered: Readonly<Record<string, true>>,
  humanInControl: boolean,
): boolean {
  if (humanInControl) return false;
  const lastIndex = turns.length - 1;
  const last = turns[lastIndex];
  if (!last || last.from === 'human') return false;
  if (latestTurnBlocksInput(turns)) {
    const blockedBy = last.messages.findIndex((message) =>
      messageButtonNames(message).includes(BUTTON_NAME.block),
    );
    return !answered[`${lastIndex}:${blockedBy}`];
  }
  return last.messages.some((message, index) => {
    if (!BLOCKING_COMPONENTS.includes(message.type)) return false;
    const payload = (message.item?.payload ?? {}) as { canCancel?: unknown };
    return payload.canCancel !== true && !answered[`${lastIndex}:${index}`];
  });
}
