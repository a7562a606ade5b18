import { interactSocketUrl } from '@vg/common/endpoints';
import { CANCEL_COMMAND } from '@vg/common/logic/widget/chatInput';
import type {
  SocketPromptInput,
  SocketServerMessage,
} from '@vg/common/schemas/calls/interactSocket';
import { SOCKET_ERROR_CODES } from '@vg/common/schemas/calls/socketErrorCodes';
import { parseTurns, type ChatMessage } from '../app/chat/conversation';
import type { InteractHandlers, InteractRequest } from './ChatBackend';
import { runtimeAction } from './interactHttp';
import { visitorMessages } from './visitorMessages';

/** How long a socket opened ahead waits for its prompt before it is closed. */
const PREPARED_SOCKET_MS = 60_000;
/** How long the next prompt waits for the previous reply to be stored before it goes anyway. */
const STORING_WAIT_MS = 20_000;

/** One prompt frame, with the visitor's ID token the chat service verifies first. */
export type SocketFrame = SocketPromptInput;

/**
 * The streaming chat of the 'vg' platform over WebSocket `/interact`. One
 * socket per reply: it opens, sends the prompt, streams chunks, delivers the
 * stored history and closes after `done`. `cancel` sends '@cancel:' as the
 * prompt on the open socket. Once the reply is shown (`answered`) the
 * visitor may write again: their next prompt waits for the reply's `done`,
 * so the service stores the steps of a conversation in the order they were
 * written. The visitor's Firebase ID token rides in the
 * frame (`idToken`): browsers cannot set headers on a WebSocket, and a URL
 * would end up in access logs.
 */
export class InteractSocket {
  private socket: WebSocket | null = null;
  private prepared: WebSocket | null = null;
  private preparedTimer: ReturnType<typeof setTimeout> | undefined;
  private lastPrompt: SocketFrame | null = null;
  /** The reply shown but still being stored: settles on its `done`. */
  private storing: Promise<void> | null = null;
  /** Bumped by every send and cancel: a prompt still waiting checks it is still wanted. */
  private sends = 0;

  constructor(
    private readonly chatOrigin: string,
    private readonly bucket: string,
    private readonly createSocket: (url: string) => WebSocket = (url) => new WebSocket(url),
  ) {}

  /**
   * Opens the next reply's socket ahead of time (while the visitor is being
   * signed in), so the chat's first prompt does not wait for the handshake.
   * Closed again if nothing is sent within a minute.
   */
  prepare(): void {
    if (this.prepared && this.prepared.readyState <= 1) return;
    this.prepared = this.createSocket(interactSocketUrl(this.chatOrigin));
    clearTimeout(this.preparedTimer);
    this.preparedTimer = setTimeout(() => this.dropPrepared(), PREPARED_SOCKET_MS);
  }

  private takePrepared(): WebSocket | null {
    const socket = this.prepared;
    this.prepared = null;
    clearTimeout(this.preparedTimer);
    return socket && socket.readyState <= 1 ? socket : null;
  }

  private dropPrepared(): void {
    this.takePrepared()?.close();
  }

  async send(idToken: string, request: InteractRequest, handlers: InteractHandlers): Promise<void> {
    const turn = ++this.sends;
    if (this.storing) await settledWithin(this.storing, STORING_WAIT_MS);
    // Cancelled, closed or overtaken by a later send while it waited.
    if (turn !== this.sends) return;
    this.storing = null;
    this.socket?.close();
    const { context } = handlers;
    const prompt: SocketFrame = {
      idToken,
      agentId: context.agent.ID,
      convoId: context.userId,
      bucket: this.bucket,
      prompt:
        request.kind === 'text' ? request.text : request.kind === 'action' ? request.label : '',
      agentData: { ID: context.agent.ID, lang: context.lang, isTest: context.isTest },
      lightConvoData: {
        userName: context.user.name,
        userEmail: context.user.email,
        userPhone: context.user.phone,
      },
      // A launch (empty history) and component results have no prompt text of their own.
      initNodesOptions: {
        launch: request.kind === 'launch',
        action: request.kind === 'text' ? undefined : runtimeAction(request),
        variables: {
          ...context.variables,
          ...(request.kind === 'action' ? request.variables : {}),
        },
      },
      // An upload or a form submission is stored as that message, not as the prompt's text.
      ...(request.kind === 'action' && request.shown
        ? { appendMessages: visitorMessages(request) }
        : {}),
    };
    this.lastPrompt = prompt;
    const url = interactSocketUrl(this.chatOrigin);
    const reply: Promise<void> = new Promise((resolve) => {
      const socket = this.takePrepared() ?? this.createSocket(url);
      this.socket = socket;
      let text = '';
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        if (this.socket === socket) this.socket = null;
        if (this.storing === reply) this.storing = null;
        resolve();
      };
      if (socket.readyState === 1) socket.send(JSON.stringify(prompt));
      else socket.onopen = () => socket.send(JSON.stringify(prompt));
      socket.onmessage = (event) => {
        const frame = readFrame(event.data);
        if (!frame) return;
        switch (frame.type) {
          case 'chunk':
            text += frame.chunk;
            handlers.onChunk(text);
            break;
          case 'ui_chunk':
            handlers.onMessage(frame.message as ChatMessage);
            break;
          case 'sync_chat_history':
            handlers.onTurns(parseTurns(frame.turns));
            break;
          case 'answered':
            this.storing = reply;
            handlers.onAnswered();
            break;
          case 'metadata':
            handlers.onSources(Array.isArray(frame.sources) ? frame.sources : []);
            break;
          case 'debug':
            handlers.onDebug(frame.chunk);
            break;
          case 'action':
            handlers.onAction(frame);
            break;
          case 'error': {
            if (frame.code === SOCKET_ERROR_CODES.interactionsLimit)
              handlers.onError('limit', frame.message);
            else handlers.onError('runtime', frame.message, frame.message);
            break;
          }
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
    return reply;
  }

  cancel(): void {
    this.sends += 1;
    // A prompt still waiting is dropped; a reply already shown is left to be stored.
    if (this.storing) return;
    const socket = this.socket;
    if (socket?.readyState !== 1 || !this.lastPrompt) return;
    const { appendMessages: _stored, ...lastPrompt } = this.lastPrompt;
    const frame: SocketFrame = { ...lastPrompt, prompt: CANCEL_COMMAND, initNodesOptions: {} };
    socket.send(JSON.stringify(frame));
  }

  close(): void {
    this.sends += 1;
    this.socket?.close();
    this.socket = null;
    this.dropPrepared();
  }
}

/** Waits for `promise`, or `ms`, whichever comes first. */
function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void promise.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/** Frames are read tolerantly: one odd message must not drop the synced history. */
export function readFrame(raw: unknown): SocketServerMessage | null {
  if (typeof raw !== 'string') return null;
  try {
    const frame = JSON.parse(raw) as { type?: unknown };
    return typeof frame?.type === 'string' ? (frame as SocketServerMessage) : null;
  } catch {
    return null;
  }
}
