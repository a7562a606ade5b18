import { logger } from 'firebase-functions';
import {
  regionOfBucket,
  SOCKET_ERROR_CODES,
  socketPromptSchema,
  WEB_CHAT_ORIGIN,
  type Message,
  type SocketServerMessage,
  type VisitorMessage,
} from '@vg/common';
import { HttpError, describeIssues } from '../../http/HttpError';
import { verifyCaller } from '../../http/caller';
import { limitVisitor } from '../../http/rateLimits';
import { dbFor } from '../../firestore';
import { textMessage } from '../convos/turns';
import { runInteraction, type RuntimeDeps } from '../interact/runInteraction';
import type { RuntimeAction } from '../interact/InteractStep';

/**
 * One visitor step from the socket: the same recording and runtimes as the
 * HTTP endpoint, with history, sources, debug notes, actions and reply
 * chunks sent as they happen, `answered` once the reply is shown, then
 * `done` once it is stored.
 */
export async function handleSocketFrame(
  raw: unknown,
  send: (message: SocketServerMessage) => void,
  signal: AbortSignal,
  deps: RuntimeDeps,
): Promise<void> {
  try {
    const parsed = socketPromptSchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error, 'frame'));
    const frame = parsed.data;
    const region = regionOfBucket(frame.bucket);
    if (!region)
      throw new HttpError(
        400,
        `Invalid frame: bucket '${frame.bucket}' is not a region (eu or na).`,
      );
    const { uid } = await verifyCaller({ authorization: `Bearer ${frame.idToken}` });
    limitVisitor('chat', uid, frame.agentId);
    const prompt = frame.prompt.trim();
    const options = frame.initNodesOptions ?? {};
    const visitor = frame.lightConvoData ?? {};
    const launch = options.launch === true || (prompt === '' && !options.action);
    const action: RuntimeAction = launch
      ? { type: 'launch' }
      : (options.action ?? { type: 'text', payload: prompt });
    const result = await runInteraction(
      {
        region,
        db: dbFor(region),
        agentId: frame.agentId,
        userId: frame.convoId,
        callerUid: uid,
        action,
        appendMessages: launch ? [] : visitorTurn(frame.appendMessages, prompt),
        appendAtStart: false,
        variables: options.variables ?? {},
        transcriptMetadata: {
          ...(visitor.userName ? { name: visitor.userName } : {}),
          ...(visitor.userEmail ? { email: visitor.userEmail } : {}),
          ...(visitor.userPhone ? { phone: visitor.userPhone } : {}),
          ...(visitor.userImage ? { image: visitor.userImage } : {}),
        },
        origin: WEB_CHAT_ORIGIN,
        ...(frame.agentData?.lang ? { lang: frame.agentData.lang } : {}),
        initialTurns: [],
        isTest: frame.agentData?.isTest === true,
        streamed: true,
      },
      {
        signal,
        onHistory: (turns) => send({ type: 'sync_chat_history', turns }),
        onAnswered: () => send({ type: 'answered' }),
        onSources: (sources) => send({ type: 'metadata', sources }),
        onDebug: (chunk) => send({ type: 'debug', chunk }),
        onAction: (name) => send({ type: 'action', action: name }),
        onChunk: (chunk) => send({ type: 'chunk', chunk }),
      },
      deps,
    );
    if (result.appError) {
      send({ type: 'error', code: SOCKET_ERROR_CODES.runtime, message: result.appError });
    }
  } catch (error) {
    send(errorFrame(error));
  }
  send({ type: 'done' });
}

/**
 * What the visitor's turn stores: the frame's own messages (an upload, a
 * form submission) when it sends them, else the prompt as text.
 */
function visitorTurn(appendMessages: VisitorMessage[] | undefined, prompt: string): Message[] {
  if (appendMessages) return appendMessages;
  return prompt ? [textMessage('human', prompt, 0)] : [];
}

/** A failed step as the widget reads it: the check's own code, else `http-{status}`. */
export function errorFrame(error: unknown): SocketServerMessage {
  if (error instanceof HttpError) {
    const code = typeof error.extra.code === 'string' ? error.extra.code : `http-${error.status}`;
    return { type: 'error', code, message: error.message };
  }
  logger.error('Chat step failed:', error);
  return {
    type: 'error',
    code: SOCKET_ERROR_CODES.runtime,
    message: 'Something failed on our side. Please try again.',
  };
}
