import { interactSocketUrl } from '@vg/common/endpoints';
import { parseTurns } from '../app/chat/conversation';
import type { InteractHandlers, InteractRequest } from './ChatBackend';
import {
  CANCEL_PROMPT,
  type InteractSocketEvent,
  type InteractSocketRequest,
} from './interactProtocol.pending-common';

/**
 * The streaming chat of the 'vg' platform over WebSocket `/interact`. One
 * socket per reply: it opens, sends the prompt, streams chunks, delivers the
 * synced history and closes. `cancel` sends '@cancel:' on the open socket.
 */
export class InteractSocket {
  private socket: WebSocket | null = null;

  constructor(
    private readonly chatOrigin: string,
    private readonly region: string,
    private readonly createSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
  ) {}

  send(idToken: string, request: InteractRequest, handlers: InteractHandlers): Promise<void> {
    this.socket?.close();
    const { context } = handlers;
    const frame: InteractSocketRequest = {
      idToken,
      agentId: context.agent.ID,
      convoId: context.userId,
      bucket: this.region,
      prompt:
        request.kind === 'text' ? request.text : request.kind === 'action' ? request.label : '',
      agentData: { ID: context.agent.ID, lang: context.lang, isTest: context.isTest },
      lightConvoData: {
        state: 'ai-chatting',
        userName: context.user.name,
        userEmail: context.user.email,
        userPhone: context.user.phone,
      },
      initNodesOptions: {
        launch: request.kind === 'launch',
        action: request.kind === 'action' ? request.request : undefined,
        variables: {
          ...context.variables,
          ...(request.kind === 'action' ? request.variables : {}),
        },
      },
    };
    return new Promise((resolve) => {
      const socket = this.createSocket(interactSocketUrl(this.chatOrigin));
      this.socket = socket;
      let text = '';
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        if (this.socket === socket) this.socket = null;
        resolve();
      };
      socket.onopen = () => socket.send(JSON.stringify(frame));
      socket.onmessage = (event) => {
        const data = readEvent(event.data);
        if (!data) return;
        switch (data.type) {
          case 'chunk':
            text += data.chunk;
            handlers.onChunk(text);
            break;
          case 'sync_chat_history':
            handlers.onTurns(parseTurns(data.turns));
            break;
          case 'metadata':
            handlers.onSources(Array.isArray(data.sources) ? data.sources : []);
            break;
          case 'debug':
            if (data.chunk) handlers.onDebug(data.chunk);
            break;
          case 'action':
            handlers.onAction(data);
            break;
          case 'error':
            handlers.onError(
              data.code === 'interactions-limit' ? 'limit' : 'runtime',
              data.message,
            );
            break;
          case 'done':
            socket.close();
            finish();
            break;
        }
      };
      socket.onerror = () => {
        if (!settled) handlers.onError('runtime', 'socket error');
        finish();
      };
      socket.onclose = finish;
    });
  }

  cancel(): void {
    if (this.socket?.readyState === 1) {
      this.socket.send(JSON.stringify({ prompt: CANCEL_PROMPT }));
    }
  }

  close(): void {
    this.socket?.close();
    this.socket = null;
  }
}

function readEvent(raw: unknown): InteractSocketEvent | null {
  if (typeof raw !== 'string') return null;
  try {
    const data = JSON.parse(raw) as { type?: unknown };
    return typeof data?.type === 'string' ? (data as InteractSocketEvent) : null;
  } catch {
    return null;
  }
}
