import { logger } from 'firebase-functions';
import { answerLanguage, type Message, type Turn } from '@vg/common';
import { textMessage } from '../../chat/convos/turns';
import type { RuntimeReply, StepHooks } from '../../chat/interact/InteractStep';
import { KNOWLEDGE_PROVIDER } from '../providers/knowledgeReply';
import type { ModelProvider } from '../types';
import type { VgReplyInput } from '../vgReply';
import { translateText } from './translateText';

/** Whether this engine can translate: the offline extractive engine only quotes. */
export function canTranslate(provider: ModelProvider): boolean {
  return provider.name !== KNOWLEDGE_PROVIDER;
}

/** The language the agent reads and its knowledge is written in: its own `lang`, else English. */
function agentLanguage(input: VgReplyInput): string {
  return answerLanguage(undefined, input.agent.lang) ?? 'en';
}

/**
 * The built-in runtime with the agent's AI translation around it:
 * `translateUserResponse` puts the visitor's message into the agent's
 * language before the agent reads it (the transcript keeps the visitor's
 * words); `enableAITranslate` puts the answer's texts into `AITranslateTo`
 * (else the widget's language). A translated answer is sent whole instead of
 * streamed, so the visitor never sees the untranslated text first. The
 * tokens spent translating are counted with the reply's. Without a language
 * model nothing is translated (the settings say so).
 */
export async function withTranslation(
  input: VgReplyInput,
  hooks: StepHooks,
  run: (input: VgReplyInput, hooks: StepHooks) => Promise<RuntimeReply>,
): Promise<RuntimeReply> {
  const { agent, provider, model } = input;
  if (!canTranslate(provider) || (!agent.translateUserResponse && !agent.enableAITranslate)) {
    return run(input, hooks);
  }
  let tokens = 0;
  let question = input.question;
  let turns = input.turns;
  if (agent.translateUserResponse && !input.launch && question.trim()) {
    const read = await translateText(provider, model, question, agentLanguage(input), hooks.signal);
    question = read.text;
    tokens += read.tokens;
    turns = readAs(turns, question);
  }
  const target = agent.enableAITranslate
    ? answerLanguage(agent.AITranslateTo, input.lang ?? agent.lang)
    : null;
  if (!target) {
    const reply = await run({ ...input, question, turns }, hooks);
    return { ...reply, tokens: reply.tokens + tokens };
  }
  const { onChunk, ...quiet } = hooks;
  const reply = await run({ ...input, question, turns }, quiet);
  const messages: Message[] = [];
  for (const message of reply.messages) {
    const text = botText(message);
    if (text === null) {
      messages.push(message);
      continue;
    }
    try {
      const translated = await translateText(provider, model, text, target, hooks.signal);
      tokens += translated.tokens;
      onChunk?.(translated.text);
      messages.push(withText(message, translated.text));
    } catch (error) {
      logger.warn(`Translating a reply of agent ${agent.ID} failed; sent untranslated:`, error);
      onChunk?.(text);
      messages.push(message);
    }
  }
  return { ...reply, messages, tokens: reply.tokens + tokens };
}

/** The text of a bot's text message; null for every other message. */
function botText(message: Message): string | null {
  if (message.from !== 'bot' || message.type !== 'text') return null;
  const text = (message as { item?: { payload?: { message?: unknown } } }).item?.payload?.message;
  return typeof text === 'string' ? text : null;
}

/** The same text message saying `text` instead. */
function withText(message: Message, text: string): Message {
  const { item } = message as { item?: { payload?: Record<string, unknown> } };
  return { ...message, item: { ...item, payload: { ...item?.payload, message: text } } } as Message;
}

/** The conversation as the agent reads it: the visitor's last turn says `question`. */
function readAs(turns: Turn[], question: string): Turn[] {
  const last = turns.at(-1);
  if (!last || last.from !== 'human') return turns;
  return [...turns.slice(0, -1), { ...last, messages: [textMessage('human', question, 0)] }];
}
