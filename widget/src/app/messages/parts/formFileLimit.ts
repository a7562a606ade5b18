import { UPLOAD_MAX_MB } from '@vg/common/constants';

const IMAGE_WORDS = /\b(image|images|photo|photos|picture|pictures|picture|screenshot|selfie)\b/i;

/**
 * Form file fields take 5 MB or 10 MB (spec). The specification does not
 * say which field gets which; chosen: a field asking for a picture (its
 * label names an image, photo, picture, screenshot or selfie) takes images
 * only, up to 5 MB; any other file field takes up to 10 MB.
 */
export function formFileLimit(label: string): { maxMb: number; accept: string | undefined } {
  return IMAGE_WORDS.test(label)
    ? { maxMb: UPLOAD_MAX_MB.formSmall, accept: 'image/*' }
    : { maxMb: UPLOAD_MAX_MB.formLarge, accept: undefined };
}
