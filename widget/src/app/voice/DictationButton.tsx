import type { KeyboardEvent } from 'react';
import { MicIcon } from '../chat/icons';
import { useT } from '../i18n/useT';
import { useHoldToRecord } from './useHoldToRecord';

/**
 * The footer microphone (agents with enableAudioSupport): hold to record,
 * release to transcribe; the text is appended to the input. Space or Enter
 * held down does the same from the keyboard.
 */
export function DictationButton({
  disabled,
  onText,
}: {
  disabled: boolean;
  onText: (text: string) => void;
}) {
  const t = useT();
  const { phase, start, stop } = useHoldToRecord(onText);
  const label =
    phase === 'recording'
      ? t('recording')
      : phase === 'transcribing'
        ? t('transcribing')
        : t('holdToRecord');
  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
      event.preventDefault();
      start();
    }
  };
  const onKeyUp = (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') void stop();
  };
  return (
    <button
      type="button"
      className={`vg-mic vg-mic--${phase}`}
      aria-label={label}
      title={label}
      aria-pressed={phase === 'recording'}
      disabled={disabled || phase === 'transcribing'}
      onPointerDown={(event) => {
        event.preventDefault();
        start();
      }}
      onPointerUp={() => void stop()}
      onPointerLeave={() => void stop()}
      onPointerCancel={() => void stop()}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      onContextMenu={(event) => event.preventDefault()}
    >
      {phase === 'transcribing' ? <span className="vg-mic-spinner" /> : <MicIcon />}
    </button>
  );
}
