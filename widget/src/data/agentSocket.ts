import { interactSocketUrl, type Region } from '@vg/common/endpoints';
import type { Unsubscribe } from './ChatBackend';
import { readFrame } from './interactSocket';

/** Waits after a lost socket: 1 s, doubling up to 30 s, back to 1 s once a frame arrives. */
const RETRY_MS = { first: 1000, max: 30_000 };

/**
 * Follows the public agent document over the chat service's socket (a watch
 * frame): the first frame is its current state, then one per change, so an
 * open chat sees the owner's edits without Firestore's SDK (~80 KB). A lost
 * socket is opened again and its first frame brings the whole document, so
 * no edit is missed. `onData` gets the stored fields, or null while the
 * agent does not exist; `onError` the service's refusal.
 */
export function watchAgentOverSocket(
  chatOrigin: string,
  region: Region,
  agentId: string,
  onData: (data: Record<string, unknown> | null) => void,
  onError: (error: Error) => void,
  createSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
  wait: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): Unsubscribe {
  let stopped = false;
  let socket: WebSocket | null = null;
  let retryMs = RETRY_MS.first;
  const connect = () => {
    if (stopped) return;
    const current = createSocket(interactSocketUrl(chatOrigin));
    socket = current;
    current.onopen = () =>
      current.send(JSON.stringify({ watch: 'agent', agentId, bucket: region }));
    current.onmessage = (event) => {
      const frame = readFrame(event.data);
      if (frame?.type === 'agent') {
        retryMs = RETRY_MS.first;
        onData(frame.agent);
      } else if (frame?.type === 'error') onError(new Error(`Agent ${agentId}: ${frame.message}`));
    };
    current.onclose = () => {
      if (stopped || socket !== current) return;
      wait(connect, retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MS.max);
    };
  };
  connect();
  return () => {
    stopped = true;
    socket?.close();
  };
}
