import { nextPlaybackSpeed } from '@vg/common/logic/widget/playbackAndRating';
import { voiceNoteMessageSchema } from '@vg/common/schemas/messages';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { parseMessage } from './parseMessage';
import type { MessageProps } from './types';

/** A voice note: play, pause, replay, progress and a speed button cycling 1, 1.25, 1.5, 2. */
export function VoiceNote({ message }: MessageProps) {
  const t = useT();
  const { item } = parseMessage(voiceNoteMessageSchema, message, 'VoiceNote');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [ended, setEnded] = useState(false);
  const [speed, setSpeed] = useState(1);
  const [progress, setProgress] = useState(0);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (playing) {
      element.pause();
      return;
    }
    if (ended) element.currentTime = 0;
    void element.play()?.catch(() => setPlaying(false));
  };

  const label = playing ? t('pause') : ended ? t('replay') : t('play');
  return (
    <div className="vg-voice">
      <audio
        ref={audio}
        src={item.payload.url}
        preload="metadata"
        onPlay={() => {
          setPlaying(true);
          setEnded(false);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          setPlaying(false);
          setEnded(true);
        }}
        onTimeUpdate={(event) => {
          const { currentTime, duration } = event.currentTarget;
          setProgress(duration ? currentTime / duration : 0);
        }}
      />
      <button
        type="button"
        className="vg-voice-play"
        aria-label={label}
        title={label}
        onClick={toggle}
      >
        {playing ? '❚❚' : ended ? '↻' : '▶'}
      </button>
      <div className="vg-voice-track" aria-hidden="true">
        <div className="vg-voice-progress" style={{ width: `${Math.round(progress * 100)}%` }} />
      </div>
      <button
        type="button"
        className="vg-voice-speed"
        aria-label={t('speed')}
        onClick={() => setSpeed(nextPlaybackSpeed(speed))}
      >
        {speed}x
      </button>
    </div>
  );
}
