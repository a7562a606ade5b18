import { chatStore, type ChatState } from '../store/chatStore';
import { displayQueue, revealDelay, type QueuedMessage } from '../chat/displayQueue';
import { emitHostEvent } from '../host/hostBridge';
import { playNewTurnSound } from './playSound';

/**
 * Reveals bot messages one at a time, each after its delay, while the
 * visitor's own messages appear at once. Runs beside the store so the rule
 * holds however turns arrive (listener, HTTP answer, socket sync).
 *
 * The message a new chat opens with is part of its first load (spec: the
 * first load appears instantly): the visitor has just opened the chat and
 * waits for it, so it shows as soon as it arrives; the rest of its turn
 * keeps the delays.
 */
export function startDisplayTiming(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let scheduledIndex: number | null = null;
  let cachedTurns: ChatState['turns'] | null = null;
  let cachedAdmin = false;
  let queue: QueuedMessage[] = [];

  const step = (state: ChatState) => {
    if (!state.historyLoaded) return;
    if (state.turns !== cachedTurns || state.isSuperAdmin !== cachedAdmin) {
      cachedTurns = state.turns;
      cachedAdmin = state.isSuperAdmin;
      queue = displayQueue(state.turns, state.isSuperAdmin);
    }
    if (state.revealed > queue.length) {
      chatStore.set({ revealed: queue.length });
      return;
    }
    if (state.revealed === queue.length) {
      clearTimeout(timer);
      scheduledIndex = null;
      return;
    }
    if (scheduledIndex === state.revealed) return;
    const index = state.revealed;
    const next = queue[index] as QueuedMessage;
    const delay = index === 0 ? 0 : revealDelay(next, state.agent?.messageDelayMS);
    clearTimeout(timer);
    const reveal = () => {
      scheduledIndex = null;
      if (chatStore.get().revealed !== index) return;
      if (next.from === 'bot' && queue[index - 1]?.turnIndex !== next.turnIndex) {
        playNewTurnSound(chatStore.get().agent);
      }
      chatStore.set({ revealed: index + 1 });
      if (next.from === 'bot') emitHostEvent('message', { from: 'bot', message: next.message });
    };
    if (delay === 0) {
      reveal();
    } else {
      scheduledIndex = index;
      timer = setTimeout(reveal, delay);
    }
  };

  const unsubscribe = chatStore.subscribe(step);
  step(chatStore.get());
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}
