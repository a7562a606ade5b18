import { composeAnswer, declineText } from '../answer/composeAnswer';
import type { ModelProvider, ModelReply, ModelRequest, StreamOptions } from '../types';
import { estimateTokens } from '../usage/estimateTokens';

export const KNOWLEDGE_PROVIDER = 'knowledge-base';

/**
 * The offline default: no model server, so the reply quotes the knowledge
 * sentences that answer the question (see answer/extractAnswer), streamed
 * in small chunks like a model would.
 */
export function knowledgeReply(chunkDelayMs = 15): ModelProvider {
  return {
    name: KNOWLEDGE_PROVIDER,
    async reply(request: ModelRequest, options: StreamOptions = {}): Promise<ModelReply> {
      const full = request.answer?.known
        ? composeAnswer(request.answer.sentences)
        : declineText(false);
      let sent = '';
      for (const piece of full.match(/\S+\s*/g) ?? []) {
        if (options.signal?.aborted) break;
        sent += piece;
        options.onChunk?.(piece);
        if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
      }
      const prompt = [request.system, ...request.history.map((entry) => entry.content)].join('\n');
      return {
        text: sent.trimEnd(),
        cancelled: options.signal?.aborted ?? false,
        usage: { promptTokens: estimateTokens(prompt), completionTokens: estimateTokens(sent) },
      };
    },
  };
}
