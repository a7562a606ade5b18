import { chatStore } from '../store/chatStore';
import { renewVisitorId } from './visitorId';

/**
 * Which conversation the chat follows. startSession registers how to follow
 * one; a restart of an agent with chatForget switches to a new visitor id,
 * unless the host page gave the id itself.
 */
interface Link {
  follow: (userId: string) => void;
  /** The host page chose the user id (userID): it is never replaced. */
  supplied: boolean;
}

let link: Link | null = null;

export function linkConversation(next: Link | null): void {
  link = next;
}

/** Follows `userId`'s conversation from now on. */
export function followConversation(userId: string): void {
  chatStore.set({ userId });
  link?.follow(userId);
}

/** With chatForget each new session gets a new user id (so a new conversation). */
export function renewConversationIfForgetting(): void {
  const { agent } = chatStore.get();
  if (!agent?.chatForget || !link || link.supplied) return;
  followConversation(renewVisitorId(agent.ID, true));
}
