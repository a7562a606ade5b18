import { useEffect, useRef } from 'react';
import { initMessage, isWidgetReady } from './widgetFrameMessages';

/**
 * Acts as the loader for a dashboard-owned widget frame: answers the
 * widget's `ready` with an inline, open init, then calls `onReady` so the
 * caller can send its own messages. Messages go only to `origin`.
 */
export function useWidgetFrame(origin: string, onReady: (post: (message: object) => void) => void) {
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const onReadyRef = useRef(onReady);
  onReadyRef.current = onReady;

  useEffect(() => {
    const listener = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow ?? null;
      if (!isWidgetReady(event, origin, frame)) return;
      const post = (message: object) => frame?.postMessage(message, origin);
      post(initMessage(window.innerWidth));
      onReadyRef.current(post);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [origin]);

  const post = (message: object) => frameRef.current?.contentWindow?.postMessage(message, origin);
  return { frameRef, post };
}
