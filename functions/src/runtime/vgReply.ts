import { logger } from 'firebase-functions';
import { TEXT, hasRunnableNodes, isHandoffEnabled, type Message, type Turn } from '@vg/common';
import type { StoredAgent } from '../agents/loadAgent';
import { textMessage } from '../chat/convos/turns';
import type { RuntimeReply, StepHooks } from '../chat/interact/InteractStep';
import { AddressGuard } from '../tools/addressGuard';
import type { RunnableTool } from '../tools/callTool';
import { asksForPerson, HANDOFF_REPLY } from './handoffRequest';
import { declineText, HANDOFF_BUTTON_LABEL, smallTalkReply } from './answer/composeAnswer';
import { AnswerQueueFullError, answerInWorker } from './answer/answerInWorker';
import type { NearestPassage } from './answer/answerKnowledge';
import { confidenceThreshold } from './answer/extractAnswer';
import { KNOWLEDGE_PROVIDER } from './providers/knowledgeReply';
import type { KnowledgeText } from './knowledge/KnowledgeIndex';
import { BUSY_REPLY } from './local/localLlama';
import { limitPassages } from './knowledge/limitPassages';
import { searchQuery } from './knowledge/searchQuery';
import { buildSystemPrompt, type AboutContext } from './prompt/buildSystemPrompt';
import { historyToChat } from './prompt/historyToChat';
import { openingReply } from './prompt/openingReply';
import { choiceMessage, splitQuickReplies } from './prompt/quickReplies';
import { nodeReply } from './nodes/nodeReply';
import { modelToolReply } from './tools/modelToolReply';
import { offlineToolReply } from './tools/offlineToolReply';
import { passagesToSources, type ModelProvider } from './types';

export interface VgReplyInput {
  agent: StoredAgent;
  /** The conversation so far, ending with the visitor's turn. */
  turns: Turn[];
  question: string;
  launch: boolean;
  knowledge: () => Promise<KnowledgeText[]>;
  /** The agent's assigned tools (none when it has no assignedToolsIds). */
  tools?: () => Promise<RunnableTool[]>;
  /** Which private addresses tools may call (the local stack's demo API); none by default. */
  toolGuard?: AddressGuard;
  provider: ModelProvider;
  /**
   * With an embedder: the knowledge passages nearest the question in
   * meaning (Firestore vector search), read besides the word search's.
   */
  nearest?: (query: string) => Promise<NearestPassage[]>;
  /** The deployment's model; the agent's defaultModel replaces it. */
  model: string;
  lang?: string;
  /** The site the widget runs on (enableAboutContext). */
  origin?: string;
  isTest: boolean;
  /** Delay stored on the reply's messages (0 when it was streamed). */
  delayMs: number;
}

const MAX_SUGGESTIONS = 3;

/**
 * The built-in ('vg') runtime: an agent with a node canvas follows it
 * (nodes/nodeReply); otherwise opening messages on launch, then the
 * agent's tools, a knowledge search within its knowledge settings, the
 * prompt, and the model's streamed answer.
 */
export async function vgReply(input: VgReplyInput, hooks: StepHooks = {}): Promise<RuntimeReply> {
  const { agent } = input;
  const model = agent.defaultModel?.trim() || input.model;
  const lang = input.lang ?? agent.lang;
  const about: AboutContext = {
    now: new Date(),
    ...(input.origin ? { origin: input.origin } : {}),
  };
  const asksHandoff = !input.launch && isHandoffEnabled(agent) && asksForPerson(input.question);
  if (agent.enableNodes && hasRunnableNodes(agent.nodes) && !asksHandoff) {
    return nodeReply(
      input,
      (stepAgent, launch) => vgReply({ ...input, agent: stepAgent, launch }, hooks),
      hooks,
    );
  }
  if (input.launch) {
    return openingReply(agent, input.provider, model, lang, about, hooks);
  }
  if (asksHandoff) {
    hooks.onChunk?.(HANDOFF_REPLY);
    hooks.onAction?.('request_handoff');
    return {
      messages: [textMessage('bot', HANDOFF_REPLY, input.delayMs)],
      sources: [],
      tokens: 0,
      handoff: true,
    };
  }
  const offline = input.provider.name === KNOWLEDGE_PROVIDER;
  const tools = input.tools ? await input.tools() : [];
  const guard = input.toolGuard ?? new AddressGuard();
  // Engines without function calling (the extractive engine, a local model) choose tools by words.
  if (!input.provider.supportsTools && tools.length > 0) {
    const reply = await offlineToolReply(
      input.question,
      tools,
      guard,
      input.isTest,
      input.delayMs,
      hooks,
    );
    if (reply) return reply;
  }
  const history = historyToChat(input.turns);
  const search = await searchQuery(
    agent.kb_llm,
    input.question,
    history,
    input.provider,
    model,
    hooks.signal,
  );
  const query = search.query;
  let found;
  try {
    found = await answerInWorker({
      documents: await input.knowledge(),
      ...(agent.vgOptions?.maxChunkSize ? { chunkChars: agent.vgOptions.maxChunkSize } : {}),
      synonyms: agent.kbSynonyms ?? [],
      query,
      topPassages: agent.kbTopChunks ?? 3,
      threshold: confidenceThreshold(agent.ifKnowsThreshold),
      ...(input.nearest ? { nearest: await input.nearest(query) } : {}),
    });
  } catch (error) {
    if (!(error instanceof AnswerQueueFullError)) throw error;
    hooks.onChunk?.(BUSY_REPLY);
    return {
      messages: [textMessage('bot', BUSY_REPLY, input.delayMs)],
      sources: [],
      tokens: search.tokens,
    };
  }
  const { answer, size: indexSize } = found;
  const passages = answer.known
    ? limitPassages(answer.passages, {
        topChunks: agent.kbTopChunks ?? 3,
        ...(agent.kbDocsNum ? { docs: agent.kbDocsNum } : {}),
        ...(agent.kbCharCount ? { chars: agent.kbCharCount } : {}),
      })
    : [];
  const debug: Message[] = [];
  if (input.isTest) {
    const note = `Knowledge search for "${query}": ${answer.passages.length} passage(s) in ${indexSize}, confidence ${answer.confidence.toFixed(2)} (${answer.known ? 'answered' : 'declined'}).`;
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
  // A model may still greet, answer from its prompt when there is no
  // knowledge base, or call a tool; what none of them covers is declined.
  const small = smallTalkReply(input.question);
  const modelTools = input.provider.supportsTools ? tools : [];
  if (!answer.known && (offline || (indexSize > 0 && !small && modelTools.length === 0))) {
    const handoffEnabled = isHandoffEnabled(agent);
    const text = small ?? declineText(handoffEnabled);
    hooks.onChunk?.(text);
    const offer: Message[] = [];
    if (handoffEnabled && !small) offer.push(choiceMessage([HANDOFF_BUTTON_LABEL], input.delayMs));
    else if (agent.enableUIEngine && !small) {
      // The UI engine offers the closest documents' topics to ask about instead.
      const topics = [...new Set(answer.passages.map((passage) => passage.docName))];
      if (topics.length > 0)
        offer.push(choiceMessage(topics.slice(0, MAX_SUGGESTIONS), input.delayMs));
    }
    return {
      messages: [...debug, textMessage('bot', text, input.delayMs), ...offer],
      sources: [],
      tokens: search.tokens,
      ...(small ? {} : { declined: true }),
    };
  }
  const sources = passagesToSources(
    passages.filter((passage) => answer.sentences.some((entry) => entry.docId === passage.docId)),
  );
  hooks.onSources?.(sources);
  try {
    const request = {
      model,
      system: buildSystemPrompt(agent, passages, lang, about),
      history,
      question: input.question,
      passages,
      answer,
      ...(agent.temperature !== undefined ? { temperature: agent.temperature } : {}),
      ...(agent.maxTokens !== undefined ? { maxTokens: agent.maxTokens } : {}),
    };
    const reply = await modelToolReply(
      input.provider,
      request,
      modelTools,
      guard,
      input.isTest,
      hooks,
    );
    const { text, buttons } = agent.enableUIEngine
      ? splitQuickReplies(reply.text.trim())
      : { text: reply.text.trim(), buttons: [] };
    const messages: Message[] = [...debug, ...reply.debug];
    if (text) messages.push(textMessage('bot', text, input.delayMs));
    if (buttons.length > 0) messages.push(choiceMessage(buttons, input.delayMs));
    return {
      messages,
      sources: text && reply.toolCalls.length === 0 ? sources : [],
      tokens: search.tokens + reply.tokens,
      ...(reply.toolCalls.length > 0 ? { toolCalls: reply.toolCalls } : {}),
    };
  } catch (error) {
    logger.error(`Model call failed for agent ${agent.ID}:`, error);
    return { messages: debug, sources: [], tokens: 0, appError: TEXT.runtimeFailure };
  }
}
