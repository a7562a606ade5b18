import type { Message, ToolCallRecord } from '@vg/common';
import type { StepHooks } from '../../chat/interact/InteractStep';
import type { AddressGuard } from '../../tools/addressGuard';
import { callTool, fieldValues, type RunnableTool, type ToolResponse } from '../../tools/callTool';

export interface ToolRun {
  response: ToolResponse;
  record: ToolCallRecord;
  /** The debugger's line about the call (test chats only). */
  debug: Message[];
}

/**
 * Calls a tool for the runtime and describes the call: the record stored
 * with the turn (name, input, status, time; never the secret or the
 * answer's body) and, in a test chat, a debug message with the answer.
 */
export async function runToolCall(
  tool: RunnableTool,
  args: Record<string, unknown>,
  guard: AddressGuard,
  isTest: boolean,
  hooks: StepHooks,
): Promise<ToolRun> {
  const input = Object.fromEntries(
    fieldValues(tool.fields, args).map(({ field, value }) => [field.key, value]),
  );
  const response = await callTool(tool, args, { guard });
  const record: ToolCallRecord = {
    toolId: tool.id,
    name: tool.name,
    input,
    ok: response.ok,
    ms: response.ms,
    ...(response.status !== undefined ? { status: response.status } : {}),
    ...(response.error ? { error: response.error } : {}),
  };
  const debug: Message[] = [];
  if (isTest) {
    const answer =
      typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? null);
    const note = response.ok
      ? `Tool "${tool.name}" answered ${response.status} in ${response.ms} ms: ${answer.slice(0, 500)}`
      : `Tool "${tool.name}" failed: ${response.error ?? 'no answer'}`;
    hooks.onDebug?.(note);
    debug.push({
      from: 'bot',
      type: 'debug',
      item: { payload: { message: note, toolName: tool.name, toolInput: input } },
      delay: 0,
    });
  }
  return { response, record, debug };
}
