import type { Firestore } from 'firebase-admin/firestore';
import type {
  ConversationChannel,
  Message,
  Region,
  RuntimeAction,
  ToolCallRecord,
  Turn,
  TurnSource,
} from '@vg/common';

export type { RuntimeAction };

/** One visitor step, the same whether it came over HTTP or the socket. */
export interface InteractStep {
  region: Region;
  db: Firestore;
  agentId: string;
  userId: string;
  callerUid: string;
  action: RuntimeAction;
  /** Visitor messages to store with the step (what the visitor sees). */
  appendMessages: Message[];
  /** Put appendMessages at the start of the bot's reply instead. */
  appendAtStart: boolean;
  /** Runtime variables, component results (vf_variables) included. */
  variables: Record<string, unknown>;
  transcriptMetadata: Record<string, unknown>;
  origin?: string;
  lang?: string;
  /** Turns the widget already shows; seed an empty conversation with them. */
  initialTurns: Turn[];
  isTest: boolean;
  /** Streamed replies show at once; others wait for the widget's delay. */
  streamed: boolean;
  /** The messaging channel the step came from (none for the web widget). */
  channel?: ConversationChannel;
}

/** What a step reports while it runs (the socket forwards these). */
export interface StepHooks {
  signal?: AbortSignal;
  onHistory?: (turns: Turn[]) => void;
  /** The reply is shown (its history went out): only its storing is left. */
  onAnswered?: () => void;
  onSources?: (sources: TurnSource[]) => void;
  onChunk?: (text: string) => void;
  onDebug?: (text: string) => void;
  onAction?: (action: string, detail?: Record<string, unknown>) => void;
}

/** What a runtime (built-in or flow platform) answers for one step. */
export interface RuntimeReply {
  messages: Message[];
  sources: TurnSource[];
  tokens: number;
  appError?: string;
  /** HTTP status of the flow platform, reported as debug.vfResponse.status.code. */
  statusCode?: number;
  handoff?: boolean;
  /** The answer engine declined: the question is not covered by the knowledge. */
  declined?: boolean;
  /** Tools the built-in runtime called for this reply; stored with the bot turn. */
  toolCalls?: ToolCallRecord[];
  /** The canvas node that answered (agents with enableNodes); stored on the bot turn. */
  nodeId?: string;
  /** The reply closes the conversation (an end node): state ended_chat. */
  ended?: boolean;
}

export function isLaunch(action: RuntimeAction): boolean {
  return action.type === 'launch' || action.type === 'start';
}
