import type { StepHooks, RuntimeReply } from '../../chat/interact/InteractStep';
import { textMessage } from '../../chat/convos/turns';
import type { AddressGuard } from '../../tools/addressGuard';
import type { RunnableTool } from '../../tools/callTool';
import { chooseToolByWords } from '../../tools/chooseToolByWords';
import { toolResultText } from '../../tools/toolResultText';
import { runToolCall } from './runToolCall';

/**
 * The offline engine's tool step: a tool chosen by the question's words
 * (see chooseToolByWords) is called and its answer said; a missing
 * required field is asked for. Null when no tool fits the question.
 */
export async function offlineToolReply(
  question: string,
  tools: readonly RunnableTool[],
  guard: AddressGuard,
  isTest: boolean,
  delayMs: number,
  hooks: StepHooks,
): Promise<RuntimeReply | null> {
  const choice = chooseToolByWords(question, tools);
  if (!choice) return null;
  if (choice.missing.length > 0) {
    const needed = choice.missing.map((field) => field.description?.trim() || field.key);
    const text = `To check that with ${choice.tool.name}, I need ${needed.join(' and ')}.`;
    hooks.onChunk?.(text);
    return { messages: [textMessage('bot', text, delayMs)], sources: [], tokens: 0 };
  }
  const run = await runToolCall(choice.tool, choice.args, guard, isTest, hooks);
  const text = toolResultText(choice.tool.name, run.response);
  hooks.onChunk?.(text);
  return {
    messages: [...run.debug, textMessage('bot', text, delayMs)],
    sources: [],
    tokens: 0,
    toolCalls: [run.record],
  };
}
