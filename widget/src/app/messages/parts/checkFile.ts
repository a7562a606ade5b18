import {
  isAllowedExtension,
  isWithinSizeLimit,
  UPLOAD_EXTENSION_NOTICE_MS,
  UPLOAD_SIZE_NOTICE_MS,
} from '@vg/common/logic/widget/uploadChecks';
import type { Translate } from '../../i18n/i18n';
import { showNotice } from '../../store/chatStore';

/**
 * Checks a chosen file against the size ceiling and allowed extensions,
 * showing the spec's notice on failure: 'Max size: N MBs' (2 s), and for a
 * wrong extension 'Only X files are allowed', or the short 'Only X Files'
 * of the multi-file upload (3 s). Returns whether the file may be uploaded.
 */
export function checkFile(
  file: File,
  maxSizeMB: number,
  allowedExtensions: readonly string[] | undefined,
  t: Translate,
  extensionNotice: 'alert' | 'short' = 'alert',
): boolean {
  if (!isAllowedExtension(file.name, allowedExtensions)) {
    const ext = (allowedExtensions ?? [])
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim().replace(/^\./, ''))
      .filter(Boolean)
      .join(', ');
    const text =
      extensionNotice === 'short' ? t('onlyFilesNotice', { ext }) : t('onlyFiles', { ext });
    showNotice(text, 'danger', UPLOAD_EXTENSION_NOTICE_MS);
    return false;
  }
  if (!isWithinSizeLimit(file.size, maxSizeMB)) {
    showNotice(t('maxSize', { max: maxSizeMB }), 'danger', UPLOAD_SIZE_NOTICE_MS);
    return false;
  }
  return true;
}
