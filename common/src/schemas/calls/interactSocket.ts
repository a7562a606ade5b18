import { z } from 'zod';
import { CHAT_STEP_LIMITS } from '../../constants';
import { CANCEL_COMMAND } from '../../logic/widget/chatInput';
import { lightConversationDataSchema, turnSchema } from '../conversation';
import { turnSourceSchema } from '../messageParts';
import { messageSchema } from '../message';
import { runtimeActionSchema } from './interact';
import { PRODUCT_ID_PATTERN } from '../primitives';
import { variablesMapSchema } from './variablesMap';
import { visitorMessagesSchema } from './visitorMessages';

/**
 * The streaming chat over WebSocket `/interact`. Every frame is one JSON
 * object. The visitor's browser sends prompts; the server answers with
 * typed frames and ends every reply with `done`. Frames the specification
 * does not name (ui_chunk, done, error) are marked below.
 */

/** Agent ids are document ids: letters, digits, _ and -. */
const agentIdSchema = z
  .string()
  .min(1, 'agentId is required')
  .regex(PRODUCT_ID_PATTERN, 'must be an agent ID');

/** Conversation ids are the visitor's user id; never a reserved `__…__` id. */
const convoIdSchema = z
  .string()
  .min(1, 'convoId is required')
  .regex(/^(?!__.*__$)[A-Za-z0-9_.@:+-]{1,200}$/, 'must be a conversation ID');

/**
 * How the step runs when it is not plain typed text: `launch` starts the
 * chat, `action` is a button's or component's request, `variables` the
 * runtime variables (component results included). Other keys belong to the
 * canvas of a chat with nodes and pass through.
 */
export const socketNodesOptionsSchema = z.looseObject({
  launch: z.boolean().optional(),
  action: runtimeActionSchema.optional(),
  variables: variablesMapSchema.optional(),
});
export type SocketNodesOptions = z.infer<typeof socketNodesOptionsSchema>;

/**
 * Browser → server: one prompt. The cancel command (CANCEL_COMMAND of the
 * chat input rules, '@cancel:') travels as the prompt and needs no other
 * field (see isSocketCancel). `idToken` is the visitor's Firebase ID token:
 * browsers cannot set headers on a WebSocket, and a URL would end up in
 * access logs, so it rides in every frame.
 */
export const socketPromptSchema = z.strictObject({
  idToken: z.string().min(1, 'is required: send the Firebase ID token of the visitor'),
  agentId: agentIdSchema,
  /** The conversation id: the visitor's user id. */
  convoId: convoIdSchema,
  /** Storage bucket the widget confirmed; decides the region ('eu', 'na' or a database id). */
  bucket: z.string().min(1, 'bucket is required: the region of the agent'),
  /** Visitor text; '' with `initNodesOptions.launch` starts the chat. */
  prompt: z
    .string()
    .max(
      CHAT_STEP_LIMITS.textChars,
      `must be at most ${CHAT_STEP_LIMITS.textChars.toLocaleString('en')} characters`,
    ),
  /**
   * The public agent as the widget has it. The server reads the agent
   * itself and uses this only for runtime-only values (language, test mode).
   */
  agentData: z
    .looseObject({ lang: z.string().max(20).optional(), isTest: z.boolean().optional() })
    .optional(),
  /** Who the visitor is; the server keeps the handoff state itself. */
  lightConvoData: lightConversationDataSchema
    .partial()
    .extend({
      userName: z.string().max(200).optional(),
      userEmail: z.string().max(200).optional(),
      userPhone: z.string().max(200).optional(),
      userImage: z.string().max(2000).optional(),
    })
    .optional(),
  initNodesOptions: socketNodesOptionsSchema.optional(),
  /**
   * Not named in the specification: what the visitor's turn stores when it
   * is not the prompt's text, such as an uploaded picture or document (see
   * visitorMessagesSchema). Absent, the prompt is stored as text.
   */
  appendMessages: visitorMessagesSchema.optional(),
});
export type SocketPrompt = z.infer<typeof socketPromptSchema>;
export type SocketPromptInput = z.input<typeof socketPromptSchema>;

/**
 * Not named in the specification. Browser → server: follow the public agent
 * document (`voiceglow/{agentId}`, which anyone may read) on this socket.
 * The server answers an `agent` frame with its current state at once and
 * another after every change, until the socket closes: an open chat sees
 * the owner's edits (language, theme, disabled, allowance) without loading
 * Firestore's SDK. A second watch frame replaces the first.
 */
export const socketWatchAgentSchema = z.strictObject({
  watch: z.literal('agent'),
  agentId: agentIdSchema,
  /** The region as in a prompt frame ('eu', 'na' or a database id). */
  bucket: z.string().min(1, 'bucket is required: the region of the agent'),
});
export type SocketWatchAgent = z.infer<typeof socketWatchAgentSchema>;

/** True for a frame that asks to follow a document (see socketWatchAgentSchema). */
export function isSocketWatch(frame: unknown): boolean {
  return typeof frame === 'object' && frame !== null && 'watch' in frame;
}

/** True for a frame that stops the reply in flight ('@cancel:' as the prompt). */
export function isSocketCancel(frame: unknown): boolean {
  return (
    typeof frame === 'object' &&
    frame !== null &&
    (frame as { prompt?: unknown }).prompt === CANCEL_COMMAND
  );
}

export { SOCKET_ERROR_CODES } from './socketErrorCodes';

/** Server → browser frames. */
export const socketServerMessageSchema = z.discriminatedUnion('type', [
  /**
   * The full conversation: after the visitor's turn is stored, and with the
   * reply, as the history it is about to be stored in (a streamed reply's
   * takes the stream's place); the stored history follows only if it
   * differs (a team member took the chat first).
   */
  z.object({ type: z.literal('sync_chat_history'), turns: z.array(turnSchema) }),
  /** Knowledge sources of the reply being streamed. */
  z.object({ type: z.literal('metadata'), sources: z.array(turnSourceSchema) }),
  /** Debug text for super administrators. */
  z.object({ type: z.literal('debug'), chunk: z.string() }),
  /** A runtime action for the widget, e.g. request_handoff. */
  z.looseObject({ type: z.literal('action'), action: z.string().min(1) }),
  /** A piece of the streamed answer text. */
  z.object({ type: z.literal('chunk'), chunk: z.string() }),
  /** Not named in the specification: a UI-engine message (jsx, cards, …) streamed whole. */
  z.object({ type: z.literal('ui_chunk'), message: messageSchema }),
  /**
   * Not named: the reply is complete (also after a cancel and after an
   * error of the step). Errors about a frame that started no reply
   * (bad-frame, busy) come without it.
   */
  z.object({ type: z.literal('done') }),
  /**
   * Not named: the reply is on screen (the history with it went out just
   * before); only its storing is left. The visitor may write again; the next
   * prompt is sent after `done`, since a socket answers one step at a time.
   */
  z.object({ type: z.literal('answered') }),
  /**
   * Not named: the agent document a watch frame follows, as stored (its
   * timestamps as RFC 3339 text), or null while it does not exist.
   */
  z.object({ type: z.literal('agent'), agent: z.record(z.string(), z.unknown()).nullable() }),
  /**
   * Not named: the step failed. message is the text to show (the spec's
   * texts where it has one); code is one of SOCKET_ERROR_CODES or `http-{status}`.
   */
  z.object({ type: z.literal('error'), code: z.string().min(1), message: z.string() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
