import { splitSentences } from '../knowledge/chunkText';
import { contentTerms } from '../knowledge/terms';
import type { ModelProvider, ModelReply, ModelRequest, Passage, StreamOptions } from '../types';
import { estimateTokens } from '../usage/estimateTokens';

export const NOTHING_FOUND_REPLY =
  "I couldn't find anything about that in my knowledge base. Could you rephrase your question, or ask to talk to a member of the team?";
const GREETING_REPLY = 'Hello! How can I help you today?';
const THANKS_REPLY = "You're welcome! Is there anything else I can help you with?";
const MAX_REPLY_CHARS = 700;

/**
 * The offline default: no model server, so the reply is composed from the
 * knowledge passages that best match the question, streamed in small
 * chunks like a model would.
 */
export function knowledgeReply(chunkDelayMs = 15): ModelProvider {
  return {
    name: 'knowledge-base',
    async reply(request: ModelRequest, options: StreamOptions = {}): Promise<ModelReply> {
      const full = composeKnowledgeReply(request.question, request.passages);
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

/** A reply made of the passages' sentences that share the most words with the question. */
export function composeKnowledgeReply(question: string, passages: readonly Passage[]): string {
  const terms = new Set(contentTerms(question));
  if (passages.length === 0) return smallTalk(question) ?? NOTHING_FOUND_REPLY;
  const scored = passages.flatMap((passage, passageIndex) =>
    splitSentences(passage.text).map((sentence, sentenceIndex) => ({
      sentence,
      order: passageIndex * 1000 + sentenceIndex,
      score: overlap(sentence, terms) * passage.score,
    })),
  );
  const relevant = scored.filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score);
  // With no sentence sharing a word (a fuzzy match), the top passage leads.
  const picked = relevant.length > 0 ? relevant : scored.slice(0, 2);
  const chosen: typeof picked = [];
  let length = 0;
  for (const entry of picked) {
    if (chosen.length > 0 && length + entry.sentence.length > MAX_REPLY_CHARS) break;
    chosen.push(entry);
    length += entry.sentence.length + 1;
    if (chosen.length === 4) break;
  }
  return chosen
    .sort((a, b) => a.order - b.order)
    .map((entry) => entry.sentence)
    .join(' ');
}

function overlap(sentence: string, terms: ReadonlySet<string>): number {
  const words = new Set(contentTerms(sentence));
  let count = 0;
  for (const term of terms) {
    if (words.has(term) || [...words].some((word) => word.startsWith(term) && term.length >= 4)) {
      count += 1;
    }
  }
  return count;
}

function smallTalk(question: string): string | null {
  const text = question.trim().toLowerCase();
  if (/^(hi|hello|hey|hallo|hola|bonjour|good (morning|afternoon|evening))\b/.test(text)) {
    return GREETING_REPLY;
  }
  if (/^(thanks|thank you|thx|cheers)\b/.test(text)) return THANKS_REPLY;
  return null;
}
