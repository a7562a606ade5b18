/**
 * Wire shapes of the chat calls (spec 1, section 7), shared in spirit with
 * the functions that answer them. Field names are the spec's, including its
 * spelling (`inititalTurns`).
 */

/** Body of POST {api}/agents/{agentId}/interact/{userId}. */
export interface InteractHttpBody {
  origin: string;
  /** Visitor messages to store before the step runs (what the visitor sees in the chat). */
  appendMessages: unknown[];
  /** The runtime action: launch, text, or a button's request. */
  action: { type: string; payload?: unknown };
  appendAtStart: boolean;
  variables: Record<string, unknown>;
  transcriptMetadata: Record<string, unknown>;
  vg_id: string;
  runtime: { variables: Record<string, unknown>; lang: string };
  inititalTurns: unknown[];
  isTest: boolean;
}

/** Answer of the interact call. */
export interface InteractHttpAnswer {
  turns?: unknown;
  actionMessages?: unknown[];
  appError?: string | boolean | null;
  debug?: { vfResponse?: { status?: { code?: number } } };
}

/** First and later frames the widget sends on the `/interact` socket. */
export interface InteractSocketRequest {
  idToken: string;
  agentId: string;
  convoId: string;
  bucket: string;
  /** Visitor text; '@cancel:' stops the reply in flight; '' with `launch` starts the chat. */
  prompt: string;
  agentData: Record<string, unknown>;
  lightConvoData: Record<string, unknown>;
  initNodesOptions: { launch?: boolean; action?: unknown; variables?: Record<string, unknown> };
}

/** Frames the `/interact` socket sends back. */
export type InteractSocketEvent =
  | { type: 'chunk'; chunk: string }
  | { type: 'sync_chat_history'; turns: unknown }
  | { type: 'metadata'; sources?: unknown[] }
  | { type: 'debug'; chunk?: string }
  | { type: 'action'; action: string; [key: string]: unknown }
  | { type: 'done' }
  | { type: 'error'; code?: string; message?: string };

export const CANCEL_PROMPT = '@cancel:';
