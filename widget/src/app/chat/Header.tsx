import { truncateFor } from '@vg/common/logic/text/truncate';
import { closeChat } from '../host/hostBridge';
import { useT } from '../i18n/useT';
import { restartChat } from '../session/lifecycle';
import { chatStore, useChatStore } from '../store/chatStore';
import { BackIcon, CloseIcon, EndChatIcon, RefreshIcon } from './icons';

/**
 * Avatar, title (≤ 35) and description (≤ 35); Refresh and End Chat (each
 * confirmed in an overlay), the test-mode buttons, close in popup and
 * modal, and a back button when the chat was opened from a tab.
 */
export function Header({ onBack }: { onBack?: () => void }) {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const embed = useChatStore((state) => state.route.embed);
  const isTest = useChatStore((state) => state.route.isTest);
  const title = agent?.title ?? '';
  const avatar = agent?.roundedImageURL || agent?.avatarImageUrl;
  const closable = embed === 'popup' || embed === 'modal';
  const overlay = (name: 'endChat' | 'refresh' | 'voiceCall') => chatStore.set({ overlay: name });

  return (
    <header className="vg-header">
      {onBack ? (
        <button type="button" className="vg-icon-button" aria-label={t('back')} onClick={onBack}>
          <BackIcon />
        </button>
      ) : null}
      {avatar ? (
        <img className="vg-avatar" src={avatar} alt="" />
      ) : (
        <div className="vg-avatar" aria-hidden="true">
          {title.trim().charAt(0).toUpperCase() || '•'}
        </div>
      )}
      <div className="vg-header-text">
        <h1 className="vg-title" title={title}>
          {truncateFor('headerTitle', title)}
        </h1>
        {agent?.description ? (
          <p className="vg-description" title={agent.description}>
            {truncateFor('headerDescription', agent.description)}
          </p>
        ) : null}
      </div>
      {isTest ? (
        <>
          <button type="button" className="vg-test-button" onClick={restartChat}>
            {t('refresh')}
          </button>
          <button
            type="button"
            className="vg-test-button"
            disabled={agent?.agentPlatform !== 'vg'}
            onClick={() => overlay('voiceCall')}
          >
            {t('testVoice')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="vg-icon-button"
          aria-label={t('refreshConversation')}
          title={t('refreshConversation')}
          onClick={() => overlay('refresh')}
        >
          <RefreshIcon />
        </button>
      )}
      <button
        type="button"
        className="vg-icon-button"
        aria-label={t('endChat')}
        title={t('endChat')}
        onClick={() => overlay('endChat')}
      >
        <EndChatIcon />
      </button>
      {closable ? (
        <button
          type="button"
          className="vg-icon-button"
          aria-label={t('closeChat')}
          onClick={closeChat}
        >
          <CloseIcon />
        </button>
      ) : null}
    </header>
  );
}
