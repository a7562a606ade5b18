import {
  HttpsError,
  type CallableRequest,
  type FunctionsErrorCode,
} from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  PATH_ID_PATTERN,
  REGIONS,
  UPLOAD_FOLDER_PATTERN,
  UPLOAD_MAX_MB,
  checkUploadSize,
  type Region,
} from '@vg/common';
import { dbFor } from '../../firestore';
import { saveObject } from '../../gateways/storage';
import { HttpError } from '../../http/HttpError';
import { limitVisitor } from '../../http/rateLimits';
import { authorizeUpload } from '../uploads/authorizeUpload';
import { matchesUploadType } from '../uploads/matchesUploadType';
import { randomId } from '../uploads/requestUpload';
import { decodeBase64Payload } from './decodeBase64Payload';

const FOLDER = UPLOAD_FOLDER_PATTERN;

export const uploadFileInput = z.object({
  agentId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be an agent ID'),
  userId: z.string().regex(PATH_ID_PATTERN, 'must be the visitor id of the conversation'),
  base64Payload: z.string().min(1, 'is empty: choose a file to upload'),
  targetPath: z
    .string()
    .regex(
      FOLDER,
      'must be a folder name such as "uploads" or "chat/images" (letters, digits, - and _)',
    ),
  temporary: z.boolean().optional().default(false),
  filename: z.string().max(255).optional(),
  region: z.enum(REGIONS).optional(),
});

/**
 * uploadFile (the spec's callable, for small files sent as base64; the
 * widget uses the signed-URL upload, /agents/{id}/uploads): stores a
 * visitor's file under the agent's folder with a random 8-character id and
 * its extension, cached for a year, after the same checks as every upload
 * (conversation, type, size, rate) and a look at its bytes. Credits are
 * charged by the separate consume-credits call, as the widget's flow says.
 */
export async function uploadFileCallable(request: CallableRequest<unknown>) {
  try {
    return await storeUpload(request);
  } catch (error) {
    if (error instanceof HttpError)
      throw new HttpsError(CALLABLE_CODES[error.status] ?? 'invalid-argument', error.message);
    throw error;
  }
}

const CALLABLE_CODES: Record<number, FunctionsErrorCode> = {
  403: 'permission-denied',
  404: 'not-found',
  429: 'resource-exhausted',
};

async function storeUpload(request: CallableRequest<unknown>) {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first to upload files.');
  const parsed = uploadFileInput.safeParse(request.data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new HttpsError(
      'invalid-argument',
      `Invalid upload: ${issue?.path.join('.')}: ${issue?.message}.`,
    );
  }
  const input = parsed.data;
  const region = await locateAgent(input.agentId, input.region);
  if (!region) throw new HttpsError('not-found', `Agent ${input.agentId} does not exist.`);
  const file = decodeBase64Payload(input.base64Payload);
  if (!file)
    throw new HttpsError('invalid-argument', 'Invalid upload: base64Payload is not base64 data.');
  const tooBig = checkUploadSize(file.bytes.length, UPLOAD_MAX_MB.chat);
  if (tooBig) throw new HttpsError('invalid-argument', tooBig);

  limitVisitor('upload', request.auth.uid, input.agentId);
  const permit = await authorizeUpload(dbFor(region), {
    agentId: input.agentId,
    userId: input.userId,
    uid: request.auth.uid,
    filename: input.filename ?? `file.${file.extension}`,
    size: file.bytes.length,
  });
  if (!matchesUploadType(permit.extension, file.bytes))
    throw new HttpError(
      415,
      `This file's content is not a .${permit.extension} file: send the file in its own format.`,
    );
  const id = randomId();
  const serverFilename = `${id}.${permit.extension}`;
  const folder = `voiceglow/${input.agentId}/${input.temporary ? 'tmp/' : ''}${input.targetPath}`;
  const stored = await saveObject(`${folder}/${serverFilename}`, file.bytes, permit.contentType, {
    uploadedBy: request.auth.uid,
    userId: input.userId,
    temporary: String(input.temporary),
  });
  const name = input.filename ?? serverFilename;
  return {
    url: stored.url,
    path: stored.path,
    id,
    dbFilePath: `gs://${stored.bucket}/${stored.path}`,
    filename: name,
    name,
    bucket: stored.bucket,
    serverFilename,
    sizeKB: Math.round(file.bytes.length / 1000),
    sizeMbs: Number((file.bytes.length / 1_000_000).toFixed(2)),
  };
}

/** The agent's region: the one named, else whichever database holds it. */
async function locateAgent(agentId: string, named: Region | undefined): Promise<Region | null> {
  for (const region of named ? [named] : REGIONS) {
    const snapshot = await dbFor(region).doc(`voiceglow/${agentId}`).get();
    if (snapshot.exists) return region;
  }
  return null;
}
