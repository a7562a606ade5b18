import { logger } from 'firebase-functions';
import { TEXT, isHandoffEnabled, type Message, type Turn } from '@vg/common';
import type { StoredAgent } from '../agents/loadAgent';
import { textMessage } from '../chat/convos/turns';
import type { RuntimeReply, StepHooks } from '../chat/interact/InteractStep';
import { asksForPerson, HANDOFF_REPLY } from './handoffRequest';
import { declineText, HANDOFF_BUTTON_LABEL, smallTalkReply } from './answer/composeAnswer';
import { confidenceThreshold, extractAnswer } from './answer/extractAnswer';
import { rewriteFollowUp } from './answer/rewriteFollowUp';
import { KNOWLEDGE_PROVIDER } from './providers/knowledgeReply';
import { KnowledgeIndex, type KnowledgeText } from './knowledge/KnowledgeIndex';
import { buildSystemPrompt } from './prompt/buildSystemPrompt';
import { historyToChat } from './prompt/historyToChat';
import { initialMessages } from './prompt/initialMessages';
import { passagesToSources, type ModelProvider } from './types';

export interface VgReplyInput {
  agent: StoredAgent;
  /** The conversation so far, ending with the visitor's turn. */
  turns: Turn[];
  question: string;
  launch: boolean;
  knowledge: () => Promise<KnowledgeText[]>;
  provider: ModelProvider;
  model: string;
  lang?: string;
  isTest: boolean;
  /** Delay stored on the reply's messages (0 when it was streamed). */
  delayMs: number;
}

/**
 * The built-in ('vg') runtime: opening messages on launch; otherwise a
 * knowledge search, the prompt, and the model's streamed answer.
 */
export async function vgReply(input: VgReplyInput, hooks: StepHooks = {}): Promise<RuntimeReply> {
  const { agent } = input;
  if (input.launch) {
    return { messages: initialMessages(agent, agent.messageDelayMS), sources: [], tokens: 0 };
  }
  if (isHandoffEnabled(agent) && asksForPerson(input.question)) {
    hooks.onChunk?.(HANDOFF_REPLY);
    hooks.onAction?.('request_handoff');
    return {
      messages: [textMessage('bot', HANDOFF_REPLY, input.delayMs)],
      sources: [],
      tokens: 0,
      handoff: true,
    };
  }
  const history = historyToChat(input.turns);
  const query =
    agent.kb_llm?.searchMethod === 'smart'
      ? rewriteFollowUp(input.question, history)
      : input.question;
  const index = new KnowledgeIndex(
    await input.knowledge(),
    agent.vgOptions?.maxChunkSize,
    agent.kbSynonyms ?? [],
  );
  const answer = extractAnswer(index, query, {
    topPassages: agent.kbTopChunks ?? 3,
    threshold: confidenceThreshold(agent.ifKnowsThreshold),
  });
  const passages = answer.known ? answer.passages.slice(0, agent.kbTopChunks ?? 3) : [];
  const debug: Message[] = [];
  if (input.isTest) {
    const note = `Knowledge search for "${query}": ${answer.passages.length} passage(s) in ${index.size}, confidence ${answer.confidence.toFixed(2)} (${answer.known ? 'answered' : 'declined'}).`;
    hooks.onDebug?.(note);
    debug.push({
      from: 'bot',
      type: 'debug',
      item: {
        payload: {
          message: note,
          toolName: 'knowledge_search',
          toolInput: { query },
        },
      },
      delay: 0,
    });
  }
  // A model may still greet, or answer from its prompt when there is no
  // knowledge base; what the knowledge base does not cover is declined.
  const offline = input.provider.name === KNOWLEDGE_PROVIDER;
  const small = smallTalkReply(input.question);
  if (!answer.known && (offline || (index.size > 0 && !small))) {
    const handoffEnabled = isHandoffEnabled(agent);
    const text = small ?? declineText(handoffEnabled);
    hooks.onChunk?.(text);
    const offer: Message[] =
      handoffEnabled && !small
        ? [
            {
              from: 'bot',
              type: 'choice',
              item: {
                payload: {
                  buttons: [
                    {
                      name: HANDOFF_BUTTON_LABEL,
                      request: { type: 'text', payload: HANDOFF_BUTTON_LABEL },
                    },
                  ],
                },
              },
              delay: input.delayMs,
            },
          ]
        : [];
    return {
      messages: [...debug, textMessage('bot', text, input.delayMs), ...offer],
      sources: [],
      tokens: 0,
      ...(small ? {} : { declined: true }),
    };
  }
  const sources = passagesToSources(
    passages.filter((passage) => answer.sentences.some((entry) => entry.docId === passage.docId)),
  );
  hooks.onSources?.(sources);
  try {
    const reply = await input.provider.reply(
      {
        model: input.model,
        system: buildSystemPrompt(agent, passages, input.lang ?? agent.lang),
        history,
        question: input.question,
        passages,
        answer,
        ...(agent.temperature !== undefined ? { temperature: agent.temperature } : {}),
        ...(agent.maxTokens !== undefined ? { maxTokens: agent.maxTokens } : {}),
      },
      {
        ...(hooks.signal ? { signal: hooks.signal } : {}),
        ...(hooks.onChunk ? { onChunk: hooks.onChunk } : {}),
      },
    );
    const text = reply.text.trim();
    return {
      messages: [...debug, ...(text ? [textMessage('bot', text, input.delayMs)] : [])],
      sources: text ? sources : [],
      tokens: reply.usage.promptTokens + reply.usage.completionTokens,
    };
  } catch (error) {
    logger.error(`Model call failed for agent ${agent.ID}:`, error);
    return { messages: debug, sources: [], tokens: 0, appError: TEXT.runtimeFailure };
  }
}
