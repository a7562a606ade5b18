import { lazy, Suspense, useEffect } from 'react';
import { BlockingScreen, type BlockReason } from './chat/BlockingScreen';
import { ChatView } from './chat/ChatView';
import { blockingScreen } from '@vg/common/logic/widget/chatAvailability';
import { useChatStore, type ChatState } from './store/chatStore';

// The tabbed widget is its own chunk: plain chats never load it.
const TabsView = lazy(async () => ({ default: (await import('./tabs/TabsView')).TabsView }));

/**
 * The chat app: a light skeleton until the agent arrives, then the chat
 * (plain or tabbed) or the blocking screen that replaces it.
 */
export function App() {
  const agent = useChatStore((state) => state.agent);
  const stylesheets = useChatStore((state) => state.stylesheets);
  const blocked = useChatStore(blockReason);
  const status = useChatStore((state) => state.agentStatus);
  const language = useChatStore((state) => state.language);
  const tabbed = useChatStore((state) => state.agent?.ui?.widgetType === 'tabs');

  // The theme module (with the shared theme names) loads with the agent, after the first paint.
  useEffect(() => {
    let current = true;
    void import('./theme/applyTheme').then(({ applyTheme }) => {
      if (current) applyTheme(agent, stylesheets);
    });
    return () => {
      current = false;
    };
  }, [agent, stylesheets]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  return (
    <div className="vg-app">
      {status === 'loading' ? (
        <Skeleton />
      ) : blocked ? (
        <BlockingScreen reason={blocked} />
      ) : tabbed ? (
        <Suspense fallback={<Skeleton />}>
          <TabsView />
        </Suspense>
      ) : (
        <ChatView />
      )}
    </div>
  );
}

export function blockReason(state: ChatState): BlockReason | null {
  if (state.agentStatus === 'missing' || state.agentStatus === 'error') return 'missing';
  const agent = state.agent;
  if (!agent) return null;
  const screen = blockingScreen(agent);
  return screen === 'tokensConsumed' ? 'tokens' : screen;
}

function Skeleton() {
  // A chat loaded ahead of the click does not pulse while hidden.
  const shown = useChatStore((state) => state.visible);
  return (
    <>
      <header className="vg-header" aria-busy="true">
        <div className="vg-avatar" />
        <div className="vg-header-text">
          <div className="vg-skeleton-line" style={{ width: '45%' }} />
        </div>
      </header>
      <div className="vg-conversation">
        <div className={`vg-conversation-inner${shown ? '' : ' vg-still'}`}>
          <div className="vg-skeleton-bubble" />
          <div className="vg-skeleton-bubble" style={{ width: '40%' }} />
        </div>
      </div>
    </>
  );
}
