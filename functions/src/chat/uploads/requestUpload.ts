import { randomBytes } from 'node:crypto';
import { UPLOAD_RANDOM_ID_LENGTH, uploadRequestSchema, type UploadTicket } from '@vg/common';
import { signUploadUrl } from '../../gateways/storage';
import { defineEndpoint } from '../../http/endpoint';
import { pathId } from '../../http/pathId';
import { authorizeUpload } from './authorizeUpload';

/**
 * POST /agents/{agentId}/uploads: a visitor asks to upload one file. Once
 * the conversation, type, size and rate are checked, the answer is a signed
 * URL for one PUT of exactly that many bytes, with the stored type and the
 * uploader fixed by signed headers; the bytes go straight to the bucket
 * (no body cap of a function in between), then /uploads/complete checks them.
 */
export const requestUpload = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/uploads',
  limit: 'upload',
  input: uploadRequestSchema,
  handle: async ({ db, params, input, caller }) => {
    const agentId = pathId(params.agentId ?? '', 'agentId');
    const { uid } = await caller();
    const permit = await authorizeUpload(db, { agentId, uid, ...input });
    const path = `voiceglow/${agentId}/${input.temporary ? 'tmp/' : ''}${input.targetPath}/${randomId()}.${permit.extension}`;
    const signed = await signUploadUrl(path, {
      contentType: permit.contentType,
      size: input.size,
      metadata: { uploadedby: uid, userid: input.userId, temporary: String(input.temporary) },
    });
    const ticket: UploadTicket = {
      uploadUrl: signed.url,
      method: 'PUT',
      headers: signed.headers,
      path,
      expiresAt: signed.expiresAt,
    };
    return { status: 201, body: ticket };
  },
});

/** The spec's random 8-character file id (letters, digits, - and _). */
export function randomId(): string {
  return randomBytes(UPLOAD_RANDOM_ID_LENGTH)
    .toString('base64url')
    .slice(0, UPLOAD_RANDOM_ID_LENGTH);
}
