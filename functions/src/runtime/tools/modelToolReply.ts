import type { Message, ToolCallRecord } from '@vg/common';
import type { StepHooks } from '../../chat/interact/InteractStep';
import type { AddressGuard } from '../../tools/addressGuard';
import type { RunnableTool } from '../../tools/callTool';
import { functionName, toolDefinition } from '../../tools/toolDefinition';
import type { ModelProvider, ModelRequest } from '../types';
import { runToolCall } from './runToolCall';

/** Characters of a tool's answer the model reads back. */
const MAX_RESULT_CHARS = 8000;

export interface ModelToolResult {
  text: string;
  tokens: number;
  toolCalls: ToolCallRecord[];
  debug: Message[];
}

/**
 * The model's answer, with the agent's tools offered (function calling).
 * When the model calls one, the tool is called and the model answers again
 * with the tool's answer in its instructions (tools are not offered twice,
 * so one question calls at most one tool).
 */
export async function modelToolReply(
  provider: ModelProvider,
  request: ModelRequest,
  tools: readonly RunnableTool[],
  guard: AddressGuard,
  isTest: boolean,
  hooks: StepHooks,
): Promise<ModelToolResult> {
  const stream = {
    ...(hooks.signal ? { signal: hooks.signal } : {}),
    ...(hooks.onChunk ? { onChunk: hooks.onChunk } : {}),
  };
  const first = await provider.reply(
    tools.length > 0 ? { ...request, tools: tools.map(toolDefinition) } : request,
    stream,
  );
  const tokens = first.usage.promptTokens + first.usage.completionTokens;
  const tool =
    first.toolCall && tools.find((entry) => functionName(entry) === first.toolCall?.name);
  if (!first.toolCall || !tool) return { text: first.text, tokens, toolCalls: [], debug: [] };
  const run = await runToolCall(tool, first.toolCall.args, guard, isTest, hooks);
  const answer =
    typeof run.response.body === 'string'
      ? run.response.body
      : JSON.stringify(run.response.body ?? null);
  const outcome = run.response.ok
    ? `It answered:\n${answer.slice(0, MAX_RESULT_CHARS)}`
    : `The call failed: ${run.response.error ?? 'no answer'}. Tell the visitor you could not check this right now.`;
  const second = await provider.reply(
    {
      ...request,
      system: `${request.system}\n\nYou called the tool "${tool.name}" with ${JSON.stringify(run.record.input)}. ${outcome}\nAnswer the visitor from this.`,
    },
    stream,
  );
  return {
    text: second.text,
    tokens: tokens + second.usage.promptTokens + second.usage.completionTokens,
    toolCalls: [run.record],
    debug: run.debug,
  };
}
