import { fileExtension } from './uploadChecks';

/**
 * The kinds of file a visitor may upload, by extension, with the type each
 * is stored and served as. Chosen (the spec names none): pictures, PDF,
 * audio, video, plain text and office documents. Never HTML, SVG, scripts
 * or programs: the file origin must not serve anything a browser runs.
 */
export const UPLOAD_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  heic: 'image/heic',
  pdf: 'application/pdf',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  ogg: 'audio/ogg',
  m4a: 'audio/mp4',
  weba: 'audio/webm',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
  txt: 'text/plain',
  csv: 'text/csv',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
} as const satisfies Record<string, string>;

export type UploadExtension = keyof typeof UPLOAD_TYPES;

/** The extension of an allowed upload, or null for any other file. */
export function uploadExtension(fileName: string): UploadExtension | null {
  const extension = fileExtension(fileName);
  return Object.hasOwn(UPLOAD_TYPES, extension) ? (extension as UploadExtension) : null;
}

/** What a visitor is told when the type is refused (server and widget alike). */
export function uploadTypeRefusedMessage(fileName: string): string {
  const extension = fileExtension(fileName);
  return `${extension ? `.${extension} files` : 'Files without an extension'} cannot be uploaded: send a picture, PDF, audio, video, text or office document.`;
}
