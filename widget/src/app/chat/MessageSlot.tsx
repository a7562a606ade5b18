import { Suspense } from 'react';
import { messageKind } from '../messages/registry';
import { MessageErrorBoundary } from '../messages/MessageErrorBoundary';
import type { ChatMessage } from './conversation';

interface MessageSlotProps {
  message: ChatMessage;
  messageKey: string;
  isLatest: boolean;
  /** Fades in on arrival; false for a message the visitor already read (a streamed reply's stored copy). */
  enter?: boolean;
}

/**
 * One message in the conversation: its kind's component (loaded on first
 * use), framed by its layout, behind an error boundary so a message that
 * cannot render shows its error instead of breaking the chat.
 */
export function MessageSlot({ message, messageKey, isLatest, enter = true }: MessageSlotProps) {
  const kind = messageKind(message.type, message.item?.payload);
  if (!kind) return null;
  const { Component, layout } = kind;
  // Unknown types that carry a text are shown as text messages.
  const shown =
    layout === 'bubble' && !['text', 'Flowise', 'jsx'].includes(message.type)
      ? { ...message, type: 'text' }
      : message;
  const className =
    layout === 'bubble'
      ? 'vg-message vg-bubble'
      : layout === 'element'
        ? 'vg-message vg-message--element'
        : 'vg-message';
  return (
    <div className={enter ? `${className} vg-enter` : className} data-type={message.type}>
      <MessageErrorBoundary>
        <Suspense fallback={<div className="vg-message-loading" />}>
          <Component message={shown} messageKey={messageKey} isLatest={isLatest} />
        </Suspense>
      </MessageErrorBoundary>
    </div>
  );
}
