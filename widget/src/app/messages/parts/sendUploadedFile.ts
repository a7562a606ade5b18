import { fileUploadedMessage, isImageFile } from '@vg/common/logic/widget/imageDetection';
import { mediaUploadAction, visitorUploadMessage } from '@vg/common/schemas/calls/visitorUpload';
import { sendAction } from '../../session/chatActions';

/**
 * Pushes an uploaded file to the runtime as the VG_MEDIA_UPLOAD intent with
 * its URL in the vg_media_url entity. The visitor's turn stores (and shows)
 * an image as an image, anything else as 'File uploaded: {name}' (name cut
 * to 20 characters) that keeps the file's URL for the team.
 */
export function sendUploadedFile(fileName: string, url: string): boolean {
  const image = isImageFile(url) || isImageFile(fileName);
  return sendAction(
    mediaUploadAction(url),
    image ? fileName : fileUploadedMessage(fileName),
    undefined,
    visitorUploadMessage({ url, name: fileName }),
  );
}
