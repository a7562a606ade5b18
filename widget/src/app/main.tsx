import { createRoot } from 'react-dom/client';
import type { ChatBackend } from '../data/ChatBackend';
import { App } from './App';
import { BlockingScreen } from './chat/BlockingScreen';
import { preloadCommonKinds } from './messages/registry';
import { renderInOwnTask } from './renderInOwnTask';
import { parseRoute, type WidgetRoute } from './route';
import { startSession } from './session/startSession';
import { chatStore } from './store/chatStore';
import '@fontsource/dm-sans/400.css';
import '@fontsource/dm-sans/700.css';
import './styles/chat.css';
import './styles/messages.css';

/**
 * Entry of the iframe app. Firebase and the message kinds are dynamic
 * imports, so the first paint needs only React and the chat shell.
 */
renderInOwnTask();
const route = parseRoute(location.pathname, location.search);
const root = createRoot(document.getElementById('root')!);

if (!route) {
  root.render(
    <div className="vg-app">
      <BlockingScreen reason="missing" />
    </div>,
  );
} else {
  // The session first: loading the data module (and with it the sign-in) starts before the
  // shell's first render takes the main thread.
  void startSession(route, loadBackend).catch((error: unknown) => {
    console.error('chat failed to start', error);
    chatStore.set({ agentStatus: 'error' });
  });
  root.render(<App />);
  preloadCommonKinds();
  // Loaded ahead of the click: the data module (its parsers too) is run now, and waits to be called.
  if (route.warm) void import('../data/createBackend');
}

async function loadBackend(active: WidgetRoute): Promise<ChatBackend> {
  if (import.meta.env.DEV && active.fixtures) {
    const { createFixtureBackend } = await import('./dev/fixtureBackend');
    return createFixtureBackend();
  }
  const { createBackend } = await import('../data/createBackend');
  return createBackend(active.region, active.agentId);
}
