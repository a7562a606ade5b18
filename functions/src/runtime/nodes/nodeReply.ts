import type { AgentNode, Message } from '@vg/common';
import type { StoredAgent } from '../../agents/loadAgent';
import { textMessage } from '../../chat/convos/turns';
import type { RuntimeReply, StepHooks } from '../../chat/interact/InteractStep';
import { choiceMessage } from '../prompt/quickReplies';
import { NodeFlow, nodeLabel, offeredExits, takenExit } from './nodeFlow';

/** Said by an end node without a message of its own. */
export const DEFAULT_GOODBYE = 'Thank you for chatting with us. Goodbye!';

export interface NodeReplyInput {
  agent: StoredAgent;
  turns: Parameters<NodeFlow['current']>[0];
  question: string;
  launch: boolean;
  isTest: boolean;
  delayMs: number;
}

/** How the prompt runtime answers for a step: the agent with the step's instructions. */
export type StepAnswer = (agent: StoredAgent, launch: boolean) => Promise<RuntimeReply>;

/**
 * A built-in agent that follows its node canvas. A chat starts at the
 * start node's first step; each step says its message and offers its exits
 * as buttons. A visitor's message that takes an exit (its label, or one of
 * its phrases) moves the chat to the exit's node: a step is entered, an end
 * node says goodbye and closes the conversation. Any other message is
 * answered at the current step by the prompt runtime, the step's
 * instructions added to the agent's prompt, and the exits offered again.
 * Each reply names its node (stored on the turn; shown in the debugger).
 */
export async function nodeReply(
  input: NodeReplyInput,
  answer: StepAnswer,
  hooks: StepHooks = {},
): Promise<RuntimeReply> {
  const flow = new NodeFlow(input.agent.nodes ?? []);
  const first = flow.first();
  const prompt = { ...input.agent, enableNodes: false };
  if (!first) return answer(prompt, input.launch);
  if (input.launch) {
    const opening = await answer(prompt, true);
    const entered = await enter(first, input, answer, hooks);
    return { ...entered, messages: [...opening.messages, ...entered.messages] };
  }
  const current = flow.current(input.turns) ?? (first.type === 'default' ? first : undefined);
  if (!current) return enter(first, input, answer, hooks);
  const exit = takenExit(current, input.question);
  const target = flow.get(exit?.target);
  if (target) return enter(target, input, answer, hooks);
  // The visitor stays at this step: the prompt runtime answers with its instructions.
  const reply = await answer(withStep(input.agent, current), false);
  const exits = offeredExits(current);
  return {
    ...reply,
    messages: [
      ...debugNote(current, input, hooks, 'answered'),
      ...reply.messages,
      ...(exits.length > 0 && reply.messages.length > 0
        ? [
            choiceMessage(
              exits.map((e) => e.label),
              input.delayMs,
            ),
          ]
        : []),
    ],
    nodeId: current.id,
  };
}

async function enter(
  node: AgentNode,
  input: NodeReplyInput,
  answer: StepAnswer,
  hooks: StepHooks,
): Promise<RuntimeReply> {
  const debug = debugNote(node, input, hooks, 'entered');
  if (node.type === 'end') {
    const text = node.data?.message?.trim() || DEFAULT_GOODBYE;
    hooks.onChunk?.(text);
    return {
      messages: [
        ...debug,
        textMessage('bot', text, input.delayMs),
        { from: 'bot', type: 'end', delay: input.delayMs },
      ],
      sources: [],
      tokens: 0,
      nodeId: node.id,
      ended: true,
    };
  }
  const exits = offeredExits(node);
  const buttons =
    exits.length > 0
      ? [
          choiceMessage(
            exits.map((e) => e.label),
            input.delayMs,
          ),
        ]
      : [];
  const message = node.data?.message?.trim();
  if (message) {
    hooks.onChunk?.(message);
    return {
      messages: [...debug, textMessage('bot', message, input.delayMs), ...buttons],
      sources: [],
      tokens: 0,
      nodeId: node.id,
    };
  }
  // A step without a message of its own answers the visitor under its instructions.
  const reply = input.launch
    ? { messages: [], sources: [], tokens: 0 }
    : await answer(withStep(input.agent, node), false);
  return { ...reply, messages: [...debug, ...reply.messages, ...buttons], nodeId: node.id };
}

/** The agent as the prompt runtime sees it at a step: the step's instructions join its prompt. */
function withStep(agent: StoredAgent, node: AgentNode): StoredAgent {
  const instructions = node.data?.instructions?.trim();
  if (!instructions) return { ...agent, enableNodes: false };
  const prompt = [agent.prompt?.trim(), `At this step (${nodeLabel(node)}): ${instructions}`]
    .filter(Boolean)
    .join('\n\n');
  return { ...agent, enableNodes: false, prompt };
}

function debugNote(
  node: AgentNode,
  input: NodeReplyInput,
  hooks: StepHooks,
  what: 'entered' | 'answered',
): Message[] {
  if (!input.isTest) return [];
  const note = `Node "${nodeLabel(node)}" (${node.type}) ${what === 'entered' ? 'answered as the chat entered it' : 'answered; no exit matched'}.`;
  hooks.onDebug?.(note);
  return [
    {
      from: 'bot',
      type: 'debug',
      item: { payload: { message: note, toolName: 'node', toolInput: { nodeId: node.id } } },
      delay: 0,
    },
  ];
}
