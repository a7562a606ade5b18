import type { Agent } from '@vg/common/schemas/agent';

/**
 * The new-turn sound (soundEffectEnabled): the agent's soundEffectUrl, or a
 * short synthesised chime so no audio file has to be shipped. Browsers may
 * refuse audio before the visitor interacted; that is fine and ignored.
 */
export function playNewTurnSound(agent: Agent | null): void {
  if (!agent?.soundEffectEnabled) return;
  try {
    if (agent.soundEffectUrl) {
      void new Audio(agent.soundEffectUrl).play().catch(() => undefined);
      return;
    }
    const AudioContextClass = window.AudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
    oscillator.onended = () => void context.close();
  } catch {
    // No audio available (e.g. a sandboxed frame): the chat works without it.
  }
}
