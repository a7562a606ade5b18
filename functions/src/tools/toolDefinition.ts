import type { ToolDefinition } from '../runtime/types';
import type { RunnableTool } from './callTool';

/** Function names the chat-completions API accepts. */
export function functionName(tool: RunnableTool): string {
  const base = tool.name
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `${base || 'tool'}_${tool.id}`.slice(0, 64);
}

/** A tool as offered to the model: fields become JSON-schema parameters. */
export function toolDefinition(tool: RunnableTool): ToolDefinition {
  const open = tool.fields.filter((field) => field.value === undefined || field.value === '');
  return {
    name: functionName(tool),
    description: tool.description?.trim() || tool.name,
    parameters: {
      type: 'object',
      properties: Object.fromEntries(
        open.map((field) => [
          field.key,
          {
            type: field.type,
            ...(field.description ? { description: field.description } : {}),
          },
        ]),
      ),
      required: open
        .filter((field) => field.required && field.defaultValue === undefined)
        .map((field) => field.key),
    },
  };
}
