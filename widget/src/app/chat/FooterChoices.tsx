import { footerChoices } from '@vg/common/logic/widget/messageVisibility';
import { useMemo } from 'react';
import { useChatStore } from '../store/chatStore';
import { displayQueue } from './displayQueue';
import { MessageSlot } from './MessageSlot';

/**
 * With buttonsLayout 'in-footer', the latest bot turn's choices sit above
 * the input instead of in the chat, once their delay has passed.
 */
export function FooterChoices() {
  const turns = useChatStore((state) => state.turns);
  const layout = useChatStore((state) => state.agent?.buttonsLayout);
  const revealed = useChatStore((state) => state.revealed);
  const isSuperAdmin = useChatStore((state) => state.isSuperAdmin);
  const allShown = useMemo(
    () => revealed >= displayQueue(turns, isSuperAdmin).length,
    [turns, revealed, isSuperAdmin],
  );
  const choices = footerChoices(turns, layout);
  if (!choices.length || !allShown) return null;
  const turnIndex = turns.length - 1;
  const last = turns[turnIndex]!;
  return (
    <div className="vg-footer-choices">
      {choices.map((message) => {
        const index = last.messages.indexOf(message);
        return (
          <MessageSlot
            key={index}
            message={message}
            messageKey={`${turnIndex}:${index}`}
            isLatest
          />
        );
      })}
    </div>
  );
}
