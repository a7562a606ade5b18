import { PhoneIcon } from '../chat/icons';
import { useT } from '../i18n/useT';
import { chatStore, useChatStore } from '../store/chatStore';

/** The web-calling panel above the footer (voiceConfig.config.enableWebCalling). */
export function VoiceCallBar() {
  const t = useT();
  const enabled = useChatStore(
    (state) => state.agent?.voiceConfig?.config?.enableWebCalling === true,
  );
  const title = useChatStore((state) => state.agent?.title ?? '');
  if (!enabled) return null;
  return (
    <section className="vg-call-bar" aria-label={t('voiceCall')}>
      <span className="vg-call-bar-icon">
        <PhoneIcon />
      </span>
      <span className="vg-call-bar-text">
        <strong>{t('voiceCall')}</strong>
        <small>{t('voiceCallHint', { name: title })}</small>
      </span>
      <button
        type="button"
        className="vg-button"
        onClick={() => chatStore.set({ overlay: 'voiceCall' })}
      >
        {t('startCall')}
      </button>
    </section>
  );
}
