import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';

/**
 * What the runtime reported while producing the latest reply (the socket's
 * debug frames), collapsed under it. Super administrators only.
 */
export function DebugAccordion() {
  const t = useT();
  const isSuperAdmin = useChatStore((state) => state.isSuperAdmin);
  const log = useChatStore((state) => state.debugLog);
  if (!isSuperAdmin || !log.length) return null;
  return (
    <details className="vg-debug vg-debug-log">
      <summary>
        <span className="vg-debug-tag">{t('debug')}</span> ({log.length})
      </summary>
      <pre className="vg-debug-input">{log.join('\n')}</pre>
    </details>
  );
}
