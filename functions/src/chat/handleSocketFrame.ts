import { HttpError, describeIssues } from '../http/HttpError';
import { verifyCaller } from '../http/caller';
import { dbFor } from '../firestore';
import { textMessage } from '../convos/turns';
import { runInteraction, type RuntimeDeps } from '../interact/runInteraction';
import type { RuntimeAction } from '../interact/InteractStep';
import { regionOfBucket, socketFrameSchema, type SocketEvent } from './socketFrame';

/**
 * One visitor step from the socket: the same recording and runtimes as the
 * HTTP endpoint, with history, sources, debug notes, actions and reply
 * chunks sent as they happen, then `done`.
 */
export async function handleSocketFrame(
  raw: unknown,
  send: (event: SocketEvent) => void,
  signal: AbortSignal,
  deps: RuntimeDeps,
): Promise<void> {
  try {
    const parsed = socketFrameSchema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, describeIssues(parsed.error, 'frame'));
    const frame = parsed.data;
    const region = regionOfBucket(frame.bucket);
    if (!region)
      throw new HttpError(
        400,
        `Invalid frame: bucket '${frame.bucket}' is not a region (eu or na).`,
      );
    const { uid } = await verifyCaller({ authorization: `Bearer ${frame.idToken}` });
    const prompt = frame.prompt.trim();
    const options = frame.initNodesOptions;
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
        appendMessages: !launch && prompt ? [textMessage('human', prompt, 0)] : [],
        appendAtStart: false,
        variables: options.variables ?? {},
        transcriptMetadata: {
          ...(frame.lightConvoData.userName ? { name: frame.lightConvoData.userName } : {}),
          ...(frame.lightConvoData.userEmail ? { email: frame.lightConvoData.userEmail } : {}),
          ...(frame.lightConvoData.userPhone ? { phone: frame.lightConvoData.userPhone } : {}),
          ...(frame.lightConvoData.userImage ? { image: frame.lightConvoData.userImage } : {}),
        },
        origin: 'web-chat',
        ...(frame.agentData.lang ? { lang: frame.agentData.lang } : {}),
        initialTurns: [],
        isTest: frame.agentData.isTest === true,
        streamed: true,
      },
      {
        signal,
        onHistory: (turns) => send({ type: 'sync_chat_history', turns }),
        onSources: (sources) => send({ type: 'metadata', sources }),
        onDebug: (chunk) => send({ type: 'debug', chunk }),
        onAction: (name) => send({ type: 'action', action: name }),
        onChunk: (chunk) => send({ type: 'chunk', chunk }),
      },
      deps,
    );
    if (result.appError) send({ type: 'error', code: 'runtime', message: result.appError });
  } catch (error) {
    if (error instanceof HttpError) {
      const code = typeof error.extra.code === 'string' ? error.extra.code : `http-${error.status}`;
      send({ type: 'error', code, message: error.message });
    } else {
      console.error('Chat step failed:', error);
      send({
        type: 'error',
        code: 'runtime',
        message: 'Something failed on our side. Please try again.',
      });
    }
  }
  send({ type: 'done' });
}
