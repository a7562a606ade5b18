import { useEffect } from 'react';
import { CloseIcon, MicIcon } from '../chat/icons';
import { useT } from '../i18n/useT';
import { sendWhenIdle } from '../session/lifecycle';
import { useChatStore } from '../store/chatStore';
import { speakNewReplies } from './speakReplies';
import { useHoldToRecord } from './useHoldToRecord';
import '../styles/voice.css';

/**
 * The voice call in the browser: the visitor holds the button and speaks,
 * the words go to the agent as a message, and the agent's replies are read
 * aloud. Opening the panel starts the call, Hang up ends it.
 */
export function VoiceCallPanel({ onClose }: { onClose: () => void }) {
  const t = useT();
  const agent = useChatStore((state) => state.agent);
  const loading = useChatStore((state) => state.loading);
  const { phase, start, stop } = useHoldToRecord(sendWhenIdle);
  useEffect(() => speakNewReplies(), []);

  const title = agent?.title ?? '';
  const avatar = agent?.roundedImageURL || agent?.avatarImageUrl;
  const status =
    phase === 'recording'
      ? t('recording')
      : phase === 'transcribing'
        ? t('transcribing')
        : loading
          ? t('typing')
          : t('holdToRecord');

  return (
    <div className="vg-call">
      <button
        type="button"
        className="vg-icon-button vg-call-close"
        aria-label={t('close')}
        onClick={onClose}
      >
        <CloseIcon />
      </button>
      <div className={`vg-call-avatar${phase === 'recording' ? ' vg-call-avatar--live' : ''}`}>
        {avatar ? <img src={avatar} alt="" /> : <span>{title.charAt(0).toUpperCase() || '•'}</span>}
      </div>
      <h2 className="vg-call-title">{title || t('voiceCall')}</h2>
      <p className="vg-call-status" aria-live="polite">
        {status}
      </p>
      <button
        type="button"
        className={`vg-call-talk vg-mic--${phase}`}
        aria-label={t('holdToRecord')}
        aria-pressed={phase === 'recording'}
        disabled={phase === 'transcribing'}
        onPointerDown={(event) => {
          event.preventDefault();
          start();
        }}
        onPointerUp={() => void stop()}
        onPointerLeave={() => void stop()}
        onKeyDown={(event) => {
          if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
            event.preventDefault();
            start();
          }
        }}
        onKeyUp={(event) => {
          if (event.key === ' ' || event.key === 'Enter') void stop();
        }}
      >
        <MicIcon />
      </button>
      <button type="button" className="vg-button vg-button--danger" onClick={onClose}>
        {t('endCall')}
      </button>
    </div>
  );
}
