import { isDeepStrictEqual } from 'node:util';
import type { Message, Turn, TurnSource } from '@vg/common';
import { loadAgentSecrets } from '../../agents/loadAgent';
import { loadEnv, onEnvForgotten } from '../../env';
import type { Embedder } from '../../runtime/embeddings/Embedder';
import { defaultEmbedder } from '../../runtime/embeddings/defaultEmbedder';
import { nearestChunks } from '../../runtime/knowledge/nearestChunks';
import { selectProvider } from '../../runtime/providers/selectProvider';
import type { ModelProvider } from '../../runtime/types';
import { vfReply } from '../../runtime/vf/vfReply';
import { withTranslation } from '../../runtime/translate/withTranslation';
import { vgReply } from '../../runtime/vgReply';
import { AddressGuard } from '../../tools/addressGuard';
import { loadAgentTools } from '../../tools/loadAgentTools';
import { isLaunch, type InteractStep, type RuntimeReply, type StepHooks } from './InteractStep';
import { notifyEveryMessage } from './notifyEveryMessage';
import { recordReply, replyHistory } from './recordReply';
import { StepReads } from './StepReads';
import { recordVisitorStep, type RecordedStep } from './recordVisitorStep';
import { actionText } from './visitorMessages';

export interface InteractionResult {
  turns: Turn[];
  /** The bot messages this step produced. */
  actionMessages: Message[];
  sources: TurnSource[];
  appError?: string;
  statusCode?: number;
  handoff: boolean;
}

/** What a step runs against; tests and the chat service pass their own. */
export interface RuntimeDeps {
  provider: ModelProvider;
  model: string;
  flowRuntimeUrl: string;
  /** Private addresses agent tools may call (the local stack's demo API only). */
  toolGuard?: AddressGuard;
  /** An embedder, when one is configured: knowledge is also searched by meaning (findNearest). */
  embedder?: Embedder;
}

let defaults: RuntimeDeps | undefined;
onEnvForgotten(() => (defaults = undefined));

export function defaultRuntimeDeps(): RuntimeDeps {
  const env = loadEnv();
  if (!defaults) {
    const embedder = defaultEmbedder();
    defaults = {
      provider: selectProvider(env),
      model: env.VG_LLM_MODEL,
      flowRuntimeUrl: env.VG_VF_RUNTIME_URL,
      toolGuard: AddressGuard.fromList(env.VG_TOOL_ALLOWED_HOSTS),
      ...(embedder ? { embedder } : {}),
    };
  }
  return defaults;
}

/**
 * One visitor step end to end: record it, let the agent's runtime answer
 * (unless a team member has the chat, or takes it before the answer is
 * stored), record the answer.
 *
 * What the answer needs besides the agent (the workspace's model settings,
 * a typed question's knowledge) is read while the first transaction
 * commits, fresh on every step. The reply is shown with the history it will
 * be stored in before the second transaction runs (`onAnswered` follows);
 * the stored history follows when it differs (a team member took the chat
 * meanwhile).
 */
export async function runInteraction(
  step: InteractStep,
  hooks: StepHooks = {},
  deps: RuntimeDeps = defaultRuntimeDeps(),
): Promise<InteractionResult> {
  const reads = new StepReads(step, deps);
  const recorded = await recordVisitorStep(step, Date.now(), (agent) => reads.start(agent));
  hooks.onHistory?.(recorded.turns);
  // Clients who asked for every message hear of it while the agent answers.
  const told = notifyEveryMessage(step, recorded);
  if (!recorded.answer) {
    await told;
    return { turns: recorded.turns, actionMessages: [], sources: [], handoff: false };
  }
  const reply = await answer(step, recorded, hooks, deps, reads);
  const now = Date.now();
  // The reply goes out with the history it is about to be stored in (a streamed one takes
  // its stream's place): the visitor reads it and may write again while it is stored.
  const shown = replyHistory(recorded, reply, now);
  if (shown) {
    hooks.onHistory?.(shown);
    hooks.onAnswered?.();
  }
  const [{ turns, dropped }] = await Promise.all([recordReply(step, recorded, reply, now), told]);
  if (turns !== recorded.turns && !sameTurns(turns, shown)) hooks.onHistory?.(turns);
  if (dropped) return { turns, actionMessages: [], sources: [], handoff: false };
  return {
    turns,
    actionMessages: reply.messages,
    sources: reply.sources,
    handoff: reply.handoff ?? false,
    ...(reply.appError ? { appError: reply.appError } : {}),
    ...(reply.statusCode !== undefined ? { statusCode: reply.statusCode } : {}),
  };
}

/** Stored maps come back with their keys in another order: the values decide. */
function sameTurns(turns: readonly Turn[], shown: readonly Turn[] | undefined): boolean {
  return shown !== undefined && isDeepStrictEqual(turns, shown);
}

async function answer(
  step: InteractStep,
  recorded: RecordedStep,
  hooks: StepHooks,
  deps: RuntimeDeps,
  reads: StepReads,
): Promise<RuntimeReply> {
  const { agent } = recorded;
  // Test mode (debug output, the flow's development version) is the owner's.
  const isTest = step.isTest && step.callerUid === agent.ownerID;
  const delayMs = step.streamed ? 0 : agent.messageDelayMS;
  if (agent.agentPlatform === 'vf') {
    const secrets = await loadAgentSecrets(step.db, step.agentId);
    const reply = await vfReply({
      baseUrl: deps.flowRuntimeUrl,
      apiKey: secrets.VF_DIALOGUE_API_KEY,
      userId: step.userId,
      action: step.action,
      variables: step.variables,
      isTest,
      delayMs,
      ...(hooks.signal ? { signal: hooks.signal } : {}),
    });
    if (reply.handoff) hooks.onAction?.('request_handoff');
    return reply;
  }
  const engine = await reads.engine(agent);
  // Earlier turns the widget showed give the first reply its context.
  const history =
    recorded.turns.length <= 1 ? [...step.initialTurns, ...recorded.turns] : recorded.turns;
  return withTranslation(
    {
      agent,
      turns: history,
      question: actionText(step.action) || lastVisitorText(step.appendMessages),
      launch: isLaunch(step.action),
      knowledge: () => reads.knowledge(),
      // Tools are for prompt agents; a node flow's steps have no tools.
      tools: () =>
        agent.enableNodes
          ? Promise.resolve([])
          : loadAgentTools(step.db, agent.ownerID, agent.assignedToolsIds),
      ...(deps.toolGuard ? { toolGuard: deps.toolGuard } : {}),
      ...(step.origin ? { origin: step.origin } : {}),
      provider: engine.provider,
      model: engine.model,
      ...(deps.embedder
        ? {
            nearest: (query: string) => nearestChunks(step.db, step.agentId, deps.embedder!, query),
          }
        : {}),
      ...(step.lang ? { lang: step.lang } : {}),
      isTest,
      delayMs,
    },
    hooks,
    vgReply,
  );
}

function lastVisitorText(messages: readonly Message[]): string {
  for (const message of [...messages].reverse()) {
    const text = (message.item as { payload?: { message?: unknown } } | undefined)?.payload
      ?.message;
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return '';
}
