import { disconnectHost } from '../src/app/host/hostBridge';
import { setBackend } from '../src/app/session/chatActions';
import { linkConversation } from '../src/app/session/conversationLink';
import { resetHandoff } from '../src/app/session/handoff';
import { chatStore, PLACEHOLDER_ROUTE } from '../src/app/store/chatStore';

/**
 * The chat's module state back to a fresh page's: no backend, no followed
 * conversation, no host page, the hand-off's timer stopped and the store
 * as first created. The test files share one module graph, so each starts
 * from here rather than from what the previous file left.
 */
export function resetChat(): void {
  setBackend(null);
  linkConversation(null);
  disconnectHost();
  resetHandoff();
  chatStore.reset(PLACEHOLDER_ROUTE);
  localStorage.clear();
  sessionStorage.clear();
}
