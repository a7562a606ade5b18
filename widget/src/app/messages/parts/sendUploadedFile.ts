import { MEDIA_UPLOAD_ENTITY, MEDIA_UPLOAD_INTENT } from '@vg/common/constants';
import { fileUploadedMessage, isImageFile } from '@vg/common/logic/widget/imageDetection';
import { sendAction } from '../../session/chatActions';

/**
 * Pushes an uploaded file to the runtime as the VG_MEDIA_UPLOAD intent with
 * its URL in the vg_media_url entity. The visitor sees an image as an image,
 * anything else as 'File uploaded: {name}' (name cut to 20 characters).
 */
export function sendUploadedFile(fileName: string, url: string): boolean {
  const image = isImageFile(url) || isImageFile(fileName);
  return sendAction(
    {
      type: 'intent',
      payload: {
        intent: { name: MEDIA_UPLOAD_INTENT },
        entities: [{ name: MEDIA_UPLOAD_ENTITY, value: url }],
        query: url,
      },
    },
    image ? fileName : fileUploadedMessage(fileName),
    undefined,
    image ? { from: 'human', type: 'visual', item: { payload: { image: url } } } : undefined,
  );
}
