import { BYTES_PER_MB } from '../../constants';

/**
 * Size and extension checks a file passes before the widget uploads it.
 * Sizes use decimal megabytes (1 MB = 1,000,000 bytes), as the spec states.
 */

/** How long the oversize alert and the wrong-extension notice stay up. */
export const UPLOAD_SIZE_NOTICE_MS = 2000;
export const UPLOAD_EXTENSION_NOTICE_MS = 3000;

export function bytesToMb(bytes: number): number {
  return bytes / BYTES_PER_MB;
}

export function maxSizeMessage(maxMb: number): string {
  return `Max size: ${maxMb} MBs`;
}

/** Exactly the limit passes; one byte more fails. */
export function isWithinSizeLimit(sizeBytes: number, maxMb: number): boolean {
  return sizeBytes <= maxMb * BYTES_PER_MB;
}

export function checkUploadSize(sizeBytes: number, maxMb: number): string | null {
  return isWithinSizeLimit(sizeBytes, maxMb) ? null : maxSizeMessage(maxMb);
}

/** Lower-case extension without the dot, or '' when the name has none. */
export function fileExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 ? '' : base.slice(dot + 1).toLowerCase();
}

// Owners type lists as "pdf", ".PDF" or "pdf, docx"; compare on one form.
function normaliseExtensions(allowed: readonly string[]): string[] {
  return allowed
    .flatMap((entry) => entry.split(','))
    .map((entry) => entry.trim().replace(/^\./, '').toLowerCase())
    .filter((entry) => entry !== '');
}

function extensionList(allowed: readonly string[]): string {
  return normaliseExtensions(allowed).join(', ');
}

/** The alert of the chat upload prompt. */
export function extensionNotAllowedMessage(allowed: readonly string[]): string {
  return `Only ${extensionList(allowed)} files are allowed`;
}

/** The short notice (3000 ms) of the multi-file upload component. */
export function extensionNotAllowedNotice(allowed: readonly string[]): string {
  return `Only ${extensionList(allowed)} Files`;
}

/** With no list configured every extension is allowed. */
export function isAllowedExtension(
  fileName: string,
  allowed: readonly string[] | undefined,
): boolean {
  const list = normaliseExtensions(allowed ?? []);
  if (list.length === 0) return true;
  return list.includes(fileExtension(fileName));
}

export function checkUploadExtension(
  fileName: string,
  allowed: readonly string[] | undefined,
): string | null {
  return isAllowedExtension(fileName, allowed) ? null : extensionNotAllowedMessage(allowed ?? []);
}
