import type { Firestore } from 'firebase-admin/firestore';
import {
  UPLOAD_MAX_MB,
  UPLOAD_TYPES,
  checkUploadSize,
  uploadExtension,
  uploadTypeRefusedMessage,
  type UploadExtension,
} from '@vg/common';
import { loadAgent } from '../../agents/loadAgent';
import { HttpError } from '../../http/HttpError';
import { conversationPath } from '../convos/conversationAccess';

export interface UploadPermit {
  extension: UploadExtension;
  contentType: string;
}

/**
 * What every upload passes before a byte is stored: the caller has a
 * conversation with this agent under that visitor id (or owns the agent),
 * the file is an allowed kind, and its size is within the chat limit
 * (30 MB). The rate limit is the endpoint's (`limit: 'upload'`).
 */
export async function authorizeUpload(
  db: Firestore,
  request: { agentId: string; userId: string; uid: string; filename: string; size: number },
): Promise<UploadPermit> {
  const agent = await loadAgent(db, request.agentId);
  if (request.uid !== agent.ownerID) {
    const convo = await db.doc(conversationPath(request.agentId, request.userId)).get();
    if (!convo.exists || convo.get('authUid') !== request.uid)
      throw new HttpError(403, 'Start a chat with this agent before uploading files.', {
        code: 'no-conversation',
      });
  }
  const extension = uploadExtension(request.filename);
  if (!extension)
    throw new HttpError(415, uploadTypeRefusedMessage(request.filename), { code: 'file-type' });
  const tooBig = checkUploadSize(request.size, UPLOAD_MAX_MB.chat);
  if (tooBig) throw new HttpError(413, tooBig, { code: 'file-too-large' });
  return { extension, contentType: UPLOAD_TYPES[extension] };
}
