import { logger } from 'firebase-functions';
import type { Message } from '@vg/common';
import { textMessage } from '../../chat/convos/turns';
import type { RuntimeReply, StepHooks } from '../../chat/interact/InteractStep';
import { KNOWLEDGE_PROVIDER } from '../providers/knowledgeReply';
import type { ModelProvider } from '../types';
import { buildSystemPrompt, type AboutContext, type PromptAgent } from './buildSystemPrompt';
import { initialMessages, type GreetingAgent } from './initialMessages';
import { choiceMessage, splitQuickReplies } from './quickReplies';

export interface OpeningAgent extends PromptAgent, GreetingAgent {
  ID: string;
  initPrompt?: string;
  temperature?: number;
  maxTokens?: number;
  messageDelayMS: number;
}

/**
 * The messages a new chat opens with. Fixed opening messages (initMessages)
 * win; else, with an opening prompt (initPrompt) and a model server, the
 * model writes the opening following it; else the greeting. The offline
 * knowledge engine writes no free text, so it opens with the greeting.
 */
export async function openingReply(
  agent: OpeningAgent,
  provider: ModelProvider,
  model: string,
  lang: string | undefined,
  about: AboutContext,
  hooks: StepHooks = {},
): Promise<RuntimeReply> {
  const fixed = { messages: initialMessages(agent, agent.messageDelayMS), sources: [], tokens: 0 };
  const instruction = agent.initPrompt?.trim();
  if (!instruction || (agent.initMessages ?? []).length > 0 || provider.name === KNOWLEDGE_PROVIDER)
    return fixed;
  try {
    const reply = await provider.reply(
      {
        model,
        system: `${buildSystemPrompt(agent, [], lang, about)}\n\nHow to open the conversation:\n${instruction}`,
        history: [{ role: 'user', content: 'The visitor has just opened the chat.' }],
        question: '',
        passages: [],
        ...(agent.temperature !== undefined ? { temperature: agent.temperature } : {}),
        ...(agent.maxTokens !== undefined ? { maxTokens: agent.maxTokens } : {}),
      },
      hooks.signal ? { signal: hooks.signal } : {},
    );
    const { text, buttons } = splitQuickReplies(reply.text.trim());
    if (!text) return fixed;
    const messages: Message[] = [textMessage('bot', text, agent.messageDelayMS)];
    if (agent.enableUIEngine && buttons.length > 0)
      messages.push(choiceMessage(buttons, agent.messageDelayMS));
    return {
      messages,
      sources: [],
      tokens: reply.usage.promptTokens + reply.usage.completionTokens,
    };
  } catch (error) {
    logger.warn(`Opening prompt failed for agent ${agent.ID}, using the greeting:`, error);
    return fixed;
  }
}
