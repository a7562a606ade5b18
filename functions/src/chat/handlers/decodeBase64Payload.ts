export interface DecodedFile {
  bytes: Buffer;
  contentType: string;
  /** Extension implied by the content type, '' when unknown. */
  extension: string;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/bmp': 'bmp',
  'application/pdf': 'pdf',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/webm': 'webm',
  'text/plain': 'txt',
  'text/csv': 'csv',
};

/** Accepts plain base64 or a data URL (`data:image/png;base64,...`). */
export function decodeBase64Payload(payload: string): DecodedFile | null {
  const dataUrl = /^data:([\w.+-]+\/[\w.+-]+)?(?:;[\w-]+=[\w.-]+)*;base64,(.*)$/s.exec(payload);
  const contentType = dataUrl?.[1] ?? 'application/octet-stream';
  const body = (dataUrl ? (dataUrl[2] ?? '') : payload).replace(/\s+/g, '');
  if (body === '' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(body)) return null;
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length === 0) return null;
  return { bytes, contentType, extension: EXTENSIONS[contentType] ?? '' };
}
