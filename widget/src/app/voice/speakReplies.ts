import type { Turn } from '../chat/conversation';
import { chatStore } from '../store/chatStore';

/**
 * Reads the agent's new replies aloud with the browser's speech synthesis,
 * for the voice call. Only turns that arrive after the call started are
 * spoken. Returns a function that stops listening and speaking.
 */
export function speakNewReplies(): () => void {
  const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
  if (!synth) return () => undefined;
  let seen = chatStore.get().turns.length;
  const stop = chatStore.subscribe((state) => {
    const fresh = state.turns.slice(seen);
    seen = state.turns.length;
    for (const text of fresh.flatMap(spokenTexts)) {
      const utterance = new SpeechSynthesisUtterance(text);
      utterance.lang = state.language;
      synth.speak(utterance);
    }
  });
  return () => {
    stop();
    synth.cancel();
  };
}

/** The plain text of a bot turn's text messages (markdown marks removed). */
export function spokenTexts(turn: Turn): string[] {
  if (turn.from !== 'bot') return [];
  return turn.messages.flatMap((message) => {
    const text = (message.item?.payload as { message?: unknown } | undefined)?.message;
    if (message.type !== 'text' || typeof text !== 'string') return [];
    const plain = text
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[*_`#>~]/g, '')
      .trim();
    return plain ? [plain] : [];
  });
}
