import { randomBytes } from 'node:crypto';
import { agencyIconRequestSchema, checkUploadSize, ICON_MAX_MB } from '@vg/common';
import { decodeBase64Payload } from '../chat/handlers/decodeBase64Payload';
import { saveObject } from '../gateways/storage';
import { defineEndpoint } from '../http/endpoint';
import { HttpError } from '../http/HttpError';
import { loadOwnedAgency, requireAccount } from './agencyStore';

/** Raster images only: an SVG logo could carry script onto every client's page. */
const IMAGE_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * POST /agencies/icon: stores the agency's square logo (PNG 256x256
 * suggested, 1 MB at most) and answers its URL; the editor puts it in the
 * draft, and the owner's save keeps it.
 */
export const uploadAgencyIcon = defineEndpoint({
  method: 'POST',
  path: '/agencies/icon',
  limit: 'upload',
  // Room for a logo somewhat over the limit, so its answer names the limit.
  maxBodyBytes: 2 * 1024 * 1024,
  input: agencyIconRequestSchema,
  handle: async ({ db, input, caller }) => {
    const uid = requireAccount(await caller());
    const agency = await loadOwnedAgency(db, input.agencyId, uid);
    const file = decodeBase64Payload(input.base64Payload);
    if (!file)
      throw new HttpError(400, 'The logo is not base64 image data: choose the file again.');
    const extension = IMAGE_TYPES[file.contentType];
    if (!extension)
      throw new HttpError(400, 'Choose a PNG, JPEG, WebP or GIF image (PNG 256x256 works best).');
    const tooBig = checkUploadSize(file.bytes.length, ICON_MAX_MB);
    if (tooBig) throw new HttpError(400, tooBig);
    const id = randomBytes(6).toString('base64url');
    const stored = await saveObject(
      `agencies/${agency.ID}/logo-${input.variant}-${id}.${extension}`,
      file.bytes,
      file.contentType,
      { uploadedBy: uid },
    );
    return { status: 201, body: { url: stored.url } };
  },
});
