import { MEDIA_UPLOAD_ENTITY, MEDIA_UPLOAD_INTENT } from '../../constants';
import { fileUploadedMessage, isImageFile } from '../../logic/widget/imageDetection';
import type { VisitorMessageInput } from './visitorMessages';

/**
 * A visitor's upload as one chat step: the runtime gets the media intent,
 * the conversation keeps a message that leads to the file. Free of zod on
 * purpose: the widget's footer imports it, and zod must stay out of its
 * first paint.
 */

/** A runtime action (and a button request) of its own shape, so both callers accept it. */
export type MediaUploadAction = {
  type: 'intent';
  payload: {
    intent: { name: string };
    entities: { name: string; value: string }[];
    query: string;
  };
};

/**
 * The action an uploaded file is sent as (spec 1 section 7): the
 * VG_MEDIA_UPLOAD intent with the URL in the vg_media_url entity. The URL is
 * also the query, for runtimes that read only the text of an intent.
 */
export function mediaUploadAction(url: string): MediaUploadAction {
  return {
    type: 'intent',
    payload: {
      intent: { name: MEDIA_UPLOAD_INTENT },
      entities: [{ name: MEDIA_UPLOAD_ENTITY, value: url }],
      query: url,
    },
  };
}

/**
 * The stored message of an upload: a picture as a `visual` message (its
 * name kept beside it), anything else as the line 'File uploaded: {name}'
 * (name cut to 20 characters) carrying the file's URL and full name, so the
 * team can open it.
 */
export function visitorUploadMessage(
  file: { url: string; name: string },
  ts = Date.now(),
): VisitorMessageInput {
  if (isImageFile(file.url) || isImageFile(file.name)) {
    return {
      from: 'human',
      type: 'visual',
      item: { payload: { image: file.url, name: file.name } },
      ts,
    };
  }
  return {
    from: 'human',
    type: 'text',
    item: {
      payload: {
        message: fileUploadedMessage(file.name),
        file: { url: file.url, name: file.name },
      },
    },
    ts,
  };
}
