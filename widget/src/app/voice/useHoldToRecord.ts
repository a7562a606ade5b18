import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n/useT';
import { currentBackend } from '../session/backendRef';
import { chatStore, showNotice } from '../store/chatStore';
import { startRecording, type ActiveRecording } from './recordAudio';

export type RecordPhase = 'idle' | 'recording' | 'transcribing';

/** How long the dictation notices stay up (spec: 2500 ms). */
export const DICTATION_NOTICE_MS = 2500;

/**
 * Hold-to-record dictation: `start` on press, `stop` on release. The WAV
 * recording is transcribed by the stt call and the text handed to `onText`.
 * Empty text and failed calls show the spec's notices; a refused
 * microphone is only logged.
 */
export function useHoldToRecord(onText: (text: string) => void) {
  const t = useT();
  const [phase, setPhase] = useState<RecordPhase>('idle');
  const recording = useRef<Promise<ActiveRecording | null> | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  // A recording still running when the component goes away is dropped.
  useEffect(
    () => () => {
      void recording.current?.then((active) => active?.abort());
    },
    [],
  );

  const start = () => {
    if (recording.current || phase !== 'idle') return;
    setPhase('recording');
    recording.current = startRecording().catch((error: unknown) => {
      console.warn('microphone unavailable', error);
      recording.current = null;
      setPhase('idle');
      return null;
    });
  };

  const stop = async () => {
    const pending = recording.current;
    if (!pending) return;
    recording.current = null;
    const active = await pending;
    if (!active) return;
    setPhase('transcribing');
    try {
      const audio = await active.stop();
      const text = audio ? await transcribe(audio) : '';
      if (text.trim()) onTextRef.current(text.trim());
      else showNotice(t('noTextUnderstood'), 'danger', DICTATION_NOTICE_MS);
    } catch (error) {
      console.warn('transcription failed', error);
      showNotice(t('sttFailed'), 'danger', DICTATION_NOTICE_MS);
    } finally {
      setPhase('idle');
    }
  };

  return { phase, start, stop };
}

async function transcribe(base64Audio: string): Promise<string> {
  const backend = currentBackend();
  if (!backend) throw new Error('chat not connected');
  return backend.transcribe(base64Audio, chatStore.get().language);
}
