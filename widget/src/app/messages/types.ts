import type { ChatMessage } from '../chat/conversation';

/** What every message component receives. */
export interface MessageProps {
  message: ChatMessage;
  /** `{turnIndex}:{messageIndex}`: stable while turns are only appended. */
  messageKey: string;
  /** The message's turn is the latest one: only then do its controls act. */
  isLatest: boolean;
}
