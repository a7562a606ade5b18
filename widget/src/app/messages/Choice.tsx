import { choiceMessageSchema } from '@vg/common/schemas/messages';
import { useChatStore } from '../store/chatStore';
import { ButtonList } from './parts/ButtonList';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/**
 * Choice buttons, laid out horizontally or vertically (buttonsLayout; the
 * in-footer layout renders this same component above the input). Only the
 * latest turn's buttons can be pressed, and not while a reply is loading.
 */
export function Choice({ message, isLatest }: MessageProps) {
  const { item } = parseMessage(choiceMessageSchema, message, 'choice');
  const layout = useChatStore((state) => state.agent?.buttonsLayout);
  const loading = useChatStore((state) => state.loading);
  return (
    <ButtonList
      buttons={item.payload.buttons}
      disabled={!isLatest || loading}
      layout={layout === 'vertical' ? 'vertical' : 'horizontal'}
    />
  );
}
