import { IMAGE_EXTENSIONS, TRUNCATE } from '../../constants';
import { truncate } from '../text/truncate';

/**
 * Decides whether an uploaded file is shown as an image or as a document
 * line ('File uploaded: {name}').
 */

/**
 * Image hosts whose URLs often carry no extension. Files on them are images
 * whatever the path looks like.
 */
export const IMAGE_HOSTS = [
  'images.unsplash.com',
  'i.imgur.com',
  'res.cloudinary.com',
  'lh3.googleusercontent.com',
] as const;

const IMAGE_PATH_MARKERS = ['/image/', '/images/', 'type=image'];

// Storage download URLs encode the object path (…/o/uploads%2Fcat.png?alt=…),
// so decode first and look at the part before the query.
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function hostOf(value: string): string {
  const match = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]+)/i.exec(value);
  return match?.[1]?.toLowerCase() ?? '';
}

function extensionOf(value: string): string {
  const path = decoded(value).split(/[?#]/)[0] ?? '';
  const last = path.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot < 0 ? '' : last.slice(dot + 1).toLowerCase();
}

/** `nameOrUrl` may be a file name, a storage path or a full URL. */
export function isImageFile(nameOrUrl: string): boolean {
  const value = nameOrUrl.trim();
  if (value === '') return false;
  if ((IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(value))) return true;
  if ((IMAGE_HOSTS as readonly string[]).includes(hostOf(value))) return true;
  const lower = decoded(value).toLowerCase();
  return IMAGE_PATH_MARKERS.some((marker) => lower.includes(marker));
}

/** The chat line for a non-image upload, with the name cut to 20 characters. */
export function fileUploadedMessage(fileName: string): string {
  return `File uploaded: ${truncate(fileName, TRUNCATE.fileName)}`;
}
