import { randomBytes } from 'node:crypto';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import { z } from 'zod';
import {
  REGIONS,
  UPLOAD_MAX_MB,
  UPLOAD_RANDOM_ID_LENGTH,
  checkUploadSize,
  fileExtension,
  type Region,
} from '@vg/common';
import { dbFor } from '../../firestore';
import { saveObject } from '../../gateways/storage';
import { decodeBase64Payload } from './decodeBase64Payload';
import { sniffContentType } from './sniffContentType';

const FOLDER = /^[A-Za-z0-9_-]{1,64}(\/[A-Za-z0-9_-]{1,64}){0,4}$/;

export const uploadFileInput = z.object({
  agentId: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'must be an agent ID'),
  userId: z.string().min(1).max(200),
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
 * uploadFile: stores a visitor's file under the agent's folder with a
 * random 8-character id and its extension, cached for a year. Credits are
 * charged by the separate consume-credits call, as the widget's flow says.
 */
export async function uploadFileCallable(request: CallableRequest<unknown>) {
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

  const extension = safeExtension(input.filename ?? '') || file.extension;
  const id = randomBytes(UPLOAD_RANDOM_ID_LENGTH)
    .toString('base64url')
    .slice(0, UPLOAD_RANDOM_ID_LENGTH);
  const serverFilename = extension ? `${id}.${extension}` : id;
  const folder = `voiceglow/${input.agentId}/${input.temporary ? 'tmp/' : ''}${input.targetPath}`;
  const contentType = sniffContentType(file.bytes, file.contentType);
  const stored = await saveObject(`${folder}/${serverFilename}`, file.bytes, contentType, {
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

function safeExtension(filename: string): string {
  const extension = fileExtension(filename);
  return /^[a-z0-9]{1,10}$/.test(extension) ? extension : '';
}

/** The agent's region: the one named, else whichever database holds it. */
async function locateAgent(agentId: string, named: Region | undefined): Promise<Region | null> {
  for (const region of named ? [named] : REGIONS) {
    const snapshot = await dbFor(region).doc(`voiceglow/${agentId}`).get();
    if (snapshot.exists) return region;
  }
  return null;
}
