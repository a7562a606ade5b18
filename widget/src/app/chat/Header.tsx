import { truncateFor } from '@vg/common/logic/text/truncate';
import { emitHostEvent, postToHost } from '../host/hostBridge';
import { useT } from '../i18n/useT';
import { restartChat } from '../session/chatActions';
import { useChatStore } from '../store/chatStore';
import { CloseIcon } from './icons';

/** Avatar, title (≤ 35) and description (≤ 35), plus close and test-mode buttons. */
export function Header() {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const embed = useChatStore((state) => state.route.embed);
  const isTest = useChatStore((state) => state.route.isTest);
  const title = agent?.title ?? '';
  const avatar = agent?.roundedImageURL || agent?.avatarImageUrl;
  const closable = embed === 'popup' || embed === 'modal';

  const close = () => {
    emitHostEvent('chat_close');
    postToHost({ type: 'requestClose' });
  };

  return (
    <header className="vg-header">
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
          <button type="button" className="vg-test-button" disabled={agent?.agentPlatform !== 'vg'}>
            {t('testVoice')}
          </button>
        </>
      ) : null}
      {closable ? (
        <button
          type="button"
          className="vg-icon-button"
          aria-label={t('closeChat')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      ) : null}
    </header>
  );
}
