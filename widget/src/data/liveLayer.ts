/**
 * Everything that needs Firestore's full SDK, in one chunk loaded after the
 * chat's first exchange (createBackend.ts): the conversation's listener and
 * the super administrator's inline edits.
 */
export { saveAgentFields } from './saveAgentFields';
export { watchConversation } from './watchConversation';
