import type { DocumentData } from 'firebase-admin/firestore';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';

export function conversationPath(agentId: string, userId: string): string {
  return `voiceglow/${pathId(agentId, 'agentId')}/convos/${pathId(userId, 'userId')}`;
}

/**
 * A conversation belongs to the visitor whose Firebase uid first wrote it
 * (authUid). The agent's owner may also act on it, e.g. when testing.
 */
export function assertConversationAccess(
  convo: DocumentData | undefined,
  callerUid: string,
  agentOwnerId: string,
): void {
  const authUid = convo?.authUid;
  if (typeof authUid !== 'string' || authUid === '') return;
  if (authUid === callerUid || callerUid === agentOwnerId) return;
  throw new HttpError(403, 'This conversation belongs to another visitor: start a new chat.');
}
