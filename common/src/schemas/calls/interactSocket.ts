import { z } from 'zod';
import { lightConversationDataSchema, turnSchema } from '../conversation';
import { turnSourceSchema } from '../messageParts';
import { messageSchema } from '../message';

/**
 * The streaming chat over WebSocket `/interact`. Every frame is one JSON
 * object. The visitor's browser sends prompts; the server answers with
 * typed frames. Frames the specification does not name (ui_chunk, done,
 * error) are marked below.
 */

/**
 * Browser → server: one prompt. The cancel command (CANCEL_COMMAND of the
 * chat input rules, '@cancel:') travels as the prompt.
 */
export const socketPromptSchema = z.strictObject({
  agentId: z.string().min(1, 'agentId is required'),
  /** The conversation id: the visitor's user id. */
  convoId: z.string().min(1, 'convoId is required'),
  /** Storage bucket the widget confirmed; decides the region. */
  bucket: z.string().optional(),
  prompt: z.string(),
  /**
   * The public agent as the widget has it. The server reads the agent
   * itself and uses this only for runtime-only values (e.g. test mode).
   */
  agentData: z.record(z.string(), z.unknown()).optional(),
  lightConvoData: lightConversationDataSchema.partial().optional(),
  /** Where a chat with nodes starts; contents belong to the canvas. */
  initNodesOptions: z.record(z.string(), z.unknown()).optional(),
});
export type SocketPrompt = z.infer<typeof socketPromptSchema>;

/** Server → browser frames. */
export const socketServerMessageSchema = z.discriminatedUnion('type', [
  /** The full conversation after the step is stored. */
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
  /** Not named: the reply is complete (also sent after a cancel). */
  z.object({ type: z.literal('done') }),
  /** Not named: the step failed; message is the visitor-facing text. */
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type SocketServerMessage = z.infer<typeof socketServerMessageSchema>;
