import { z } from 'zod';
import { RATING_SCALE } from '../constants';
import { conversationChannelSchema } from './channels';
import { messageSchema } from './message';
import { MESSAGE_SENDERS } from './messages';
import { turnSourceSchema } from './messageParts';
import { jsonStringSchema, storedTimeSchema } from './primitives';
import { toolCallRecordSchema } from './tool';

/** The team member who wrote a turn during a hand-off. */
export const turnHumanAgentSchema = z.looseObject({
  /** Auth uid of the team member (the conversation's chatAssignedTo). */
  uid: z.string().min(1),
  /** Their name as the dashboard knows it; the widget shows the first name. */
  name: z.string().optional(),
});
export type TurnHumanAgent = z.infer<typeof turnHumanAgentSchema>;

/**
 * One exchange step: a visitor message ('human') or a batch of messages
 * from the agent's side ('bot'): the runtime's, or a team member's during a
 * hand-off, which then names them in `humanAgent`.
 */
export const turnSchema = z.looseObject({
  from: z.enum(MESSAGE_SENDERS),
  messages: z.array(messageSchema),
  sources: z.array(turnSourceSchema).optional(),
  /** Milliseconds (turns are serialised to JSON, so no Timestamp objects). */
  ts: z.union([z.number(), z.string()]).optional(),
  session_id: z.string().optional(),
  /** The flow platform's dialogue stack, opaque here. */
  vf_stack: z.unknown().optional(),
  /** Set on a turn a team member wrote (see appendHumanAgentReply). */
  humanAgent: turnHumanAgentSchema.optional(),
  /** Tools the built-in runtime called for this bot turn (name, input, status; no secrets). */
  toolCalls: z.array(toolCallRecordSchema).optional(),
  /** The canvas node that answered (agents with enableNodes): where the flow is. */
  nodeId: z.string().optional(),
});
export type Turn = z.infer<typeof turnSchema>;

/** A session is a list of turns. */
export const sessionTurnsSchema = z.array(turnSchema);

/** The stored `turns` field: a JSON string of turns. */
export const turnsJsonSchema = jsonStringSchema(sessionTurnsSchema);

/**
 * Stored conversation states: the three handoff states (see the handoff
 * rules in logic/) plus ended_chat, entered when the last turn holds an
 * 'end' message.
 */
export const STORED_CONVERSATION_STATES = [
  'ai-chatting',
  'requested_chat',
  'human-chatting',
  'ended_chat',
] as const;
export const conversationStateSchema = z.enum(STORED_CONVERSATION_STATES);
export type StoredConversationState = z.infer<typeof conversationStateSchema>;

/** What the widget keeps live about the conversation (handoff state and who the visitor is). */
export const lightConversationDataSchema = z.looseObject({
  state: conversationStateSchema.default('ai-chatting'),
  /** Uid of the human agent who took the chat. */
  chatAssignedTo: z.string().nullable().optional(),
  userName: z.string().optional(),
  userEmail: z.string().optional(),
  userPhone: z.string().optional(),
  userImage: z.string().optional(),
});
export type LightConversationData = z.infer<typeof lightConversationDataSchema>;

/**
 * `voiceglow/{agentId}/convos/{userId}`. The turns field's name is not
 * shown in the specification; `turns` holds the JSON string of turns
 * (parse with `turnsJsonSchema`). lastModified is the store's time value.
 */
export const conversationSchema = lightConversationDataSchema.extend({
  ratingFrom5: z.number().int().min(1).max(RATING_SCALE).optional(),
  lastModified: storedTimeSchema.optional(),
  nodesInfo: z.looseObject({ currentNode: z.string().nullable().optional() }).optional(),
  totalUserInteractions: z.number().int().nonnegative().default(0),
  turns: z.string().optional(),
  /** Session the current turns belong to. */
  session_id: z.string().optional(),
  /** Auth uid of the visitor's browser, which may read the conversation live. */
  authUid: z.string().optional(),
  /** Set by the functions when the agent's owner chats (live preview, test chat). */
  ownerChat: z.boolean().optional(),
  /** Set by the channel functions on a conversation from Telegram, WhatsApp, … */
  channel: conversationChannelSchema.optional(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/**
 * A past session as listed by GET …/sessions and sent to …/rollback. The
 * specification only says "a list of turns"; the id and time are what a
 * list needs.
 */
export const sessionSchema = z.looseObject({
  id: z.string().min(1),
  turns: sessionTurnsSchema,
  ts: z.union([z.number(), z.string()]).optional(),
});
export type Session = z.infer<typeof sessionSchema>;

/**
 * A session as archived beside its conversation
 * (`voiceglow/{agentId}/convos/{userId}/sessions/{id}`): turns stay a JSON
 * string like the conversation's own.
 */
export const storedSessionSchema = z.looseObject({
  id: z.string().min(1),
  turns: z.string(),
  ts: z.union([z.number(), z.string()]).optional(),
  authUid: z.string().optional(),
  archivedAt: storedTimeSchema.optional(),
});
export type StoredSession = z.infer<typeof storedSessionSchema>;
