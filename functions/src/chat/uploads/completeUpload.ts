import { completeUploadRequestSchema, uploadExtension, type UploadResult } from '@vg/common';
import {
  deleteObject,
  publishObject,
  readObjectHead,
  readObjectInfo,
} from '../../gateways/storage';
import { defineEndpoint } from '../../http/endpoint';
import { HttpError } from '../../http/HttpError';
import { pathId } from '../../http/pathId';
import { matchesUploadType } from './matchesUploadType';

/**
 * POST /agents/{agentId}/uploads/complete: after the PUT, the uploader
 * names the object; the function checks its bytes are the kind its
 * extension (and signed type) says, deletes it if not, and otherwise
 * publishes it (a download token) and answers the spec's upload result.
 */
export const completeUpload = defineEndpoint({
  method: 'POST',
  path: '/agents/:agentId/uploads/complete',
  limit: 'visitor',
  input: completeUploadRequestSchema,
  handle: async ({ params, input, caller }) => {
    const agentId = pathId(params.agentId ?? '', 'agentId');
    const { uid } = await caller();
    const prefix = `voiceglow/${agentId}/`;
    const extension = uploadExtension(input.path);
    if (!input.path.startsWith(prefix) || input.path.includes('..') || !extension)
      throw new HttpError(
        400,
        'Invalid request: path must be the path the upload request answered.',
      );
    const stored = await readObjectInfo(input.path);
    // Metadata sent as x-goog-meta-* headers comes back with lower-case keys.
    if (!stored || stored.metadata.uploadedby !== uid)
      throw new HttpError(404, 'This upload does not exist: upload the file again.');
    if (!matchesUploadType(extension, await readObjectHead(input.path))) {
      await deleteObject(input.path);
      throw new HttpError(
        415,
        `This file's content is not a .${extension} file: it was not kept. Send the file in its own format.`,
        { code: 'file-content' },
      );
    }
    // Only now is the uploader recorded as consume-credits reads it: an
    // upload is charged once its bytes were checked.
    const published = await publishObject(input.path, {
      uploadedBy: uid,
      userId: stored.metadata.userid ?? '',
      verified: 'true',
    });
    const serverFilename = input.path.split('/').pop() ?? '';
    const result: UploadResult = {
      url: published.url,
      path: published.path,
      id: serverFilename.replace(/\..*$/, ''),
      dbFilePath: `gs://${published.bucket}/${published.path}`,
      filename: input.filename,
      name: input.filename,
      bucket: published.bucket,
      serverFilename,
      sizeKB: Math.round(stored.size / 1000),
      sizeMbs: Number((stored.size / 1_000_000).toFixed(2)),
    };
    return { body: result };
  },
});
