import type { TurnSource } from '@vg/common';
import type { ExtractedAnswer } from './answer/extractAnswer';
import type { Passage } from './knowledge/Passage';

/** One entry of a chat-completions conversation (the wire roles). */
export interface ChatEntry {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export type { Passage } from './knowledge/Passage';

export interface ModelRequest {
  model: string;
  system: string;
  /** Earlier exchanges, oldest first, ending with the visitor's message. */
  history: ChatEntry[];
  question: string;
  passages: Passage[];
  /** The sentences that answer the question, when the knowledge base covers it. */
  answer?: ExtractedAnswer;
  temperature?: number;
  maxTokens?: number;
  /** Texts that end the reply when the model writes them (not included). */
  stop?: string[];
  /** Tools the model may call instead of answering (function calling). */
  tools?: ToolDefinition[];
}

/** A tool as offered to the model: its name, purpose and JSON-schema parameters. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: {
    type: 'object';
    properties: Record<string, { type: string; description?: string }>;
    required: string[];
  };
}

/** The model's request to call a tool, with the arguments it filled. */
export interface ModelToolCall {
  name: string;
  args: Record<string, unknown>;
}

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
}

export interface ModelReply {
  text: string;
  usage: TokenUsage;
  /** True when the reply stopped early because the visitor cancelled it. */
  cancelled: boolean;
  /** Set when the model chose to call one of the request's tools. */
  toolCall?: ModelToolCall;
}

export interface StreamOptions {
  signal?: AbortSignal;
  onChunk?: (text: string) => void;
}

/** Every model the built-in runtime can call sits behind this interface. */
export interface ModelProvider {
  readonly name: string;
  /** Whether it can call tools (function calling); else tools are chosen by words. */
  readonly supportsTools?: boolean;
  reply(request: ModelRequest, options?: StreamOptions): Promise<ModelReply>;
}

/** Sources of a bot turn, in the shape the widget's accordion reads. */
export function passagesToSources(passages: readonly Passage[]): TurnSource[] {
  const seen = new Set<string>();
  const sources: TurnSource[] = [];
  for (const passage of passages) {
    if (seen.has(passage.docId)) continue;
    seen.add(passage.docId);
    sources.push({
      payload: {
        doc_name: passage.docName,
        ...(passage.url ? { url: passage.url } : {}),
        urlDescription: passage.text.slice(0, 160),
      },
    });
  }
  return sources;
}
