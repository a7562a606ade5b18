import { NOTIFICATION_SECOND_SOUND_MS } from '@vg/common/constants';

type AudioContextClass = typeof AudioContext;

/** A short chime, made in the browser so no sound file has to be fetched. */
function chime(): void {
  const Context: AudioContextClass | undefined =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext;
  if (!Context) return;
  try {
    const context = new Context();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.3);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.3);
    oscillator.onended = () => void context.close();
  } catch {
    // Browsers refuse sound before the first user gesture; the toast still shows.
  }
}

/** The new-notification sound, repeated once after 2 seconds. */
export function playNotificationSound(): void {
  chime();
  setTimeout(chime, NOTIFICATION_SECOND_SOUND_MS);
}
