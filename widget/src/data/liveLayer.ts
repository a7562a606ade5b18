import { firebaseApp } from './firebaseApp';
import type { VisitorSession } from './VisitorSession';
import { serveVisitorTokens } from './visitorTokens';

/**
 * Everything that needs Firestore's full SDK, in one chunk loaded after the
 * chat's first exchange (createBackend.ts): the conversation's listener and
 * the super administrator's inline edits.
 */
export { saveAgentFields } from './saveAgentFields';
export { watchConversation } from './watchConversation';

/** Firestore reads and writes as `session`; called before the first of them. */
export function actAs(session: VisitorSession): void {
  serveVisitorTokens(firebaseApp(), session);
}
