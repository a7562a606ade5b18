import { previousConversations } from '@vg/common/logic/widget/widgetLayout';
import { useEffect } from 'react';
import { useT } from '../i18n/useT';
import { useChatStore } from '../store/chatStore';
import { ConversationItem } from './ConversationItem';
import { loadSessions, newChat, openChat, restoreSession } from './tabActions';
import { PlusIcon } from './tabIcons';

/**
 * The Chats tab: 'New Chat', the current conversation, up to 10 previous
 * conversations (tap one to restore it), or 'No conversations'.
 */
export function ConvosTab() {
  const t = useT();
  const turns = useChatStore((state) => state.turns);
  const sessions = useChatStore((state) => state.sessions);
  const userId = useChatStore((state) => state.userId);
  const keepsHistory = useChatStore((state) => state.agent?.recordChatHistory !== false);
  const previous = previousConversations(sessions ?? []);
  const listed = sessions !== null || !keepsHistory;

  useEffect(() => {
    if (sessions === null && userId) void loadSessions();
  }, [sessions, userId]);

  return (
    <div className="vg-tab-body vg-convos">
      <button type="button" className="vg-button vg-new-chat" onClick={newChat}>
        {/* An icon, not a '+' character: the button reads exactly 'New Chat'. */}
        <PlusIcon />
        {t('newChat')}
      </button>
      {turns.length ? (
        <section className="vg-convo-section">
          <h2>{t('currentConversation')}</h2>
          <ConversationItem turns={turns} onOpen={() => openChat()} />
        </section>
      ) : null}
      {previous.length ? (
        <section className="vg-convo-section">
          <h2>{t('previousConversations')}</h2>
          {previous.map((session) => (
            <ConversationItem
              key={session.id}
              turns={session.turns}
              ts={session.ts}
              onOpen={() => void restoreSession(session)}
            />
          ))}
        </section>
      ) : null}
      {!turns.length && !previous.length && listed ? (
        <p className="vg-empty">{t('noConversations')}</p>
      ) : null}
    </div>
  );
}
