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
 * showing the spec's notice on failure ('Max size: N MBs' 2 s, 'Only X
 * files are allowed' 3 s). Returns whether the file may be uploaded.
 */
export function checkFile(
  file: File,
  maxSizeMB: number,
  allowedExtensions: readonly string[] | undefined,
  t: Translate,
): boolean {
  if (!isAllowedExtension(file.name, allowedExtensions)) {
    const ext = (allowedExtensions ?? []).map((entry) => entry.replace(/^\./, '')).join(', ');
    showNotice(t('onlyFiles', { ext }), 'danger', UPLOAD_EXTENSION_NOTICE_MS);
    return false;
  }
  if (!isWithinSizeLimit(file.size, maxSizeMB)) {
    showNotice(t('maxSize', { max: maxSizeMB }), 'danger', UPLOAD_SIZE_NOTICE_MS);
    return false;
  }
  return true;
}
